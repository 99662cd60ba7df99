import type { EntityManager } from '@mikro-orm/postgresql';
import { postOrder } from '../orders/ledger.js';
import { OrderStatus, OrderType } from '../orders/order.entity.js';
import { Practice } from '../practice/practice.entity.js';
import { LONG_TERM_EXPIRY, Subscription, type SubscriptionPlan } from './subscription.entity.js';

export interface Grant {
  practiceId: number;
  userId: number | null;
  plan: SubscriptionPlan;
  /** A gift: a giveaway-subscription order of 0 points instead of a paid one. */
  giveaway: boolean;
  idempotencyKey: string;
}

/**
 * Starts (or extends) a subscription and writes its order in the caller's transaction; a paid one
 * deducts the plan price first, so too few points fail with `InsufficientPoints` and write nothing.
 * A renewal of a still-active subscription of the same product starts when the current one ends.
 */
export async function grantSubscription(em: EntityManager, grant: Grant): Promise<{ subscription: Subscription; orderId: number }> {
  const { plan } = grant;
  const productId = plan.product.id;
  const current = await em.findOne(
    Subscription,
    { practice: grant.practiceId, product: productId, expiredAt: { $gt: new Date() } },
    { orderBy: { expiredAt: 'desc' } },
  );
  const startedAt = current ? current.expiredAt : new Date();
  const longTerm = plan.years === null || current?.longTerm === true;
  const expiredAt = longTerm ? LONG_TERM_EXPIRY : addYears(startedAt, plan.years!);
  const orderId = await postOrder(em, {
    practiceId: grant.practiceId,
    userId: grant.userId,
    type: grant.giveaway ? OrderType.GiveawaySubscription : OrderType.Subscription,
    amount: grant.giveaway ? 0 : -plan.price,
    status: OrderStatus.Finished,
    detail: `${plan.product.name ?? 'Product'} ${plan.edition} ${plan.years === null ? 'long term' : `${plan.years} year(s)`}`,
    productId,
    idempotencyKey: grant.idempotencyKey,
  });
  const subscription = em.create(Subscription, {
    practice: em.getReference(Practice, grant.practiceId),
    product: plan.product,
    plan,
    edition: plan.edition,
    startedAt,
    expiredAt,
    longTerm,
    orderId,
  });
  await em.flush();
  await em.execute('update points_order set subscription_id = ? where id = ?', [subscription.id, orderId]);
  return { subscription, orderId };
}

function addYears(date: Date, years: number): Date {
  const next = new Date(date);
  next.setUTCFullYear(next.getUTCFullYear() + years);
  return next;
}
