import type { Role } from '@odontia/shared';
import type { AppRoute } from './table';

interface Access {
  roles: readonly Role[];
  privatized: boolean;
}

/** Route filtering of seed 000 section 2: no role list, or a shared role; private-only removals. */
export function visibleRoutes<T extends Pick<AppRoute, 'roles' | 'hiddenInPrivate'>>(
  routes: readonly T[],
  access: Access,
): T[] {
  return routes.filter(
    (route) =>
      (!route.roles || route.roles.some((role) => access.roles.includes(role))) &&
      !(access.privatized && route.hiddenInPrivate),
  );
}

/** A subscription-gated route is open only with an active subscription to its product. */
export const isSubscribed = (route: Pick<AppRoute, 'productId'>, subscribedProductIds: readonly number[]): boolean =>
  route.productId === undefined || subscribedProductIds.includes(route.productId);
