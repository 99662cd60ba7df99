import { PRIVATIZED_DEPLOYMENT } from '@odontia/shared';
import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { ErrorBoundary } from '../app/ErrorBoundary';
import { PageSpinner } from '../layout/PageSpinner';
import { useSession } from '../session/SessionProvider';
import { getToken, tokenUserId } from '../session/token';
import { isSubscribed, visibleRoutes } from './filter';
import { DASHBOARD_PATH, loginUrl, SMART_VIEWER_PATH } from './paths';
import { lazyPage } from './lazy-page';
import { appRoutes, type AppRoute } from './table';
import { Titled } from './Titled';

const LoginPage = lazy(() => import('../modules/auth/LoginPage'));
// The signed-in layout is its own chunk: the login page does not load the shell.
const Shell = lazyPage(() => import('../layout/Shell').then((module) => ({ default: module.Shell })));
const ErrorPage = lazy(() => import('./ErrorPage'));
// The patient's page of a share link: no session, no shell.
const SmartViewerPage = lazy(() => import('../modules/smart-viewer/SmartViewerPage'));

/**
 * A signed-in start loads the shell, the page of `pathname` and its first data alongside the
 * session, rather than one after the other once the user is known.
 */
export function preloadSignedInStart(pathname: string, client: ApolloClient, routes = appRoutes) {
  if (!getToken()) return;
  const route = routes.find((candidate) => candidate.path === pathname);
  void Promise.all([Shell.preload(), route?.page.preload(client)]).catch(() => undefined);
}

const TO_DASHBOARD = ['/', '/home', '/about', '/topics', '/news', '/contact-us', '/dashboard'];

export function AppRoutes({ routes = appRoutes }: { routes?: AppRoute[] }) {
  return (
    <ErrorBoundary>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route path="/login" element={<LoginRoute />} />
          <Route
            path="/401"
            element={
              <Titled titleId="route.401">
                <ErrorPage code={401} />
              </Titled>
            }
          />
          <Route
            path="/404"
            element={
              <Titled titleId="route.404">
                <ErrorPage code={404} />
              </Titled>
            }
          />
          {TO_DASHBOARD.map((path) => (
            <Route key={path} path={path} element={<Navigate to={DASHBOARD_PATH} replace />} />
          ))}
          <Route path="/register" element={<Navigate to="/404" replace />} />
          <Route
            path={SMART_VIEWER_PATH}
            element={
              <Titled titleId="route.smartViewer">
                <SmartViewerPage />
              </Titled>
            }
          />
          <Route path="*" element={<RequireSession routes={routes} />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}

/** A signed-in user opening /login goes to the dashboard. */
function LoginRoute() {
  const { token } = useSession();
  if (token && tokenUserId(token)) return <Navigate to={DASHBOARD_PATH} replace />;
  return (
    <Titled titleId="route.login">
      <LoginPage />
    </Titled>
  );
}

const isUnauthenticated = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');

/**
 * The route guard of seed 000 section 4: no token → /login?redirect=…; a token without user claims
 * is cleared; the user is loaded, then the routes of their roles are generated; a failure clears
 * the token (the error itself is shown by the global handler) and goes to login.
 */
function RequireSession({ routes }: { routes: AppRoute[] }) {
  const { token, user, error, reset } = useSession();
  const location = useLocation();
  const here = location.pathname + location.search;
  const claimless = token !== null && tokenUserId(token) === null;
  // An expired session is handled by the login-expired dialog, which resets on close.
  const failed = Boolean(error) && !user && !isUnauthenticated(error);

  useEffect(() => {
    if (claimless || failed) void reset();
  }, [claimless, failed, reset]);

  if (!token || claimless || failed) return <Navigate to={loginUrl(here)} replace />;
  if (!user) return <PageSpinner />;
  return <SignedInRoutes routes={routes} />;
}

function SignedInRoutes({ routes }: { routes: AppRoute[] }) {
  const { roles, subscribedProductIds, subscriptionsReady } = useSession();
  const allowed = useMemo(() => visibleRoutes(routes, { roles, privatized: PRIVATIZED_DEPLOYMENT }), [routes, roles]);
  return (
    <Routes>
      <Route element={<Shell routes={allowed} />}>
        {allowed.map(({ path, titleId, page: Page, ...route }) => (
          <Route
            key={path}
            path={path}
            element={
              isSubscribed(route, subscribedProductIds) ? (
                <Titled titleId={titleId}>
                  <Page />
                </Titled>
              ) : !subscriptionsReady ? (
                <PageSpinner />
              ) : (
                <Navigate to="/404" replace />
              )
            }
          />
        ))}
      </Route>
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
