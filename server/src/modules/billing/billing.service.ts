import type { EntityManager } from '@mikro-orm/postgresql';
import { ProductStage } from '@odontia/shared';
import { AppError, notFound } from '../../core/app-error.js';
import type { AuthContext } from '../../core/context.js';
import { Product } from '../catalogue/product.entity.js';
import { serverIdempotencyKey } from '../orders/idempotency.js';
import { postOrder } from '../orders/ledger.js';
import { OrderStatus, OrderType } from '../orders/order.entity.js';
import { hasActiveSubscription } from '../subscription/subscription.queries.js';

export interface CaseGroupCharge {
  productId: number;
  caseGroupId: number;
}

/** What using an application costs: the price check and charge of DECISIONS.md, once. */
export class BillingService {
  /**
   * Charges the practice for a new case group of `productId`, inside the caller's transaction:
   * stage 1 (free) or an active subscription costs nothing; a paid product deducts its price
   * atomically and writes the consumption order, or fails with `InsufficientPoints` (the caller's
   * transaction then rolls back, so nothing is written). Subscription-only products need a subscription.
   * Charging the same case group twice charges once.
   */
  async chargeForCaseGroup(
    em: EntityManager,
    auth: AuthContext,
    { productId, caseGroupId }: CaseGroupCharge,
  ): Promise<void> {
    const product = await em.findOne(Product, { id: productId, comingSoon: false });
    if (!product) throw notFound();
    if (product.stage === ProductStage.Free || product.price === 0) return;
    const subscribed = await hasActiveSubscription(em, auth.practiceId, product.id);
    if (!subscribed && product.stage === ProductStage.SubscriptionOnly) throw new AppError('SubscriptionRequired');
    const idempotencyKey = serverIdempotencyKey.caseGroup(caseGroupId);
    const charged = await em.execute<{ id: number }[]>(
      'select id from points_order where practice_id = ? and idempotency_key = ?',
      [auth.practiceId, idempotencyKey],
      'all',
    );
    if (charged.length > 0) return;
    // Under a subscription the consumption record still exists, at 0 points (consumption type "subscription").
    await postOrder(em, {
      practiceId: auth.practiceId,
      userId: auth.user.id,
      type: OrderType.Consumption,
      amount: subscribed ? 0 : -product.price,
      status: OrderStatus.Finished,
      detail: product.name,
      productId: product.id,
      caseGroupId,
      idempotencyKey,
    });
  }
}
