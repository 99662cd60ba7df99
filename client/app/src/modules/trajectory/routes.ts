import { lazy } from 'react';
import type { AppRoute } from '../../routes/table';

/**
 * The five digital facebow pages (seed 000 section 2). Not gated by `productId`: a charged case
 * group opens them without a subscription, so the frame guards them (server-checked case, else the
 * subscription).
 */
export const trajectoryRoutes: AppRoute[] = [
  { path: '/trajectory/index', titleId: 'route.trajectory.index', page: lazy(() => import('./IndexPage')) },
  { path: '/trajectory/motion', titleId: 'route.trajectory.motion', page: lazy(() => import('./MotionPage')) },
  { path: '/trajectory/relation', titleId: 'route.trajectory.relation', page: lazy(() => import('./RelationPage')) },
  { path: '/trajectory/position', titleId: 'route.trajectory.position', page: lazy(() => import('./PositionPage')) },
  { path: '/trajectory/custom', titleId: 'route.trajectory.custom', page: lazy(() => import('./CustomPage')) },
];
