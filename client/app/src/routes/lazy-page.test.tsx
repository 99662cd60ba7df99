import type { ApolloClient } from '@apollo/client';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

describe('lazyPage', () => {
  it('suspends on a first render without preload, and shows the page once its module is in', async () => {
    const Page = lazyPage(async () => ({ default: () => <p>the page</p> }));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('the page')).toBeTruthy();
  });

  it('renders a preloaded page at once, without a fallback', async () => {
    const load = vi.fn(async () => ({ default: () => <p>the page</p> }));
    const Page = lazyPage(load);
    await Page.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("starts the page's first data with the client it is given", async () => {
    const preloadData = vi.fn();
    const Page = lazyPage(async () => ({ default: () => null, preloadData }));
    await Page.preload();
    expect(preloadData).not.toHaveBeenCalled();
    const client = {} as ApolloClient;
    await Page.preload(client);
    expect(preloadData).toHaveBeenCalledWith(client);
  });

  it('loads again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ default: () => React.ReactNode }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: () => <p>back online</p> });
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    await act(async () => {
      render(<Page />);
    });
    expect(screen.getByText('back online')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
