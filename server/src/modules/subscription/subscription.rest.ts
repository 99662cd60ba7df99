import { z } from 'zod';
import { listAnswer } from '../../core/answers.js';
import { listData, type RestRouter } from '../../core/rest.js';
import type { Services } from '../../services.js';
import { commandBody } from '../orders/orders.rest.js';
import { restOrderAnswer, toRestOrder } from '../orders/orders.view.js';
import type { SubscriptionChange } from './subscription.service.js';
import {
  restSubscriptionAnswer,
  restSubscriptionPlanAnswer,
  toRestPlan,
  toRestSubscription,
} from './subscription.view.js';

const change = (c: SubscriptionChange) => ({
  ...toRestSubscription(c.subscription),
  order: toRestOrder(c.order),
  replayed: c.replayed,
});
const changeAnswer = restSubscriptionAnswer.extend({ order: restOrderAnswer, replayed: z.boolean() });

export function registerSubscriptionRest(rest: RestRouter, { subscriptions }: Services): void {
  rest.route(
    'GET',
    '/api/ordersvc/subscription/list',
    async (ctx, { query }) => {
      const page = await subscriptions.list(ctx, {
        ...(query.user_id !== undefined && query.user_id !== '' ? { userId: query.user_id } : {}),
        ...(query.page !== undefined ? { page: query.page } : {}),
        ...(query.limit !== undefined ? { limit: query.limit } : {}),
      });
      return listData(page, toRestSubscription);
    },
    { answer: listAnswer(restSubscriptionAnswer) },
  );

  rest.route(
    'GET',
    '/api/ordersvc/subscription/plans',
    async (ctx, { query }) => {
      const plans = await subscriptions.plans(ctx, query.product_id);
      return { list: plans.map(toRestPlan), total: plans.length, page: 1, limit: plans.length };
    },
    { answer: listAnswer(restSubscriptionPlanAnswer) },
  );

  rest.route(
    'POST',
    '/api/ordersvc/subscription/buy',
    async (ctx, { body }, reply) => change(await subscriptions.buy(ctx, commandBody(body, reply.request.headers))),
    { answer: changeAnswer },
  );

  rest.route(
    'POST',
    '/api/ordersvc/subscription/unsubscribe',
    async (ctx, { body }, reply) =>
      change(await subscriptions.unsubscribe(ctx, commandBody(body, reply.request.headers))),
    { answer: changeAnswer },
  );
}
