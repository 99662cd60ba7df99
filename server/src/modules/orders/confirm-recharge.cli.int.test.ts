import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBuilt, runCli } from '../../test/built-server.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

// The operator confirms a transfer recharge with `npm run cli -- confirm-recharge --order N`
// (server/dist/cli.js), on the PostgreSQL of DATABASE_URL while the server keeps running.
describe.runIf(process.env.DATABASE_URL)('confirm-recharge CLI', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    ensureServerBuilt();
    server = await startTestServer();
    token = (await server.createPractice('13700000601')).token;
  }, 240_000);
  afterAll(() => server?.stop());

  const cli = (...args: string[]) =>
    runCli(args, { DATABASE_URL: server.config.databaseUrl!, DATA_DIR: server.config.dataDir, NODE_ENV: 'test' });

  it('finishes and credits a submitted transfer recharge once', async () => {
    const recharge = await server.rest<{ id: number; status: number }>('POST', '/api/ordersvc/recharge', {
      token,
      body: { amount: 888, provider: 'transfer', agreement: true, idempotency_key: 'cli-transfer-0001' },
    });
    expect(recharge.body.data.status).toBe(1);
    const balance = async () =>
      (await server.rest<{ balance: number }>('GET', '/api/ordersvc/balance', { token })).body.data.balance;
    expect(await balance()).toBe(0);

    const first = await cli('confirm-recharge', '--order', String(recharge.body.data.id));
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain('888 points credited');
    expect(await balance()).toBe(888);

    const again = await cli('confirm-recharge', '--order', String(recharge.body.data.id));
    expect(again.status).toBe(0);
    expect(await balance()).toBe(888);
    const unknown = await cli('confirm-recharge', '--order', '999999');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('Not found');

    const [{ practice_id: practiceId }] = (await server.runtime.orm.em
      .fork()
      .execute<{ practice_id: number }[]>('select practice_id from points_order where id = ?', [
        recharge.body.data.id,
      ])) as [{ practice_id: number }];
    const gift = await cli(
      'adjust-points',
      '--practice',
      String(practiceId),
      '--points=112',
      '--detail',
      'Trade fair gift',
    );
    expect(gift.status, gift.stderr).toBe(0);
    expect(await balance()).toBe(1000);
    const deduction = await cli('adjust-points', '--practice', String(practiceId), '--points=-1000');
    expect(deduction.status, deduction.stderr).toBe(0);
    expect(await balance()).toBe(0);
    const overdraw = await cli('adjust-points', '--practice', String(practiceId), '--points=-1');
    expect(overdraw.status).toBe(1);
    expect(overdraw.stderr).toContain('Insufficient points');
    const orders = await server.rest<{ list: { type: number; amount: number }[] }>('GET', '/api/ordersvc/order/list', {
      token,
    });
    expect(orders.body.data.list.map((o) => [o.type, o.amount])).toEqual([
      [6, -1000],
      [4, 112],
      [3, 888],
    ]);
  }, 120_000);
});
