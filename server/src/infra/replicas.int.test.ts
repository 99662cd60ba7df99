import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../seed/demo.js';
import {
  distEntry,
  ensureServerBuilt,
  freePort,
  restTo,
  serverDir,
  spawnServer,
  waitHealthy,
  type ServerProcess,
} from '../test/built-server.js';
import { startEmbeddedS3, type EmbeddedS3 } from './embedded-s3.js';

/**
 * Issue 16 item 3: the app keeps no state in its process. Two server processes and one
 * `npm run worker` on one PostgreSQL (a scratch database of DATABASE_URL) and one S3.
 */
describe.runIf(process.env.DATABASE_URL)('two server processes and a worker on one PostgreSQL', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'odontia-replicas-'));
  const dbName = `odontia_replicas_${randomBytes(4).toString('hex')}`;
  // vitest collects a skipped describe's body too: no DATABASE_URL must not throw here
  const dbUrl = new URL(process.env.DATABASE_URL ?? 'postgresql://127.0.0.1/unused');
  dbUrl.pathname = `/${dbName}`;
  const running: ServerProcess[] = [];
  let worker: ChildProcess | undefined;
  let s3: EmbeddedS3;
  let env: Record<string, string>;

  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  const rest = restTo;
  const start = async () => {
    const server = spawnServer({ ...env, PORT: String(await freePort()) });
    running.push(server);
    await waitHealthy(server);
    return server;
  };

  beforeAll(async () => {
    ensureServerBuilt();
    await admin(`create database ${dbName}`);
    s3 = await startEmbeddedS3(join(dataDir, 's3'), 'odontia');
    env = {
      DATABASE_URL: dbUrl.toString(),
      S3_ENDPOINT: s3.endpoint,
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      IN_PROCESS_WORKER: '0',
      TASK_ECHO_PRODUCT_IDS: '4',
      TASK_HEARTBEAT_SECONDS: '10',
      TASK_SUPERVISE_SECONDS: '1',
      TASK_POLL_SECONDS: '0.5',
      NODE_ENV: 'test',
      ARGON2_MEMORY_KIB: '4096',
      ARGON2_TIME_COST: '1',
    };
  }, 240_000);
  afterAll(async () => {
    worker?.kill('SIGKILL');
    for (const server of running) server.child.kill('SIGKILL');
    await Promise.all(running.map((server) => server.exited));
    await s3?.stop();
    await admin(`drop database if exists ${dbName} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shares sessions, logouts and the task queue between processes', async () => {
    const one = await start();
    const two = await start();
    expect(one.child.pid).not.toBe(two.child.pid);

    const login = await rest<{ token: string }>(one, 'POST', '/api/login', undefined, {
      phone: DEMO.main.phone,
      password: DEMO.main.password,
    });
    const token = login.data.token;
    expect((await rest<{ phone: string }>(two, 'GET', '/api/user/1', token)).data.phone).toBe(DEMO.main.phone);

    const other = (
      await rest<{ token: string }>(two, 'POST', '/api/login', undefined, {
        phone: DEMO.main.phone,
        password: DEMO.main.password,
      })
    ).data.token;
    expect((await rest(two, 'POST', '/api/logout', other)).code).toBe(200);
    expect((await rest(one, 'GET', '/api/user/1', other)).code).toBe(401);
    expect((await rest(one, 'GET', '/api/user/1', token)).code).toBe(200);

    const patient = (await rest<{ id: number }>(one, 'POST', '/api/patient', token, { name: 'Replica', level: 1 }))
      .data;
    const group = (
      await rest<{ id: number }>(two, 'POST', '/api/product_illcase', token, { pid: patient.id, product_id: 4 })
    ).data;
    const submitted = await rest(one, 'POST', '/api/illcase/task/submit', token, {
      product_illcase_id: group.id,
      input: { ms: 100, outcome: 'finished' },
    });
    expect(submitted.code).toBe(200);

    worker = spawn(process.execPath, [distEntry('worker')], {
      cwd: serverDir,
      env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    type Task = { status: number; result: { pid?: number } };
    let task: Task | undefined;
    for (const begun = Date.now(); Date.now() - begun < 60_000; await sleep(200)) {
      task = (await rest<Task>(two, 'GET', `/api/illcase/task?product_illcase_id=${group.id}`, token)).data;
      if (task.status === 3) break;
    }
    expect(task?.status).toBe(3);
    expect(task?.result.pid).toBe(worker.pid);
  }, 180_000);

  it('runs WEB_CONCURRENCY server processes on one port through the cluster entry of npm start', async () => {
    const cluster = spawnServer({ ...env, PORT: String(await freePort()), WEB_CONCURRENCY: '2' }, 'serve');
    running.push(cluster);
    await waitHealthy(cluster);
    for (let i = 0; i < 600 && !cluster.output().includes('server processes'); i++) await sleep(100);
    expect(cluster.output()).toContain(`2 server processes on one port (primary ${cluster.child.pid})`);
    const replies = await Promise.all(Array.from({ length: 20 }, () => fetch(`${cluster.url}/healthz`)));
    expect(replies.every((reply) => reply.ok)).toBe(true);
    cluster.child.kill('SIGTERM');
    expect(await cluster.exited).toBe(0);
  }, 120_000);
});
