import { lazyPage } from '../../routes/lazy-page';
import type { AppRoute } from '../../routes/table';

/**
 * The five digital facebow pages (seed 000 section 2). Not gated by `productId`: a charged case
 * group opens them without a subscription, so the frame guards them (server-checked case, else the
 * subscription).
 */
export const trajectoryRoutes: AppRoute[] = [
  { path: '/trajectory/index', titleId: 'route.trajectory.index', page: lazyPage(() => import('./IndexPage')) },
  { path: '/trajectory/motion', titleId: 'route.trajectory.motion', page: lazyPage(() => import('./MotionPage')) },
  {
    path: '/trajectory/relation',
    titleId: 'route.trajectory.relation',
    page: lazyPage(() => import('./RelationPage')),
  },
  {
    path: '/trajectory/position',
    titleId: 'route.trajectory.position',
    page: lazyPage(() => import('./PositionPage')),
  },
  { path: '/trajectory/custom', titleId: 'route.trajectory.custom', page: lazyPage(() => import('./CustomPage')) },
];
