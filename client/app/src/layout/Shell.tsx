import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { MOBILE_BREAKPOINT_PX, SIDEBAR_WIDTH_PX } from '@odontia/shared';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../app/ErrorBoundary';
import { whenIdle } from '../app/when-idle';
import type { AppRoute } from '../routes/table';
import { collapsesSidebar, opensOnHover } from './links';
import { PageSpinner } from './PageSpinner';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { useMediaQuery } from './useMediaQuery';

const COLLAPSED_WIDTH_PX = 56;

const useStyles = makeStyles({
  root: { display: 'flex', minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  aside: {
    flexShrink: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    transitionProperty: 'width',
    transitionDuration: tokens.durationNormal,
    overflow: 'hidden',
    position: 'sticky',
    top: 0,
    height: '100vh',
    zIndex: 2,
  },
  asideMobile: { position: 'fixed', left: 0, top: 0, bottom: 0, boxShadow: tokens.shadow28 },
  scrim: { position: 'fixed', inset: 0, backgroundColor: 'rgba(0,0,0,0.3)', zIndex: 1 },
  column: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  main: { flexGrow: 1, padding: tokens.spacingHorizontalXL, minWidth: 0 },
  mainMobile: { padding: tokens.spacingHorizontalM },
});

/** Layout of seed 000 section 2: top bar, 230 px sidebar, the page; under 992 px a drawer. */
export function Shell({ routes }: { routes: AppRoute[] }) {
  const styles = useStyles();
  const { pathname } = useLocation();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [hovered, setHovered] = useState(false);
  const toolPage = collapsesSidebar(pathname);
  const collapsed = toolPage && !(hovered && opensOnHover(pathname));
  const width = collapsed ? COLLAPSED_WIDTH_PX : SIDEBAR_WIDTH_PX;
  // The sidebar's pages load while the browser is idle, so following a menu link never waits on a chunk.
  useEffect(
    () =>
      whenIdle(() => {
        for (const route of routes) if (route.menu) void route.page.preload().catch(() => undefined);
      }),
    [routes],
  );

  return (
    <div className={styles.root}>
      {(!mobile || drawerOpen) && (
        <>
          {mobile && <div className={styles.scrim} onClick={() => setDrawerOpen(false)} aria-hidden />}
          <aside
            className={mergeClasses(styles.aside, mobile && styles.asideMobile)}
            style={{ width: mobile ? SIDEBAR_WIDTH_PX : width }}
            onMouseEnter={() => setHovered(true)}
            onMouseLeave={() => setHovered(false)}
          >
            <Sidebar routes={routes} collapsed={!mobile && collapsed} onNavigate={() => setDrawerOpen(false)} />
          </aside>
        </>
      )}
      <div className={styles.column}>
        <TopBar mobile={mobile} onOpenMenu={() => setDrawerOpen(true)} />
        <main className={mergeClasses(styles.main, mobile && styles.mainMobile)} id="main">
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
    </div>
  );
}
