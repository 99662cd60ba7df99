import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';

// Meant for the real PostgreSQL (DATABASE_URL, as CI sets it); also holds on the embedded one.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

type List<T> = { list: T[]; total: number };

async function ledgerOf(practiceId: number) {
  const [row] = await server.runtime.orm.em.fork().execute<{ balance: number; total: string; orders: string }[]>(
    `select p.balance, coalesce(sum(o.amount) filter (where o.status = 2), 0) as total, count(o.id) as orders
       from practice p left join points_order o on o.practice_id = p.id where p.id = ? group by p.id`,
    [practiceId],
  );
  return { balance: row!.balance, total: Number(row!.total), orders: Number(row!.orders) };
}

async function practiceWithPoints(phone: string, points: number) {
  const { token, userId } = await server.createPractice(phone);
  const [{ practice_id: practiceId }] = (await server.runtime.orm.em
    .fork()
    .execute<{ practice_id: number }[]>('select practice_id from app_user where id = ?', [userId])) as [
    { practice_id: number },
  ];
  if (points)
    await server.runtime.services.orders.adjustPoints(server.runtime.orm.em.fork(), practiceId, points, 'test points');
  return { token, practiceId };
}

async function crownPlan(token: string) {
  const plans = await server.rest<List<{ id: number; edition: string; years: number; price: number }>>(
    'GET',
    '/api/ordersvc/subscription/plans?product_id=4',
    { token },
  );
  return plans.body.data.list.find((p) => p.edition === 'basic' && p.years === 1)!;
}

describe('points ledger under concurrency', () => {
  it('200 concurrent purchases against a balance covering 100: exactly 100 succeed, balance 0, ledger == balance', async () => {
    const { token, practiceId } = await practiceWithPoints('13700000301', 0);
    const plan = await crownPlan(token);
    await server.runtime.services.orders.adjustPoints(
      server.runtime.orm.em.fork(),
      practiceId,
      plan.price * 100,
      'test points',
    );
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        server.rest('POST', '/api/ordersvc/subscription/buy', {
          token,
          body: { plan_id: plan.id, idempotency_key: `concurrent-${i}` },
        }),
      ),
    );
    const codes = replies.map((r) => r.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(100);
    expect(codes.filter((c) => c === 402)).toHaveLength(100);
    expect(await ledgerOf(practiceId)).toEqual({ balance: 0, total: 0, orders: 101 });
    // Renewals bought at the same moment queue on the practice row: each starts where the previous ends.
    const chain = await server.runtime.orm.em
      .fork()
      .execute<{ started_at: Date; expired_at: Date }[]>(
        'select started_at, expired_at from subscription where practice_id = ? order by started_at',
        [practiceId],
      );
    expect(chain).toHaveLength(100);
    for (let i = 1; i < chain.length; i += 1) {
      expect(new Date(chain[i]!.started_at).getTime()).toBe(new Date(chain[i - 1]!.expired_at).getTime());
    }
  });

  it('concurrent charges of case groups never overdraw', async () => {
    const { practiceId } = await practiceWithPoints('13700000302', 30 * 10);
    const auth = { user: { id: 1 }, practiceId, roles: ['admin'], session: null } as never;
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, (_, i) =>
        server.runtime.orm.em
          .fork()
          .transactional((em) =>
            server.runtime.services.billing.chargeForCaseGroup(em, auth, { productId: 4, caseGroupId: 50_000 + i }),
          ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(await ledgerOf(practiceId)).toEqual({ balance: 0, total: 0, orders: 11 });
  });

  it('a failure between the deduction and the order insert leaves the balance untouched', async () => {
    const { token, practiceId } = await practiceWithPoints('13700000303', 10_000);
    const plan = await crownPlan(token);
    const em = server.runtime.orm.em.fork();
    // A real database failure on the ledger insert, after the balance UPDATE ran in the same transaction.
    await em.execute(`create or replace function fail_order_insert() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`);
    await em.execute(
      `create trigger fail_order_insert before insert on points_order for each row
         when (new.practice_id = ${practiceId}) execute function fail_order_insert()`,
    );
    try {
      const before = await ledgerOf(practiceId);
      const reply = await server.rest('POST', '/api/ordersvc/subscription/buy', {
        token,
        body: { plan_id: plan.id, idempotency_key: 'will-fail-1' },
      });
      expect(reply.body.code).not.toBe(200);
      expect(await ledgerOf(practiceId)).toEqual(before);
      const subs = await server.rest<List<unknown>>('GET', '/api/ordersvc/subscription/list', { token });
      expect(subs.body.data.total).toBe(0);
    } finally {
      await em.execute('drop trigger fail_order_insert on points_order');
    }
  });

  it('a recharge retried 10 times with one idempotency key credits once', async () => {
    const { token, practiceId } = await practiceWithPoints('13700000304', 0);
    const body = { amount: 321, provider: 'sandbox', agreement: true, idempotency_key: 'recharge-once-0001' };
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => server.rest<{ id: number }>('POST', '/api/ordersvc/recharge', { token, body })),
    );
    expect(new Set(replies.map((r) => r.body.data.id)).size).toBe(1);
    expect(await ledgerOf(practiceId)).toEqual({ balance: 321, total: 321, orders: 1 });
  });
});
