import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApolloClient } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../session/token';
import { catalogueError } from '../test/schema-link';
import { fakeToken, location, renderApp } from '../test/render';
import { AppRoutes, preloadSignedInStart } from './AppRoutes';
import { lazyPage } from './lazy-page';
import type { AppRoute } from './table';
import { BoardRegular } from '@fluentui/react-icons';

const page = (text: string) => lazyPage(async () => ({ default: () => <p>{text}</p> }));

const routes: AppRoute[] = [
  { path: '/dashboard/index', titleId: 'route.dashboard', page: page('dashboard page'), menu: { icon: BoardRegular } },
  { path: '/setting/index', titleId: 'route.settings', page: page('settings page'), roles: ['admin', 'user'] },
  { path: '/doctors/index', titleId: 'route.caseList', page: page('doctors page'), roles: ['main'] },
  { path: '/crown/design', titleId: 'route.caseTrash', page: page('crown page'), productId: 4 },
];

const user = (roles: string[]) => ({
  __typename: 'User',
  id: '7',
  name: 'Dr. Test',
  roles,
  isMainAccount: roles.includes('admin'),
  isSensitive: false,
  memberNumber: roles.includes('main') ? 1 : 0,
  avatar: null,
  practice: { __typename: 'Practice', id: '1', balance: 120 },
});

describe('route guard (seed 000 section 4)', () => {
  it('sends a visitor without a token to /login with the original address', async () => {
    renderApp(<AppRoutes routes={routes} />, { path: '/setting/index?tab=basic' });
    await screen.findByRole('button', { name: 'Log in' });
    expect(location.current).toBe('/login?redirect=%2Fsetting%2Findex%3Ftab%3Dbasic');
    await waitFor(() => expect(document.title).toBe('Log in - Odontia'));
  });

  it('clears a token without user claims', async () => {
    setToken(fakeToken(null));
    renderApp(<AppRoutes routes={routes} />, { path: '/setting/index' });
    await screen.findByRole('button', { name: 'Log in' });
    expect(getToken()).toBeNull();
    expect(location.current).toBe('/login?redirect=%2Fsetting%2Findex');
  });

  it('loads the user, then generates the routes of their roles', async () => {
    setToken(fakeToken());
    const calls: { operation: string; variables: unknown }[] = [];
    renderApp(<AppRoutes routes={routes} />, {
      path: '/setting/index',
      resolvers: { me: () => user(['admin']) },
      calls,
    });
    await screen.findByText('settings page');
    expect(calls.map((call) => call.operation)).toContain('Session');
    await waitFor(() => expect(document.title).toBe('Settings - Odontia'));
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeTruthy();
  });

  it('a route outside the roles is unknown: /404', async () => {
    setToken(fakeToken());
    renderApp(<AppRoutes routes={routes} />, { path: '/doctors/index', resolvers: { me: () => user(['user']) } });
    await screen.findByText('Sorry, the page you visited does not exist.');
    expect(location.current).toBe('/404');
  });

  it('a subscription-gated route without the subscription goes to /404', async () => {
    setToken(fakeToken());
    renderApp(<AppRoutes routes={routes} />, {
      path: '/crown/design',
      resolvers: { me: () => user(['admin', 'main']) },
    });
    await screen.findByText('Sorry, the page you visited does not exist.');
    expect(location.current).toBe('/404');
  });

  it('a subscription-gated route opens with an active subscription to its product', async () => {
    setToken(fakeToken());
    renderApp(<AppRoutes routes={routes} />, {
      path: '/crown/design',
      resolvers: {
        me: () => user(['admin', 'main']),
        subscriptions: () => ({ items: [{ id: '9', active: true, product: { id: '4' } }] }),
      },
    });
    await screen.findByText('crown page');
    expect(location.current).toBe('/crown/design');
  });

  it('a signed-in user opening /login goes to the dashboard', async () => {
    setToken(fakeToken());
    renderApp(<AppRoutes routes={routes} />, { path: '/login', resolvers: { me: () => user(['admin']) } });
    await screen.findByText('dashboard page');
    expect(location.current).toBe('/dashboard/index');
  });

  it('a failing user fetch clears the token, shows the error and goes to login', async () => {
    setToken(fakeToken());
    renderApp(<AppRoutes routes={routes} />, {
      path: '/setting/index',
      resolvers: {
        me: () => {
          throw catalogueError('INTERNAL_SERVER_ERROR', 'Database error');
        },
      },
    });
    await screen.findByRole('button', { name: 'Log in' });
    await screen.findByText('Database error');
    expect(getToken()).toBeNull();
    expect(location.current).toBe('/login?redirect=%2Fsetting%2Findex');
  });

  it('an expired session shows the tips dialog, then login with a redirect', async () => {
    setToken(fakeToken());
    renderApp(<AppRoutes routes={routes} />, {
      path: '/setting/index',
      locale: 'zh-CN',
      resolvers: {
        me: () => {
          throw catalogueError('UNAUTHENTICATED', 'Authrication is invalid');
        },
      },
    });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('提示');
    expect(dialog.textContent).toContain('您的登录已过期');
    await userEvent.click(screen.getByRole('button', { name: '重新登录' }));
    await waitFor(() => expect(location.current).toBe('/login?redirect=%2Fsetting%2Findex'));
    expect(getToken()).toBeNull();
  });
});

describe('a signed-in start', () => {
  const startRoutes = () => {
    const preloadData = vi.fn();
    const load = vi.fn(async () => ({ default: () => <p>cases page</p>, preloadData }));
    const other = vi.fn(async () => ({ default: () => <p>settings page</p> }));
    const table: AppRoute[] = [
      { path: '/list/index', titleId: 'route.caseList', page: lazyPage(load) },
      { path: '/setting/index', titleId: 'route.settings', page: lazyPage(other) },
    ];
    return { table, load, other, preloadData };
  };
  const client = {} as ApolloClient;

  it('loads the page of the address and starts its first data before the session is known', async () => {
    setToken(fakeToken());
    const { table, load, other, preloadData } = startRoutes();
    preloadSignedInStart('/list/index', client, table);
    await waitFor(() => expect(preloadData).toHaveBeenCalledWith(client));
    expect(load).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it('loads nothing without a token', async () => {
    const { table, load } = startRoutes();
    preloadSignedInStart('/list/index', client, table);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
  });
});
