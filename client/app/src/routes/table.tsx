import {
  AppsRegular,
  WalletRegular,
  PersonBoardRegular,
  CloudRegular,
  BoardRegular,
  DeleteRegular,
  DocumentBulletListRegular,
  PeopleRegular,
  SettingsRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import type { Role } from '@odontia/shared';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { trajectoryRoutes } from '../modules/trajectory/routes';
import { trajectoryCtRoutes } from '../modules/trajectory-ct/routes';

export interface AppRoute {
  path: string;
  /** Message id of the page title and menu label. */
  titleId: string;
  page: LazyExoticComponent<ComponentType>;
  /** Visible when absent, or when it shares a role with the user. */
  roles?: readonly Role[];
  /** Needs an active subscription to this product; without it the route leads to /404. */
  productId?: number;
  /** Removed when the privatized-deployment switch is on. */
  hiddenInPrivate?: boolean;
  /** Shown in the sidebar, under this group (message id) when given. */
  menu?: { icon: FluentIcon; group?: string };
  /** The menu entry to highlight instead (detail pages highlight their list). */
  activeMenu?: string;
}

/**
 * The one route table of the signed-in app. Modules add their pages here; pages are code-split so
 * the login page stays small.
 */
export const appRoutes: AppRoute[] = [
  {
    path: '/dashboard/index',
    titleId: 'route.dashboard',
    page: lazy(() => import('../modules/dashboard/DashboardPage')),
    menu: { icon: BoardRegular },
  },
  {
    path: '/patient/index',
    titleId: 'route.patientList',
    page: lazy(() => import('../modules/patient/PatientListPage')),
    menu: { icon: PeopleRegular, group: 'menu.patients' },
  },
  {
    path: '/patient/detail',
    titleId: 'route.patientDetail',
    page: lazy(() => import('../modules/patient/PatientDetailPage')),
    activeMenu: '/patient/index',
  },
  {
    path: '/patient/trash',
    titleId: 'route.patientTrash',
    page: lazy(() => import('../modules/patient/PatientTrashPage')),
    menu: { icon: DeleteRegular, group: 'menu.patients' },
  },
  {
    path: '/list/index',
    titleId: 'route.caseList',
    page: lazy(() => import('../modules/case/CaseListPage')),
    menu: { icon: DocumentBulletListRegular, group: 'menu.cases' },
  },
  {
    path: '/list/trash',
    titleId: 'route.caseTrash',
    page: lazy(() => import('../modules/case/CaseTrashPage')),
    menu: { icon: DeleteRegular, group: 'menu.cases' },
  },
  {
    path: '/setting/index',
    titleId: 'route.settings',
    page: lazy(() => import('../modules/settings/SettingsPage')),
    roles: ['admin', 'user'],
    menu: { icon: SettingsRegular },
  },
  {
    path: '/application/index',
    titleId: 'route.application',
    page: lazy(() => import('../modules/application/ApplicationPage')),
    menu: { icon: AppsRegular },
  },
  {
    path: '/account',
    titleId: 'route.account',
    page: lazy(() => import('../modules/account/AccountIndex')),
    roles: ['admin'],
  },
  {
    path: '/account/subscrption',
    titleId: 'route.account.subscription',
    page: lazy(() => import('../modules/account/SubscriptionPage')),
    roles: ['admin'],
    menu: { icon: WalletRegular },
  },
  {
    path: '/account/recharge',
    titleId: 'route.account.recharge',
    page: lazy(() => import('../modules/account/RechargePage')),
    roles: ['admin'],
    hiddenInPrivate: true,
    activeMenu: '/account/subscrption',
  },
  {
    path: '/account/records',
    titleId: 'route.account.records',
    page: lazy(() => import('../modules/account/RecordsPage')),
    roles: ['admin'],
    hiddenInPrivate: true,
    activeMenu: '/account/subscrption',
  },
  {
    path: '/account/consumption',
    titleId: 'route.account.consumption',
    page: lazy(() => import('../modules/account/ConsumptionPage')),
    roles: ['admin'],
    activeMenu: '/account/subscrption',
  },
  {
    path: '/account/pay-success',
    titleId: 'route.account.paySuccess',
    page: lazy(() => import('../modules/account/PaymentResultPage')),
    roles: ['admin'],
    activeMenu: '/account/subscrption',
  },
  {
    path: '/account/payment',
    titleId: 'route.account.payment',
    page: lazy(() => import('../modules/account/PaymentResultPage')),
    roles: ['admin'],
    activeMenu: '/account/subscrption',
  },
  {
    path: '/files/index',
    titleId: 'route.files',
    page: lazy(() => import('../modules/files/DataCenterPage')),
    menu: { icon: CloudRegular },
  },
  {
    path: '/doctors/index',
    titleId: 'route.doctors',
    page: lazy(() => import('../modules/doctors/DoctorsPage')),
    roles: ['main'],
    menu: { icon: PersonBoardRegular },
  },
  { path: '/viewer', titleId: 'route.viewer', page: lazy(() => import('../modules/viewer/ViewerPage')) },
  { path: '/ct', titleId: 'route.ct', page: lazy(() => import('../modules/ct/CtPage')) },
  {
    path: '/trajectory-comparsion/index',
    titleId: 'route.trajectoryComparison',
    page: lazy(() => import('../modules/trajectory-comparison/ComparisonPage')),
  },
  {
    path: '/smart-face/index',
    titleId: 'route.smartFace',
    page: lazy(() => import('../modules/smart-face/SmartFacePage')),
  },
  // Guarded in the page: a Crown case (its case group was charged) or a Crown subscription, else /404.
  { path: '/crown/design', titleId: 'route.crown', page: lazy(() => import('../modules/crown/CrownDesignPage')) },
  ...trajectoryRoutes,
  ...trajectoryCtRoutes,
];

/** Icons for menu groups, so modules only name the group. */
export const menuGroupIcons: Record<string, FluentIcon> = {
  'menu.patients': PeopleRegular,
  'menu.cases': DocumentBulletListRegular,
  'menu.trash': DeleteRegular,
};
