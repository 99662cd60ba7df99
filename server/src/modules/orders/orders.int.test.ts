import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demo.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;
let demo: string;
let doctor: string;
let other: { token: string; userId: number };
beforeAll(async () => {
  server = await startTestServer();
  demo = await server.demoToken();
  doctor = await server.login(DEMO.doctor.phone, DEMO.doctor.password);
  other = await server.createPractice('13700000201');
});
afterAll(() => server?.stop());

type List<T> = { list: T[]; total: number; page: number; limit: number };
type RestOrder = { id: number; number: string; type: number; amount: number; status: number; product_id: number };
const key = () => `test-${Math.random().toString(36).slice(2)}-${Date.now()}`;

describe('catalogue', () => {
  it('GET /api/product lists the catalogue, filtered by the category groups in `sort`', async () => {
    const all = await server.rest<
      List<{ id: number; price: number; type: number; category: number; subscribed: boolean }>
    >('GET', '/api/product', { token: demo });
    expect(all.body.code).toBe(200);
    expect(all.body.data.list.filter((p) => p.type > 0).map((p) => [p.id, p.type])).toEqual(
      expect.arrayContaining([
        [1, 1],
        [2, 2],
        [3, 3],
        [4, 4],
      ]),
    );
    expect(all.body.data.list.find((p) => p.id === 2)?.subscribed).toBe(true);
    const some = await server.rest<List<{ category: number }>>('GET', '/api/product?sort=1&sort=3', { token: demo });
    expect(new Set(some.body.data.list.map((p) => p.category))).toEqual(new Set([1, 3]));
    expect((await server.rest('GET', '/api/product?sort=9', { token: demo })).body.code).toBe(400);
    expect((await server.rest('GET', '/api/product')).status).toBe(401);
  });

  it('GraphQL products for the picker apply the stage rules; productsByType groups them', async () => {
    const reply = await server.graphql<{
      products: { id: string; stage: number; category: number; subscribed: boolean }[];
      productsByType: { type: number; products: { id: string }[] }[];
    }>(
      '{ products(forPicker: true) { id stage category subscribed comingSoon extend { code imgUrl desCode } } productsByType { type products { id } } }',
      {},
      demo,
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.products.every((p) => p.category !== 1 && p.stage !== 1)).toBe(true);
    expect(reply.data!.productsByType.find((g) => g.type === 4)?.products.map((p) => p.id)).toEqual(['4']);
  });
});

