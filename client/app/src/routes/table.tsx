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
import { trajectoryRoutes } from '../modules/trajectory/routes';
import { trajectoryCtRoutes } from '../modules/trajectory-ct/routes';
import { lazyPage, type LazyPage } from './lazy-page';

export interface AppRoute {
  path: string;
  /** Message id of the page title and menu label. */
  titleId: string;
  page: LazyPage;
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
    page: lazyPage(() => import('../modules/dashboard/DashboardPage')),
    menu: { icon: BoardRegular },
  },
  {
    path: '/patient/index',
    titleId: 'route.patientList',
    page: lazyPage(() => import('../modules/patient/PatientListPage')),
    menu: { icon: PeopleRegular, group: 'menu.patients' },
  },
  {
    path: '/patient/detail',
    titleId: 'route.patientDetail',
    page: lazyPage(() => import('../modules/patient/PatientDetailPage')),
    activeMenu: '/patient/index',
  },
  {
    path: '/patient/trash',
    titleId: 'route.patientTrash',
    page: lazyPage(() => import('../modules/patient/PatientTrashPage')),
    menu: { icon: DeleteRegular, group: 'menu.patients' },
  },
  {
    path: '/list/index',
    titleId: 'route.caseList',
    page: lazyPage(() => import('../modules/case/CaseListPage')),
    menu: { icon: DocumentBulletListRegular, group: 'menu.cases' },
  },
  {
    path: '/list/trash',
    titleId: 'route.caseTrash',
    page: lazyPage(() => import('../modules/case/CaseTrashPage')),
    menu: { icon: DeleteRegular, group: 'menu.cases' },
  },
  {
    path: '/setting/index',
    titleId: 'route.settings',
    page: lazyPage(() => import('../modules/settings/SettingsPage')),
    roles: ['admin', 'user'],
    menu: { icon: SettingsRegular },
  },
  {
    path: '/application/index',
    titleId: 'route.application',
    page: lazyPage(() => import('../modules/application/ApplicationPage')),
    menu: { icon: AppsRegular },
  },
  {
    path: '/account',
    titleId: 'route.account',
    page: lazyPage(() => import('../modules/account/AccountIndex')),
    roles: ['admin'],
  },
  {
    path: '/account/subscrption',
    titleId: 'route.account.subscription',
    page: lazyPage(() => import('../modules/account/SubscriptionPage')),
    roles: ['admin'],
    menu: { icon: WalletRegular },
  },
  {
    path: '/account/recharge',
    titleId: 'route.account.recharge',
    page: lazyPage(() => import('../modules/account/RechargePage')),
    roles: ['admin'],
    hiddenInPrivate: true,
    activeMenu: '/account/subscrption',
  },
  {
    path: '/account/records',
    titleId: 'route.account.records',
    page: lazyPage(() => import('../modules/account/RecordsPage')),
    roles: ['admin'],
    hiddenInPrivate: true,
    activeMenu: '/account/subscrption',
  },
  {
    path: '/account/consumption',
    titleId: 'route.account.consumption',
    page: lazyPage(() => import('../modules/account/ConsumptionPage')),
    roles: ['admin'],
    activeMenu: '/account/subscrption',
  },
  {
    path: '/account/pay-success',
    titleId: 'route.account.paySuccess',
    page: lazyPage(() => import('../modules/account/PaymentResultPage')),
    roles: ['admin'],
    activeMenu: '/account/subscrption',
  },
  {
    path: '/account/payment',
    titleId: 'route.account.payment',
    page: lazyPage(() => import('../modules/account/PaymentResultPage')),
    roles: ['admin'],
    activeMenu: '/account/subscrption',
  },
  {
    path: '/files/index',
    titleId: 'route.files',
    page: lazyPage(() => import('../modules/files/DataCenterPage')),
    menu: { icon: CloudRegular },
  },
  {
    path: '/doctors/index',
    titleId: 'route.doctors',
    page: lazyPage(() => import('../modules/doctors/DoctorsPage')),
    roles: ['main'],
    menu: { icon: PersonBoardRegular },
  },
  { path: '/viewer', titleId: 'route.viewer', page: lazyPage(() => import('../modules/viewer/ViewerPage')) },
  { path: '/ct', titleId: 'route.ct', page: lazyPage(() => import('../modules/ct/CtPage')) },
  {
    path: '/trajectory-comparsion/index',
    titleId: 'route.trajectoryComparison',
    page: lazyPage(() => import('../modules/trajectory-comparison/ComparisonPage')),
  },
  {
    path: '/smart-face/index',
    titleId: 'route.smartFace',
    page: lazyPage(() => import('../modules/smart-face/SmartFacePage')),
  },
  // Guarded in the page: a Crown case (its case group was charged) or a Crown subscription, else /404.
  { path: '/crown/design', titleId: 'route.crown', page: lazyPage(() => import('../modules/crown/CrownDesignPage')) },
  ...trajectoryRoutes,
  ...trajectoryCtRoutes,
];

/** Icons for menu groups, so modules only name the group. */
export const menuGroupIcons: Record<string, FluentIcon> = {
  'menu.patients': PeopleRegular,
  'menu.cases': DocumentBulletListRegular,
  'menu.trash': DeleteRegular,
};
