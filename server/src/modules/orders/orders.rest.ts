import { z } from 'zod';
import { listAnswer } from '../../core/answers.js';
import { listData, type RestRouter } from '../../core/rest.js';
import type { Services } from '../../services.js';
import { productLoader } from '../catalogue/catalogue.service.js';
import { restConsumptionAnswer, restOrderAnswer, toRestConsumption, toRestOrder } from './orders.view.js';

const pick = (query: Record<string, unknown>, names: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(names)
      .filter(([rest]) => query[rest] !== undefined)
      .map(([rest, field]) => [field, query[rest]]),
  );

const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * A purchase or recharge body in camelCase for the service (which rejects unknown fields); the
 * idempotency key comes from `idempotency_key` or the `Idempotency-Key` header.
 */
export function commandBody(body: unknown, headers: Record<string, unknown>): Record<string, unknown> {
  const fields = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const input = Object.fromEntries(Object.entries(fields).map(([name, value]) => [camel(name), value]));
  if (input.idempotencyKey === undefined && headers['idempotency-key'] !== undefined)
    input.idempotencyKey = headers['idempotency-key'];
  return input;
}

export function registerOrdersRest(rest: RestRouter, { orders }: Services): void {
  rest.route('GET', '/api/ordersvc/balance', async (ctx) => orders.account(ctx), {
    answer: z.object({ balance: z.number().int().min(0), ledgerTotal: z.number().int() }),
  });

  rest.route(
    'GET',
    '/api/ordersvc/order/list',
    async (ctx, { query }) => {
      const page = await orders.list(
        ctx,
        pick(query, {
          page: 'page',
          limit: 'limit',
          type: 'type',
          status: 'status',
          start_time: 'from',
          end_time: 'to',
        }),
      );
      return listData(page, toRestOrder);
    },
    { answer: listAnswer(restOrderAnswer) },
  );

  rest.route(
    'GET',
    '/api/ordersvc/consumption/list',
    async (ctx, { query }) => {
      const page = await orders.consumption(
        ctx,
        pick(query, { page: 'page', limit: 'limit', start_time: 'from', end_time: 'to' }),
      );
      const products = await productLoader(ctx.em).loadMany(page.items.map((o) => o.product?.id ?? 0));
      return listData({ ...page, items: page.items.map((o, i) => ({ o, p: products[i] })) }, ({ o, p }) =>
        toRestConsumption(o, p instanceof Error ? null : (p ?? null)),
      );
    },
    { answer: listAnswer(restConsumptionAnswer) },
  );

  rest.route(
    'POST',
    '/api/ordersvc/recharge',
    async (ctx, { body }, reply) => {
      const result = await orders.recharge(ctx, commandBody(body, reply.request.headers));
      return { ...toRestOrder(result.order), instructions: result.instructions, replayed: result.replayed };
    },
    { answer: restOrderAnswer.extend({ instructions: z.string(), replayed: z.boolean() }) },
  );

  rest.route(
    'GET',
    '/api/ordersvc/payment/result',
    async (ctx, { query }) => {
      const order = await orders.get(ctx, pick(query, { order_id: 'id', number: 'number' }));
      return toRestOrder(order);
    },
    { answer: restOrderAnswer },
  );
}
