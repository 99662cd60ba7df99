import { LockMode } from '@mikro-orm/core';
import { z } from 'zod';
import { AppError, notFound } from '../../core/app-error.js';
import { requireAuth, requireMainAccount, type RequestContext } from '../../core/context.js';
import { offsetOf, pagingSchema, type Page } from '../../core/page.js';
import { idSchema, parseInput } from '../../core/validation.js';
import { idempotencyKeySchema, idempotentOrder } from '../orders/idempotency.js';
import { postOrder } from '../orders/ledger.js';
import { Order, OrderStatus, OrderType } from '../orders/order.entity.js';
import { User } from '../user/user.entity.js';
import { Subscription, SubscriptionPlan } from './subscription.entity.js';
import { grantSubscription, paidPointsOf } from './subscription.grant.js';

export const subscriptionListInput = pagingSchema(100).extend({ userId: idSchema.optional() }).strict();
export const buyInput = z.object({ planId: idSchema, idempotencyKey: idempotencyKeySchema }).strict();
export const unsubscribeInput = z.object({ subscriptionId: idSchema, idempotencyKey: idempotencyKeySchema }).strict();

export interface SubscriptionChange {
  subscription: Subscription;
  order: Order;
  replayed: boolean;
}

const YEAR_MS = 365.25 * 24 * 3600 * 1000;

export class SubscriptionService {
  /** Subscriptions of the practice of `userId` (default: the caller), newest first; other practices' users are Not found. */
  async list(ctx: RequestContext, raw: unknown): Promise<Page<Subscription>> {
    requireAuth(ctx);
    const { page, limit, userId } = parseInput(subscriptionListInput, raw ?? {});
    if (userId !== undefined && userId !== ctx.auth.user.id) {
      const member = await ctx.em.count(User, { id: userId, practice: ctx.auth.practiceId });
      if (!member) throw notFound();
    }
    const [items, total] = await ctx.em.findAndCount(
      Subscription,
      { practice: ctx.auth.practiceId },
      { orderBy: { expiredAt: 'desc', id: 'desc' }, limit, offset: offsetOf({ page, limit }) },
    );
    return { items, total, page, limit };
  }

  async plans(ctx: RequestContext, rawProductId?: unknown): Promise<SubscriptionPlan[]> {
    requireAuth(ctx);
    const productId = rawProductId === undefined ? undefined : parseInput(idSchema, rawProductId);
    return ctx.em.find(SubscriptionPlan, productId ? { product: productId } : {}, {
      orderBy: { product: 'asc', price: 'asc' },
    });
  }

  /** Buys a plan with points (main account); a retry with the same key answers the same subscription. */
  async buy(ctx: RequestContext, raw: unknown): Promise<SubscriptionChange> {
    requireMainAccount(ctx);
    const { planId, idempotencyKey } = parseInput(buyInput, raw);
    const plan = await ctx.em.findOne(SubscriptionPlan, planId, { populate: ['product'] });
    if (!plan) throw notFound();
    const { practiceId, user } = ctx.auth;
    const { orderId, replayed } = await idempotentOrder(
      ctx.em,
      practiceId,
      idempotencyKey,
      { kind: 'subscribe', params: { planId } },
      async (tx) => {
        const granted = await grantSubscription(tx, {
          practiceId,
          userId: user.id,
          plan,
          giveaway: false,
          idempotencyKey,
        });
        return granted.orderId;
      },
    );
    return this.changeOf(ctx, orderId, replayed, OrderType.Subscription);
  }

  /**
   * Ends a subscription now. A subscription bought for years refunds its unused share pro rata
   * (rounded down; given-away and long-term ones refund nothing); the unsubscription order carries it.
   */
  async unsubscribe(ctx: RequestContext, raw: unknown): Promise<SubscriptionChange> {
    requireMainAccount(ctx);
    const { subscriptionId, idempotencyKey } = parseInput(unsubscribeInput, raw);
    const { practiceId, user } = ctx.auth;
    const { orderId, replayed } = await idempotentOrder(
      ctx.em,
      practiceId,
      idempotencyKey,
      { kind: 'unsubscribe', params: { subscriptionId } },
      async (tx) => {
        const subscription = await tx.findOne(
          Subscription,
          { id: subscriptionId, practice: practiceId },
          { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['plan', 'product'] },
        );
        if (!subscription) throw notFound();
        const now = new Date();
        if (subscription.expiredAt <= now) throw new AppError('Conflict');
        const paidPoints = await paidPointsOf(tx, subscription.id);
        let refund = 0;
        if (paidPoints > 0 && !subscription.longTerm && subscription.plan.years) {
          const total = subscription.plan.years * YEAR_MS;
          const unused = subscription.expiredAt.getTime() - Math.max(now.getTime(), subscription.startedAt.getTime());
          refund = Math.floor((paidPoints * Math.min(unused, total)) / total);
        }
        subscription.expiredAt = now;
        subscription.cancelledAt = now;
        await tx.flush();
        return postOrder(tx, {
          practiceId,
          userId: user.id,
          type: OrderType.Unsubscription,
          amount: refund,
          status: OrderStatus.Finished,
          detail: `${subscription.product.name} ${subscription.edition}`,
          productId: subscription.product.id,
          subscriptionId: subscription.id,
          idempotencyKey,
        });
      },
    );
    return this.changeOf(ctx, orderId, replayed, OrderType.Unsubscription);
  }

  private async changeOf(
    ctx: RequestContext,
    orderId: number,
    replayed: boolean,
    type: OrderType,
  ): Promise<SubscriptionChange> {
    const em = ctx.em.fork();
    const order = await em.findOneOrFail(Order, orderId);
    // An idempotency key already used for another kind of request.
    if (order.type !== type) throw new AppError('IdempotencyKeyReused');
    const subscription = await em.findOneOrFail(Subscription, order.subscriptionId ?? 0, {
      failHandler: () => notFound(),
    });
    return { subscription, order, replayed };
  }
}