describe('balance, recharge and orders', () => {
  it('reads the balance: the ledger sums to it', async () => {
    const reply = await server.rest<{ balance: number; ledgerTotal: number }>('GET', '/api/ordersvc/balance', {
      token: doctor,
    });
    expect(reply.body.data.balance).toBe(reply.body.data.ledgerTotal);
    const gql = await server.graphql<{ account: { balance: number } }>(
      '{ account { balance ledgerTotal } }',
      {},
      other.token,
    );
    expect(gql.data!.account.balance).toBe(0);
  });

  it('sandbox recharge credits at once; 10 retries with one key credit once', async () => {
    const before = (await server.rest<{ balance: number }>('GET', '/api/ordersvc/balance', { token: demo })).body.data
      .balance;
    const k = key();
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.rest<RestOrder & { replayed: boolean }>('POST', '/api/ordersvc/recharge', {
          token: demo,
          body: { amount: 200, provider: 'sandbox', agreement: true, idempotency_key: k },
        }),
      ),
    );
    expect(replies.every((r) => r.body.code === 200)).toBe(true);
    expect(new Set(replies.map((r) => r.body.data.id)).size).toBe(1);
    expect(replies.filter((r) => !r.body.data.replayed)).toHaveLength(1);
    const after = (
      await server.rest<{ balance: number; ledgerTotal: number }>('GET', '/api/ordersvc/balance', { token: demo })
    ).body.data;
    expect(after.balance).toBe(before + 200);
    expect(after.ledgerTotal).toBe(after.balance);
  });

  it('refuses an idempotency key already used for another kind of request', async () => {
    const k = key();
    await server.rest('POST', '/api/ordersvc/recharge', {
      token: demo,
      body: { amount: 5, provider: 'sandbox', agreement: true, idempotency_key: k },
    });
    const reused = await server.rest('POST', '/api/ordersvc/subscription/buy', {
      token: demo,
      body: { plan_id: 1, idempotency_key: k },
    });
    expect(reused.body).toMatchObject({
      code: 409,
      msg: 'This idempotency key was already used for a different request',
    });
  });

  it('transfer recharge stays submitted until the operator confirms it, then credits once', async () => {
    const reply = await server.graphql<{
      recharge: { order: { id: string; number: string; status: string }; instructions: string };
    }>(
      'mutation($input: RechargeInput!) { recharge(input: $input) { order { id number status amount } instructions replayed } }',
      { input: { amount: 500, provider: 'transfer', agreement: true, idempotencyKey: key() } },
      demo,
    );
    expect(reply.errors).toBeUndefined();
    const { order } = reply.data!.recharge;
    expect(order.status).toBe('Submitted');
    expect(reply.data!.recharge.instructions).toContain(order.number);
    const before = (await server.rest<{ balance: number }>('GET', '/api/ordersvc/balance', { token: demo })).body.data
      .balance;
    await server.runtime.services.orders.confirmRecharge(server.runtime.orm.em.fork(), order.id);
    await server.runtime.services.orders.confirmRecharge(server.runtime.orm.em.fork(), order.id);
    const result = await server.rest<RestOrder>('GET', `/api/ordersvc/payment/result?number=${order.number}`, {
      token: demo,
    });
    expect(result.body.data.status).toBe(2);
    const after = (await server.rest<{ balance: number }>('GET', '/api/ordersvc/balance', { token: demo })).body.data
      .balance;
    expect(after).toBe(before + 500);
    const theirs = await server.rest('GET', `/api/ordersvc/payment/result?number=${order.number}`, {
      token: other.token,
    });
    expect(theirs.body).toMatchObject({ code: 404, msg: 'Not found' });
    const gqlTheirs = await server.graphql(
      'query($id: ID) { paymentResult(id: $id) { id } }',
      { id: order.id },
      other.token,
    );
    expect(gqlTheirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('recharge needs the main account, the agreement and valid input', async () => {
    const body = { amount: 10, provider: 'sandbox', agreement: true, idempotency_key: key() };
    expect((await server.rest('POST', '/api/ordersvc/recharge', { token: doctor, body })).body).toMatchObject({
      code: 403,
    });
    expect(
      (await server.rest('POST', '/api/ordersvc/recharge', { token: demo, body: { ...body, agreement: false } })).body,
    ).toMatchObject({
      code: 400,
      msg: 'Please accept the user agreement',
    });
    for (const bad of [
      { ...body, amount: -5 },
      { ...body, amount: 1e12 },
      { ...body, provider: 'cash' },
      { ...body, idempotency_key: undefined },
      { ...body, extra: 1 },
    ]) {
      expect((await server.rest('POST', '/api/ordersvc/recharge', { token: demo, body: bad })).body.code).toBe(400);
    }
  });

  it('lists orders with type, status and time filters, paginated; another practice sees none of them', async () => {
    const recharges = await server.rest<List<RestOrder>>('GET', '/api/ordersvc/order/list?type=3&status=2&limit=1', {
      token: demo,
    });
    expect(recharges.body.data.total).toBeGreaterThanOrEqual(2);
    expect(recharges.body.data.list).toHaveLength(1);
    expect(recharges.body.data.list[0]).toMatchObject({ type: 3, status: 2 });
    const future = await server.rest<List<RestOrder>>(
      `GET`,
      `/api/ordersvc/order/list?start_time=${encodeURIComponent(new Date(Date.now() + 3600_000).toISOString())}`,
      { token: demo },
    );
    expect(future.body.data.total).toBe(0);
    const gql = await server.graphql<{ orders: { total: number; items: { type: string }[] } }>(
      '{ orders(filter: { type: GiveawayPoints }) { total items { id number type amount status createdAt product { id } } } }',
      {},
      demo,
    );
    expect(gql.data!.orders.total).toBe(1);
    const theirs = await server.rest<List<RestOrder>>('GET', '/api/ordersvc/order/list', { token: other.token });
    expect(theirs.body.data.total).toBe(0);
    expect((await server.rest('GET', '/api/ordersvc/order/list', { token: doctor })).body.code).toBe(403);
    expect((await server.rest('GET', '/api/ordersvc/order/list?type=abc', { token: demo })).body.code).toBe(400);
  });
});

describe('subscriptions and consumption', () => {
  it('GET /api/ordersvc/subscription/list lists the demo subscription; another practice’s user_id is Not found', async () => {
    const reply = await server.rest<List<{ product_id: number; active: boolean; expired_at: string }>>(
      'GET',
      '/api/ordersvc/subscription/list?user_id=1',
      { token: doctor },
    );
    expect(reply.body.data.list).toEqual([expect.objectContaining({ product_id: 2, active: true })]);
    expect(
      (await server.rest('GET', `/api/ordersvc/subscription/list?user_id=${other.userId}`, { token: demo })).body.code,
    ).toBe(404);
    expect(
      (await server.rest('GET', '/api/ordersvc/subscription/list?user_id=1', { token: other.token })).body.code,
    ).toBe(404);
    const gql = await server.graphql<{ subscriptions: { total: number } }>(
      '{ subscriptions { total items { id edition expiredAt active product { id name } } } }',
      {},
      other.token,
    );
    expect(gql.data!.subscriptions.total).toBe(0);
  });

  it('buying deducts the plan price with an order; unsubscribing refunds the unused share; retries are replays', async () => {
    const plans = await server.rest<
      List<{ id: number; product_id: number; edition: string; years: number; price: number }>
    >('GET', '/api/ordersvc/subscription/plans?product_id=4', { token: demo });
    const plan = plans.body.data.list.find((p) => p.edition === 'basic' && p.years === 1)!;
    const balance = async () =>
      (await server.rest<{ balance: number }>('GET', '/api/ordersvc/balance', { token: demo })).body.data.balance;
    const before = await balance();
    const k = key();
    const bought = await server.rest<{ id: number; active: boolean; order: RestOrder }>(
      'POST',
      '/api/ordersvc/subscription/buy',
      {
        token: demo,
        body: { plan_id: plan.id, idempotency_key: k },
      },
    );
    expect(bought.body.data).toMatchObject({ active: true, order: { type: 2, amount: -plan.price, status: 2 } });
    const again = await server.rest<{ id: number }>('POST', '/api/ordersvc/subscription/buy', {
      token: demo,
      body: { plan_id: plan.id, idempotency_key: k },
    });
    expect(again.body.data.id).toBe(bought.body.data.id);
    expect(await balance()).toBe(before - plan.price);

    const gql = await server.graphql<{
      unsubscribe: { subscription: { active: boolean }; order: { type: string; amount: number } };
    }>(
      'mutation($id: ID!, $k: String!) { unsubscribe(subscriptionId: $id, idempotencyKey: $k) { subscription { id active } order { type amount } } }',
      { id: String(bought.body.data.id), k: key() },
      demo,
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.unsubscribe.subscription.active).toBe(false);
    expect(gql.data!.unsubscribe.order.type).toBe('Unsubscription');
    expect(gql.data!.unsubscribe.order.amount).toBeGreaterThanOrEqual(plan.price - 1);
    expect(await balance()).toBe(before - plan.price + gql.data!.unsubscribe.order.amount);

    const theirs = await server.rest('POST', '/api/ordersvc/subscription/unsubscribe', {
      token: other.token,
      body: { subscription_id: 1, idempotency_key: key() },
    });
    expect(theirs.body.code).toBe(404);
    const poor = await server.rest('POST', '/api/ordersvc/subscription/buy', {
      token: other.token,
      body: { plan_id: plan.id, idempotency_key: key() },
    });
    expect(poor.body).toMatchObject({ code: 402, msg: 'Insufficient points' });
    expect(
      (await server.rest<List<RestOrder>>('GET', '/api/ordersvc/order/list', { token: other.token })).body.data.total,
    ).toBe(0);
  });

  it('consumption records show the charged case groups', async () => {
    const auth = { user: { id: 1 }, practiceId: 1, roles: ['admin'], session: null } as never;
    await server.runtime.orm.em
      .fork()
      .transactional((em) =>
        server.runtime.services.billing.chargeForCaseGroup(em, auth, { productId: 1, caseGroupId: 777 }),
      );
    await server.runtime.orm.em
      .fork()
      .transactional((em) =>
        server.runtime.services.billing.chargeForCaseGroup(em, auth, { productId: 2, caseGroupId: 778 }),
      );
    const reply = await server.rest<
      List<{
        number: string;
        product: string;
        product_type: number;
        consumption_type: string;
        case_id: number;
        points: number;
      }>
    >('GET', '/api/ordersvc/consumption/list', { token: demo });
    expect(reply.body.data.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          product: 'Trajectory',
          product_type: 1,
          consumption_type: 'points',
          case_id: 777,
          points: 50,
        }),
        expect.objectContaining({
          product: 'SmartFace',
          product_type: 2,
          consumption_type: 'subscription',
          case_id: 778,
          points: 0,
        }),
      ]),
    );
    const gql = await server.graphql<{
      consumption: { items: { consumptionType: string; product: { type: number } }[] };
    }>(
      '{ consumption { total items { number consumptionType caseGroupId amount createdAt product { name type } } } }',
      {},
      demo,
    );
    expect(gql.data!.consumption.items.length).toBeGreaterThanOrEqual(2);
    expect(
      (await server.rest<List<unknown>>('GET', '/api/ordersvc/consumption/list', { token: other.token })).body.data
        .total,
    ).toBe(0);
  });
});

