import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { AppError, notFound } from '../../core/app-error.js';
import { requireAuth, requireMainAccount, type RequestContext } from '../../core/context.js';
import { offsetOf, pagingSchema, type Page } from '../../core/page.js';
import { idSchema, parseInput } from '../../core/validation.js';
import { Practice } from '../practice/practice.entity.js';
import { idempotencyKeySchema, idempotentOrder } from './idempotency.js';
import { finishOrder, insertOrder, moveBalance } from './ledger.js';
import { Order, OrderStatus, OrderType } from './order.entity.js';
import { paymentProviders } from './payment-provider.js';

const timeRange = {
  from: z.coerce.date().optional(),
  to: z.coerce.date().optional(),
};
export const orderListInput = pagingSchema(20)
  .extend({
    type: z.coerce.number().int().min(1).max(7).optional(),
    status: z.coerce.number().int().min(1).max(3).optional(),
    ...timeRange,
  })
  .strict();
export const consumptionListInput = pagingSchema(20).extend(timeRange).strict();
export const rechargeInput = z
  .object({
    amount: z.number().int().min(1).max(10_000_000),
    provider: z.enum(['sandbox', 'transfer']),
    agreement: z.boolean(),
    idempotencyKey: idempotencyKeySchema,
  })
  .strict();

export interface Account {
  balance: number;
  /** Sum of the finished orders; equal to the balance by construction. */
  ledgerTotal: number;
}

export interface RechargeResult {
  order: Order;
  instructions: string;
  replayed: boolean;
}

export class OrdersService {
  /** Any member of the practice sees the balance (the account dropdown shows it). */
  async account(ctx: RequestContext): Promise<Account> {
    requireAuth(ctx);
    const [row] = await ctx.em.execute<{ balance: number; total: string }[]>(
      `select p.balance, (select coalesce(sum(amount), 0) from points_order where practice_id = p.id and status = ?) as total
         from practice p where p.id = ?`,
      [OrderStatus.Finished, ctx.auth.practiceId],
    );
    return { balance: row!.balance, ledgerTotal: Number(row!.total) };
  }

  /** The order records page: main account only. */
  async list(ctx: RequestContext, raw: unknown): Promise<Page<Order>> {
    requireMainAccount(ctx);
    const input = parseInput(orderListInput, raw ?? {});
    return this.page(ctx.em, ctx.auth.practiceId, input, {
      ...(input.type ? { type: input.type } : {}),
      ...(input.status ? { status: input.status } : {}),
    });
  }

  /** Consumption records: what each case group cost (points, or 0 under a subscription). */
  async consumption(ctx: RequestContext, raw: unknown): Promise<Page<Order>> {
    requireMainAccount(ctx);
    const input = parseInput(consumptionListInput, raw ?? {});
    return this.page(ctx.em, ctx.auth.practiceId, input, { type: OrderType.Consumption });
  }

  /** An order of the caller's practice, by id or number: the payment result page polls it. */
  async get(ctx: RequestContext, raw: { id?: unknown; number?: unknown }): Promise<Order> {
    requireMainAccount(ctx);
    const { id, number } = parseInput(
      z
        .object({ id: idSchema.optional(), number: z.string().trim().min(1).max(32).optional() })
        .strict()
        .refine((v) => v.id !== undefined || v.number !== undefined),
      raw,
    );
    const order = await ctx.em.findOne(Order, {
      practice: ctx.auth.practiceId,
      ...(id !== undefined ? { id } : {}),
      ...(number !== undefined ? { number } : {}),
    });
    if (!order) throw notFound();
    return order;
  }

  /** Main account only, agreement accepted; a retry with the same key answers the same order. */
  async recharge(ctx: RequestContext, raw: unknown): Promise<RechargeResult> {
    requireMainAccount(ctx);
    const input = parseInput(rechargeInput, raw);
    if (!input.agreement) throw new AppError('AgreementRequired');
    const provider = paymentProviders[input.provider]!;
    const { practiceId, user } = ctx.auth;
    let instructions = '';
    const request = { kind: 'recharge', params: { amount: input.amount, provider: input.provider } };
    const { orderId, replayed } = await idempotentOrder(
      ctx.em,
      practiceId,
      input.idempotencyKey,
      request,
      async (tx) => {
        const id = await insertOrder(tx, {
          practiceId,
          userId: user.id,
          type: OrderType.Recharge,
          amount: input.amount,
          status: OrderStatus.Submitted,
          detail: `Recharge ${input.amount} points (${provider.name})`,
          provider: provider.name,
          idempotencyKey: input.idempotencyKey,
        });
        const [{ number }] = (await tx.execute<{ number: string }[]>('select number from points_order where id = ?', [
          id,
        ])) as [{ number: string }];
        const started = provider.start({ number, amount: input.amount });
        instructions = started.instructions;
        if (started.status === OrderStatus.Finished) await finishOrder(tx, id);
        return id;
      },
    );
    const order = await ctx.em.fork().findOneOrFail(Order, orderId);
    // An idempotency key already used for another kind of request.
    if (order.type !== OrderType.Recharge) throw new AppError('IdempotencyKeyReused');
    if (replayed) instructions = paymentProviders[order.provider ?? '']?.start(order).instructions ?? '';
    return { order, instructions, replayed };
  }

  /** Operator: the remittance of a transfer recharge arrived; finishes and credits it once. */
  async confirmRecharge(em: EntityManager, rawId: unknown): Promise<Order> {
    const id = parseInput(idSchema, rawId);
    await em.transactional(async (tx) => {
      const order = await tx.findOne(Order, { id, type: OrderType.Recharge });
      if (!order) throw notFound();
      if (order.status === OrderStatus.Cancelled) throw new AppError('Conflict');
      await finishOrder(tx, id);
    });
    return em.fork().findOneOrFail(Order, id);
  }

  /** Operator: a points deduction or gift (CLI), written like any other ledger entry. */
  async adjustPoints(em: EntityManager, practiceId: number, amount: number, detail: string): Promise<Order> {
    parseInput(idSchema, practiceId);
    parseInput(z.string().trim().min(1).max(500), detail);
    parseInput(
      z
        .number()
        .int()
        .min(-10_000_000)
        .max(10_000_000)
        .refine((v) => v !== 0),
      amount,
    );
    const id = await em.transactional(async (tx) => {
      await tx.findOneOrFail(Practice, practiceId, { failHandler: () => notFound() });
      await moveBalance(tx, practiceId, amount);
      return insertOrder(tx, {
        practiceId,
        userId: null,
        type: amount > 0 ? OrderType.GiveawayPoints : OrderType.Deduction,
        amount,
        status: OrderStatus.Finished,
        detail,
      });
    });
    return em.fork().findOneOrFail(Order, id);
  }

  private async page(
    em: EntityManager,
    practiceId: number,
    input: { page: number; limit: number; from?: Date; to?: Date },
    where: Record<string, unknown>,
  ): Promise<Page<Order>> {
    const createdAt = {
      ...(input.from ? { $gte: input.from } : {}),
      ...(input.to ? { $lt: input.to } : {}),
    };
    const [items, total] = await em.findAndCount(
      Order,
      { practice: practiceId, ...where, ...(Object.keys(createdAt).length ? { createdAt } : {}) },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: input.limit, offset: offsetOf(input) },
    );
    return { items, total, page: input.page, limit: input.limit };
  }
}
