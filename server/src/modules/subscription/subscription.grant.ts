import type { EntityManager } from '@mikro-orm/postgresql';
import { insertOrder, moveBalance } from '../orders/ledger.js';
import { OrderStatus, OrderType } from '../orders/order.entity.js';
import { LONG_TERM_EXPIRY, type SubscriptionPlan } from './subscription.entity.js';

export interface Grant {
  practiceId: number;
  userId: number | null;
  plan: SubscriptionPlan;
  /** A gift: a giveaway-subscription order of 0 points instead of a paid one. */
  giveaway: boolean;
  idempotencyKey: string;
}

/**
 * Starts (or extends) a subscription and writes its order in the caller's transaction. A paid one
 * deducts the plan price first: too few points fail with `InsufficientPoints` and write nothing.
 * The practice row stays locked from that first statement to the commit, so concurrent renewals
 * of one practice queue up and each starts where the previous one ends.
 */
export async function grantSubscription(
  em: EntityManager,
  grant: Grant,
): Promise<{ subscriptionId: number; orderId: number }> {
  const { plan, practiceId } = grant;
  if (grant.giveaway) await em.execute('select id from practice where id = ? for update', [practiceId]);
  else await moveBalance(em, practiceId, -plan.price);
  const productId = plan.product.id;
  const [current] = await em.execute<{ expired_at: Date; long_term: boolean }[]>(
    `select expired_at, long_term from subscription
      where practice_id = ? and product_id = ? and expired_at > now() order by expired_at desc limit 1`,
    [practiceId, productId],
  );
  const startedAt = current ? new Date(current.expired_at) : new Date();
  const longTerm = plan.years === null || current?.long_term === true;
  const expiredAt = longTerm ? LONG_TERM_EXPIRY : addYears(startedAt, plan.years!);
  const [{ id: subscriptionId }] = (await em.execute<{ id: number }[]>(
    `insert into subscription (practice_id, product_id, plan_id, edition, started_at, expired_at, long_term)
     values (?, ?, ?, ?, ?, ?, ?) returning id`,
    [practiceId, productId, plan.id, plan.edition, startedAt, expiredAt, longTerm],
  )) as [{ id: number }];
  const orderId = await insertOrder(em, {
    practiceId,
    userId: grant.userId,
    type: grant.giveaway ? OrderType.GiveawaySubscription : OrderType.Subscription,
    amount: grant.giveaway ? 0 : -plan.price,
    status: OrderStatus.Finished,
    detail: `${plan.product.name} ${plan.edition} ${plan.years === null ? 'long term' : `${plan.years} year(s)`}`,
    productId,
    subscriptionId,
    idempotencyKey: grant.idempotencyKey,
  });
  return { subscriptionId, orderId };
}

/** The order that paid for a subscription, if any (0 points for given-away ones). */
export async function paidPointsOf(em: EntityManager, subscriptionId: number): Promise<number> {
  const [row] = await em.execute<{ amount: number }[]>(
    'select amount from points_order where subscription_id = ? and type = ? order by id limit 1',
    [subscriptionId, OrderType.Subscription],
  );
  return row ? -row.amount : 0;
}

function addYears(date: Date, years: number): Date {
  const next = new Date(date);
  next.setUTCFullYear(next.getUTCFullYear() + years);
  return next;
}
