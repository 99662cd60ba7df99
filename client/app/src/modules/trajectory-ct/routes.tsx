import type { ComponentType } from 'react';
import { lazyPage } from '../../routes/lazy-page';
import type { AppRoute } from '../../routes/table';
import { CT_FACEBOW, FacebowProductContext } from '../trajectory/trajectory-data';

/** A Trajectory page served for the CT facebow (its cases, links and titles). */
const onCt = (load: () => Promise<{ default: ComponentType }>) =>
  lazyPage(async () => {
    const { default: Page } = await load();
    return {
      default: function CtFacebowPage() {
        return (
          <FacebowProductContext value={CT_FACEBOW}>
            <Page />
          </FacebowProductContext>
        );
      },
    };
  });

/**
 * The CT facebow's five pages (seed 000 section 2): the digital facebow's pages on a CT facebow
 * case, guarded like them (the server opens only a case of this product), the motion page with the
 * CT in the playback and the joint space; and the CT jaw motion page, a patient's CT recordings.
 */
export const trajectoryCtRoutes: AppRoute[] = [
  {
    path: '/trajectory-ct/index',
    titleId: 'route.trajectoryCt.index',
    page: onCt(() => import('../trajectory/IndexPage')),
  },
  {
    path: '/trajectory-ct/motion',
    titleId: 'route.trajectoryCt.motion',
    page: onCt(() => import('./CtMotionPage')),
  },
  {
    path: '/trajectory-ct/relation',
    titleId: 'route.trajectoryCt.relation',
    page: onCt(() => import('../trajectory/RelationPage')),
  },
  {
    path: '/trajectory-ct/position',
    titleId: 'route.trajectoryCt.position',
    page: onCt(() => import('../trajectory/PositionPage')),
  },
  {
    path: '/trajectory-ct/custom',
    titleId: 'route.trajectoryCt.custom',
    page: onCt(() => import('../trajectory/CustomPage')),
  },
  {
    path: '/trajectory-ct-motion/index',
    titleId: 'route.trajectoryCtMotion',
    page: lazyPage(() => import('../trajectory-ct-motion/CtMotionIndexPage')),
  },
];
