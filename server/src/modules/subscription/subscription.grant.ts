import type { EntityManager } from '@mikro-orm/postgresql';
import { moveBalance } from '../orders/ledger.js';
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
  // One statement under the practice lock: the renewal starts where the current subscription ends
  // (read after the lock, so concurrent renewals chain), then the subscription and its order.
  const [row] = await em.execute<{ subscription_id: number; order_id: number }[]>(
    `with cur as (
       select expired_at, long_term from subscription
        where practice_id = ? and product_id = ? and expired_at > now() order by expired_at desc limit 1),
     term as (
       select coalesce((select expired_at from cur), now()) as started_at,
              (? or coalesce((select long_term from cur), false)) as long_term),
     sub as (
       insert into subscription (practice_id, product_id, plan_id, edition, started_at, expired_at, long_term)
       select ?, ?, ?, ?, term.started_at,
              case when term.long_term then ?::timestamptz else term.started_at + make_interval(years => ?) end,
              term.long_term
         from term returning id)
     insert into points_order
       (practice_id, user_id, type, amount, status, detail, product_id, subscription_id, idempotency_key, finished_at)
     select ?, ?, ?, ?, ?, ?, ?, sub.id, ?, now() from sub
     returning subscription_id, id as order_id`,
    [
      practiceId,
      productId,
      plan.years === null,
      practiceId,
      productId,
      plan.id,
      plan.edition,
      LONG_TERM_EXPIRY,
      plan.years ?? 0,
      practiceId,
      grant.userId,
      grant.giveaway ? OrderType.GiveawaySubscription : OrderType.Subscription,
      grant.giveaway ? 0 : -plan.price,
      OrderStatus.Finished,
      `${plan.product.name} ${plan.edition} ${plan.years === null ? 'long term' : `${plan.years} year(s)`}`,
      productId,
      grant.idempotencyKey,
    ],
  );
  const { subscription_id: subscriptionId, order_id: orderId } = row!;
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
