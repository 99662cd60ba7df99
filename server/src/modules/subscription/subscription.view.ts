import { z } from 'zod';
import { nullableTimestamp, recordId, timestamp } from '../../core/answers.js';
import { Edition, type Subscription, type SubscriptionPlan } from './subscription.entity.js';

export const restSubscriptionAnswer = z.object({
  id: recordId,
  product_id: recordId,
  edition: z.enum(Edition),
  started_at: timestamp,
  expired_at: timestamp,
  long_term: z.boolean(),
  active: z.boolean(),
  cancelled_at: nullableTimestamp,
});

export const restSubscriptionPlanAnswer = z.object({
  id: recordId,
  product_id: recordId,
  edition: z.enum(Edition),
  years: z.number().int().min(0),
  long_term: z.boolean(),
  price: z.number().int(),
});

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
