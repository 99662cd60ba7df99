import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServerForWorkers, startWorkerProcess } from '../../test/worker-process.js';
import { ABANDONED } from './task-runner.js';

// `npm run worker` processes against the real PostgreSQL of DATABASE_URL.
let server: TestServer;
let demo: string;
let patientId: number;
const workers: ChildProcess[] = [];

async function startWorker(): Promise<ChildProcess> {
  const child = await startWorkerProcess(server, { TASK_ECHO_PRODUCT_IDS: '4' });
  workers.push(child);
  return child;
}

type Task = {
  status: number;
  queue_position: number;
  estimated_minutes: number;
  attempts: number;
  error: string;
  result: { pid?: number; attempt?: number };
};
const task = async (id: number) =>
  (await server.rest<Task>('GET', `/api/illcase/task?product_illcase_id=${id}`, { token: demo })).body.data;
async function until(id: number, done: (t: Task) => boolean, seconds = 60): Promise<Task> {
  for (const started = Date.now(); Date.now() - started < seconds * 1000; await sleep(200)) {
    const current = await task(id);
    if (done(current)) return current;
  }
  throw new Error(`task of case group ${id} never reached the state: ${JSON.stringify(await task(id))}`);
}

describe.runIf(process.env.DATABASE_URL)('tasks through `npm run worker` processes on PostgreSQL', () => {
  beforeAll(async () => {
    server = await startServerForWorkers();
    demo = await server.demoToken();
    patientId = (
      await server.rest<{ id: number }>('POST', '/api/patient', { token: demo, body: { name: 'Worker', level: 1 } })
    ).body.data.id;
  }, 240_000);
  afterAll(async () => {
    for (const child of workers) child.kill('SIGKILL');
    await server?.stop();
  });

  const caseGroup = async () =>
    (
      await server.rest<{ id: number }>('POST', '/api/product_illcase', {
        token: demo,
        body: { pid: patientId, product_id: 4 },
      })
    ).body.data.id;

  it('reports queue positions while tasks wait, then a worker process takes each from submitted to finished', async () => {
    const ids = [await caseGroup(), await caseGroup(), await caseGroup()];
    for (const id of ids) {
      await server.rest('POST', '/api/illcase/task/submit', {
        token: demo,
        body: { product_illcase_id: id, input: { ms: 1500, outcome: 'finished' } },
      });
    }
    expect((await Promise.all(ids.map(task))).map((t) => t.queue_position)).toEqual([1, 2, 3]);
    expect((await task(ids[2]!)).estimated_minutes).toBe(3);

    await startWorker();
    await until(ids[0]!, (t) => t.status === 1 && t.queue_position === 0);
    expect((await task(ids[2]!)).queue_position).toBe(2);
    await until(ids[1]!, (t) => t.status === 1 && t.queue_position === 0);
    expect((await task(ids[2]!)).queue_position).toBe(1);
    for (const id of ids) expect((await until(id, (t) => t.status === 3)).attempts).toBe(1);
  }, 120_000);

  it('picks up a crashed worker’s task in another worker', async () => {
    const id = await caseGroup();
    await server.rest('POST', '/api/illcase/task/submit', {
      token: demo,
      body: { product_illcase_id: id, input: { firstAttemptMs: 600_000, ms: 100, outcome: 'finished' } },
    });
    await until(id, (t) => t.status === 1 && t.queue_position === 0 && t.attempts === 1);
    const [first] = workers;
    first!.kill('SIGKILL');
    const second = await startWorker();
    const done = await until(id, (t) => t.status === 3, 90);
    expect(done.attempts).toBe(2);
    expect(done.result.pid).toBe(second.pid);
  }, 150_000);

  it('ends a task abnormal when the worker of its last attempt dies too, instead of leaving it running', async () => {
    const id = await caseGroup();
    await server.rest('POST', '/api/illcase/task/submit', {
      token: demo,
      body: { product_illcase_id: id, input: { ms: 600_000, outcome: 'finished' } },
    });
    // retry limit 2: three attempts, each killed with its worker
    let worker = workers.find((w) => !w.killed && w.exitCode === null) ?? (await startWorker());
    for (let attempt = 1; attempt <= 3; attempt++) {
      await until(id, (t) => t.status === 1 && t.attempts === attempt, 90);
      worker.kill('SIGKILL');
      worker = await startWorker();
    }
    // the job's dead letter ends it, with nobody reading the task meanwhile
    const row = async () =>
      (
        await server.runtime.orm.em
          .fork()
          .execute<{ status: number; error: string | null; attempts: number }[]>(
            'select status, error, attempts from case_task where case_group_id = ?',
            [id],
          )
      )[0]!;
    for (const started = Date.now(); (await row()).status !== 5 && Date.now() - started < 90_000;) await sleep(500);
    expect(await row()).toEqual({ status: 5, error: ABANDONED, attempts: 3 });
  }, 400_000);
});
