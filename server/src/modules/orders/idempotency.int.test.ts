import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;
let demo: string;
beforeAll(async () => {
  server = await startTestServer();
  demo = await server.demoToken();
});
afterAll(() => server?.stop());

const REUSED = { code: 409, msg: 'This idempotency key was already used for a different request' };
const key = () => `idem-${Math.random().toString(36).slice(2)}-${Date.now()}`;
type Ledger = { balance: number; ledgerTotal: number };
const ledger = async () => (await server.rest<Ledger>('GET', '/api/ordersvc/balance', { token: demo })).body.data;
const orderCount = async () =>
  (await server.rest<{ total: number }>('GET', '/api/ordersvc/order/list', { token: demo })).body.data.total;

async function basicPlans(): Promise<{ id: number }[]> {
  const plans = await server.rest<{ list: { id: number; edition: string }[] }>(
    'GET',
    '/api/ordersvc/subscription/plans?product_id=4',
    { token: demo },
  );
  return plans.body.data.list;
}

describe('idempotent mutations: a reused key answers the original only for the same request', () => {
  it('recharge (REST): identical retry replays, a different amount or provider is refused and credits nothing', async () => {
    const k = key();
    const body = { amount: 300, provider: 'sandbox', agreement: true, idempotency_key: k };
    const first = await server.rest<{ id: number; replayed: boolean }>('POST', '/api/ordersvc/recharge', {
      token: demo,
      body,
    });
    expect(first.body.code).toBe(200);
    const after = await ledger();
    const count = await orderCount();
    const retry = await server.rest<{ id: number; replayed: boolean }>('POST', '/api/ordersvc/recharge', {
      token: demo,
      headers: { 'idempotency-key': k },
      body: { ...body, idempotency_key: undefined },
    });
    expect(retry.body.data).toMatchObject({ id: first.body.data.id, replayed: true });
    for (const changed of [{ amount: 301 }, { provider: 'transfer' }]) {
      const reused = await server.rest('POST', '/api/ordersvc/recharge', {
        token: demo,
        body: { ...body, ...changed },
      });
      expect(reused.body).toMatchObject(REUSED);
    }
    expect(await ledger()).toEqual(after);
    expect(await orderCount()).toBe(count);
  });

  it('recharge (GraphQL): a different amount is a CONFLICT error', async () => {
    const mutation = 'mutation($input: RechargeInput!) { recharge(input: $input) { order { id amount } replayed } }';
    const input = { amount: 40, provider: 'sandbox', agreement: true, idempotencyKey: key() };
    const first = await server.graphql<{ recharge: { order: { id: string } } }>(mutation, { input }, demo);
    expect(first.errors).toBeUndefined();
    const before = await ledger();
    const same = await server.graphql<{ recharge: { order: { id: string }; replayed: boolean } }>(
      mutation,
      { input },
      demo,
    );
    expect(same.data!.recharge).toMatchObject({ order: { id: first.data!.recharge.order.id }, replayed: true });
    const reused = await server.graphql(mutation, { input: { ...input, amount: 4000 } }, demo);
    expect(reused.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', message: REUSED.msg });
    expect(await ledger()).toEqual(before);
  });

  it('subscription buy and unsubscribe: another plan or subscription under a used key is refused', async () => {
    const [plan, otherPlan] = await basicPlans();
    const k = key();
    const bought = await server.rest<{ id: number }>('POST', '/api/ordersvc/subscription/buy', {
      token: demo,
      body: { plan_id: plan!.id, idempotency_key: k },
    });
    expect(bought.body.code).toBe(200);
    const before = await ledger();
    const otherBuy = await server.graphql(
      'mutation($p: ID!, $k: String!) { buySubscription(planId: $p, idempotencyKey: $k) { order { id } } }',
      { p: String(otherPlan!.id), k },
      demo,
    );
    expect(otherBuy.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', message: REUSED.msg });

    const u = key();
    const ended = await server.rest<{ id: number }>('POST', '/api/ordersvc/subscription/unsubscribe', {
      token: demo,
      body: { subscription_id: bought.body.data.id, idempotency_key: u },
    });
    expect(ended.body.code).toBe(200);
    const replay = await server.rest<{ id: number; replayed: boolean }>(
      'POST',
      '/api/ordersvc/subscription/unsubscribe',
      { token: demo, body: { subscription_id: bought.body.data.id, idempotency_key: u } },
    );
    expect(replay.body.data).toMatchObject({ id: bought.body.data.id, replayed: true });
    const elsewhere = await server.rest('POST', '/api/ordersvc/subscription/unsubscribe', {
      token: demo,
      body: { subscription_id: bought.body.data.id + 1000, idempotency_key: u },
    });
    expect(elsewhere.body).toMatchObject(REUSED);
    const asPurchase = await server.rest('POST', '/api/ordersvc/subscription/buy', {
      token: demo,
      body: { plan_id: plan!.id, idempotency_key: u },
    });
    expect(asPurchase.body).toMatchObject(REUSED);
    expect((await ledger()).balance).toBe(before.balance + (await refundOf(u)));
  });
});

async function refundOf(k: string): Promise<number> {
  const [row] = await server.runtime.orm.em
    .fork()
    .execute<{ amount: number }[]>('select amount from points_order where idempotency_key = ?', [k]);
  return row!.amount;
}
