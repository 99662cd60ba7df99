import type { Subscription, SubscriptionPlan } from './subscription.entity.js';

export const toRestSubscription = (s: Subscription) => ({
  id: s.id,
  product_id: s.product.id,
  edition: s.edition,
  started_at: s.startedAt.toISOString(),
  expired_at: s.expiredAt.toISOString(),
  long_term: s.longTerm,
  active: s.active,
  cancelled_at: s.cancelledAt?.toISOString() ?? null,
});

export const toRestPlan = (p: SubscriptionPlan) => ({
  id: p.id,
  product_id: p.product.id,
  edition: p.edition,
  years: p.years ?? 0,
  long_term: p.years === null,
  price: p.price,
});
