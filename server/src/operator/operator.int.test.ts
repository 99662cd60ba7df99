import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../seed/demo.js';
import { embeddedServers, ensureServerBuilt, freePort, loginTo, restTo, runCliOn } from '../test/built-server.js';

/**
 * The self-hoster's scenario of issue 17: the server runs on the embedded database under ./data and an
 * operator runs `npm run cli` beside it. Before, the CLI opened a second embedded PostgreSQL over the
 * same directory and the server's acknowledged writes were lost at the next restart.
 */
describe('operator CLI beside a running server on the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'odontia-operator-'));
  const servers = embeddedServers();
  const start = () => servers.start(dataDir);
  const { stop } = servers;
  const cli = (...args: string[]) => runCliOn(dataDir, args);
  const rest = restTo;
  const login = loginTo;

  beforeAll(() => ensureServerBuilt(), 240_000);
  afterAll(async () => {
    await servers.killAll();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write: the CLI goes through the server, a second server is refused', async () => {
    const first = await start();
    const token = (await login(first, DEMO.main.phone, DEMO.main.password))!;

    const second = await servers.spawn(dataDir);
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain(`in use by the Odontia server (process ${first.child.pid}`);

    // Clinical writes keep coming while the operator creates a practice and gifts points.
    const acknowledged: number[] = [];
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing || i < 10; i++) {
        const reply = await rest<{ id: number }>(first, 'POST', '/api/patient', token, { name: `Load ${i}`, level: 1 });
        if (reply.code === 200) acknowledged.push(reply.data.id);
      }
    })();
    const created = await cli(
      'create-practice',
      '--name',
      'Beside',
      '--phone',
      '13900000777',
      '--password',
      'Side@1234',
    );
    const gift = await cli('adjust-points', '--practice', '1', '--points=5', '--detail', 'operator gift');
    writing = false;
    await writer;
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toContain('practice created');
    expect(gift.status, gift.stderr).toBe(0);
    // The running server sees the operator's practice at once: one database, not two.
    expect(await login(first, '13900000777', 'Side@1234')).toBeTruthy();
    const failed = await cli('reset-password', '--login', 'nobody@example.com', '--password', 'Whatever1');
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('User does not exist');

    await stop(first);
    const restarted = await start();
    const again = (await login(restarted, DEMO.main.phone, DEMO.main.password))!;
    expect(acknowledged.length).toBeGreaterThanOrEqual(10);
    for (const id of acknowledged)
      expect((await rest(restarted, 'GET', `/api/patient/${id}`, again)).code, `patient ${id}`).toBe(200);
    expect(await login(restarted, '13900000777', 'Side@1234')).toBeTruthy();
    const balance = await rest<{ balance: number }>(restarted, 'GET', '/api/ordersvc/balance', again);
    expect(balance.data.balance).toBe(DEMO.balance + 5);

    // Killed without a chance to clean up: the lock is stale, the CLI opens the data itself, and
    // the next server start takes the directory over.
    await stop(restarted, 'SIGKILL');
    const offline = await cli('reset-password', '--login', '13900000777', '--password', 'Next@1234');
    expect(offline.status, offline.stderr).toBe(0);
    const after = await start();
    expect(await login(after, '13900000777', 'Next@1234')).toBeTruthy();
    await stop(after);
  }, 240_000);

  it('refuses clearly, changing nothing, when the holder does not answer', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(
        join(dataDir, 'odontia.lock'),
        JSON.stringify({
          pid: holder.pid,
          role: 'server',
          startedAt: new Date().toISOString(),
          processStart: null,
          admin: { port: await freePort(), secret: 'x' },
        }),
      );
      const refused = await cli(
        'create-practice',
        '--name',
        'Nope',
        '--phone',
        '13900000778',
        '--password',
        'Nope@1234',
      );
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain(`process ${holder.pid}`);
      expect(refused.stderr).toContain('nothing was changed');
    } finally {
      holder.kill('SIGKILL');
    }
    const server = await start();
    expect(await login(server, '13900000778', 'Nope@1234')).toBeNull();
    await stop(server);
  }, 120_000);
});
