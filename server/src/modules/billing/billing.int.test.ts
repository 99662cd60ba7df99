import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthContext } from '../../core/context.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { User } from '../user/user.entity.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

async function authOf(userId: number): Promise<AuthContext> {
  const user = await server.runtime.orm.em.fork().findOneOrFail(User, userId, { populate: ['practice'] });
  return { user, practiceId: user.practice.id, roles: user.roles, session: null as never };
}

async function ledger(practiceId: number) {
  const em = server.runtime.orm.em.fork();
  const [row] = await em.execute<{ balance: number; total: string; orders: string }[]>(
    `select p.balance, coalesce(sum(o.amount) filter (where o.status = 2), 0) as total, count(o.id) as orders
       from practice p left join points_order o on o.practice_id = p.id where p.id = ? group by p.id`,
    [practiceId],
  );
  return { balance: row!.balance, total: Number(row!.total), orders: Number(row!.orders) };
}

const charge = (auth: AuthContext, productId: number, caseGroupId: number) =>
  server.runtime.orm.em
    .fork()
    .transactional((em) => server.runtime.services.billing.chargeForCaseGroup(em, auth, { productId, caseGroupId }));

describe('billing.chargeForCaseGroup', () => {
  it('seeds the demo balance as a giveaway order: ledger == balance == 1000', async () => {
    const auth = await authOf(1);
    expect(await ledger(auth.practiceId)).toMatchObject({ balance: 1000, total: 1000 });
  });

  it('charges a paid product once per case group and writes the consumption order', async () => {
    const auth = await authOf(1);
    const before = await ledger(auth.practiceId);
    await charge(auth, 4, 9001);
    await charge(auth, 4, 9001);
    const after = await ledger(auth.practiceId);
    expect(after.balance).toBe(before.balance - 30);
    expect(after.total).toBe(after.balance);
    expect(after.orders).toBe(before.orders + 1);
    const [order] = await server.runtime.orm.em
      .fork()
      .execute<{ type: number; amount: number; status: number; product_id: number; case_group_id: number }[]>(
        'select type, amount, status, product_id, case_group_id from points_order where case_group_id = 9001',
      );
    expect(order).toMatchObject({ type: 1, amount: -30, status: 2, product_id: 4, case_group_id: 9001 });
  });

  it('charges nothing for a free product (no record) or a subscribed one (a 0-point consumption record)', async () => {
    const auth = await authOf(1);
    const before = await ledger(auth.practiceId);
    await charge(auth, 5, 9002);
    expect(await ledger(auth.practiceId)).toEqual(before);
    await charge(auth, 2, 9003); // the demo subscribes to SmartFace
    expect(await ledger(auth.practiceId)).toEqual({ ...before, orders: before.orders + 1 });
  });

  it('answers Insufficient points and writes nothing when the balance is short', async () => {
    const other = await server.createPractice('13700000101');
    const auth = await authOf(other.userId);
    await expect(charge(auth, 3, 9004)).rejects.toMatchObject({ key: 'InsufficientPoints' });
    expect(await ledger(auth.practiceId)).toEqual({ balance: 0, total: 0, orders: 0 });
  });

  it('refuses coming-soon and unknown products as Not found', async () => {
    const auth = await authOf(1);
    await expect(charge(auth, 101, 9005)).rejects.toMatchObject({ key: 'NotFound' });
    await expect(charge(auth, 999, 9006)).rejects.toMatchObject({ key: 'NotFound' });
  });

  it('through the records API: a paid case group without points answers Insufficient points and writes nothing', async () => {
    const other = await server.createPractice('13700000102');
    const auth = await authOf(other.userId);
    const patient = await server.rest<{ id: number }>('POST', '/api/patient', {
      token: other.token,
      body: { name: 'Poor', level: 1 },
    });
    const refused = await server.rest('POST', '/api/product_illcase', {
      token: other.token,
      body: { pid: patient.body.data.id, product_id: 4 },
    });
    expect(refused.body).toMatchObject({ code: 402, msg: 'Insufficient points' });
    const [groups] = await server.runtime.orm.em
      .fork()
      .execute<{ n: string }[]>('select count(*) as n from case_group where practice_id = ?', [auth.practiceId]);
    expect(Number(groups!.n)).toBe(0);
    expect(await ledger(auth.practiceId)).toEqual({ balance: 0, total: 0, orders: 0 });

    const demo = await server.demoToken();
    const before = await ledger(1);
    const demoPatient = await server.rest<{ id: number }>('POST', '/api/patient', {
      token: demo,
      body: { name: 'Paid', level: 1 },
    });
    const paid = await server.rest<{ id: number }>('POST', '/api/product_illcase', {
      token: demo,
      body: { pid: demoPatient.body.data.id, product_id: 3 },
    });
    expect(paid.body.code).toBe(200);
    expect(await ledger(1)).toEqual({
      balance: before.balance - 100,
      total: before.balance - 100,
      orders: before.orders + 1,
    });
  });
});