describe('GraphQL operations of another practice', () => {
  it('answer only the caller’s own practice: orders, consumption, subscriptions, unsubscribe', async () => {
    const theirs = await server.graphql<{
      orders: { total: number };
      consumption: { total: number };
      subscriptions: { total: number };
    }>('{ orders { total } consumption { total } subscriptions { total } }', {}, other.token);
    expect(theirs.data).toEqual({ orders: { total: 0 }, consumption: { total: 0 }, subscriptions: { total: 0 } });
    const demoSubscription = await server.graphql<{ subscriptions: { items: { id: string }[] } }>(
      '{ subscriptions { items { id } } }',
      {},
      demo,
    );
    const id = demoSubscription.data!.subscriptions.items[0]!.id;
    const unsubscribe = await server.graphql(
      'mutation($id: ID!, $k: String!) { unsubscribe(subscriptionId: $id, idempotencyKey: $k) { subscription { id } } }',
      { id, k: key() },
      other.token,
    );
    expect(unsubscribe.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const foreignUser = await server.graphql(
      'query($u: ID) { subscriptions(userId: $u) { total } }',
      { u: '1' },
      other.token,
    );
    expect(foreignUser.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const asDoctor = await server.graphql('{ orders { total } }', {}, doctor);
    expect(asDoctor.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const poor = await server.graphql(
      'mutation($k: String!) { buySubscription(planId: "1", idempotencyKey: $k) { order { id } } }',
      { k: key() },
      other.token,
    );
    expect(poor.errors?.[0]?.extensions).toMatchObject({ code: 'INSUFFICIENT_POINTS', message: 'Insufficient points' });
  });
});
