import { z } from 'zod';
import { nullableTimestamp, recordId, timestamp } from '../../core/answers.js';
import type { Product } from '../catalogue/product.entity.js';
import { OrderType, type Order } from './order.entity.js';

/** Consumption type: charged in points, or covered by a subscription (0 points). */
export const consumptionTypeOf = (order: Order) => (order.amount === 0 ? 'subscription' : 'points');

export const restOrderAnswer = z.object({
  id: recordId,
  number: z.string(),
  type: z.number().int().min(1).max(7),
  amount: z.number().int(),
  detail: z.string(),
  status: z.number().int().min(1).max(3),
  product_id: recordId,
  product_illcase_id: recordId,
  provider: z.string(),
  time: timestamp,
  finished_at: nullableTimestamp,
});

export const restConsumptionAnswer = z.object({
  number: z.string(),
  product: z.string(),
  product_id: recordId,
  product_type: z.number().int(),
  consumption_type: z.enum(['subscription', 'points']),
  case_id: recordId,
  points: z.number().int(),
  time: timestamp,
});

export const toRestOrder = (o: Order) => ({
  id: o.id,
  number: o.number,
  type: o.type,
  amount: o.amount,
  detail: o.detail,
  status: o.status,
  product_id: o.product?.id ?? 0,
  product_illcase_id: o.caseGroupId ?? 0,
  provider: o.provider ?? '',
  time: o.createdAt.toISOString(),
  finished_at: o.finishedAt?.toISOString() ?? null,
});

/** Seed 001 section 3: number, product, product type, consumption type, case id, points, time. */
export const toRestConsumption = (o: Order, product: Product | null) => ({
  number: o.number,
  product: product?.name ?? '',
  product_id: product?.id ?? 0,
  product_type: product?.type ?? 0,
  consumption_type: consumptionTypeOf(o),
  case_id: o.caseGroupId ?? 0,
  points: -o.amount,
  time: o.createdAt.toISOString(),
});

export const isConsumption = (o: Order) => o.type === OrderType.Consumption;
