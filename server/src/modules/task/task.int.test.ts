import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demo.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

// The in-process worker (as with the embedded database) running the echo tool for Crown (4) and
// Trajectory (1); the separate worker process is covered by task.worker.int.test.ts.
let server: TestServer;
let demo: string;
let doctor: string;
let other: { token: string; userId: number };
let patientId: number;
beforeAll(async () => {
  process.env.TASK_ECHO_PRODUCT_IDS = '1,4';
  process.env.TASK_POLL_SECONDS = '0.5';
  server = await startTestServer({ env: { IN_PROCESS_WORKER: '1' } });
  delete process.env.TASK_ECHO_PRODUCT_IDS;
  demo = await server.demoToken();
  doctor = await server.login(DEMO.doctor.phone, DEMO.doctor.password);
  other = await server.createPractice('13700000501');
  const patient = await server.rest<{ id: number }>('POST', '/api/patient', {
    token: demo,
    body: { name: 'Task patient', level: 1 },
  });
  patientId = patient.body.data.id;
});
afterAll(() => server?.stop());

type Task = {
  status: number;
  status_name: string;
  queue_position: number;
  estimated_minutes: number;
  overdue: boolean;
  attempts: number;
  error: string;
  result: Record<string, unknown>;
};

async function caseGroup(productId: number): Promise<number> {
  const group = await server.rest<{ id: number }>('POST', '/api/product_illcase', {
    token: demo,
    body: { pid: patientId, product_id: productId },
  });
  expect(group.body.code).toBe(200);
  return group.body.data.id;
}

async function until(id: number, done: (t: Task) => boolean, token = demo): Promise<Task> {
  for (let i = 0; i < 200; i += 1) {
    const reply = await server.rest<Task>('GET', `/api/illcase/task?product_illcase_id=${id}`, { token });
    if (done(reply.body.data)) return reply.body.data;
    await sleep(100);
  }
  throw new Error(`task of case group ${id} never reached the state`);
}

describe('case-group tasks', () => {
  it('starts not submitted; submit → to be designed → to be confirmed → confirm → finished', async () => {
    const id = await caseGroup(4);
    const fresh = await server.rest<Task>('GET', `/api/illcase/task?product_illcase_id=${id}`, { token: doctor });
    expect(fresh.body.data).toMatchObject({ status: 0, status_name: 'not_submitted', queue_position: 0 });
    const submitted = await server.rest<Task>('POST', '/api/illcase/task/submit', {
      token: doctor,
      body: { product_illcase_id: id, input: { ms: 50 } },
    });
    expect(submitted.body.data.status).toBe(1);
    const designed = await until(id, (t) => t.status === 2);
    // The seeds' progress path (records module) reports the same task.
    const progress = await server.rest<Task>('GET', `/api/illcase/progress?product_illcase_id=${id}`, { token: demo });
    expect(progress.body.data).toMatchObject({
      status: 2,
      status_name: 'to_be_confirmed',
      queue_position: 0,
      attempts: 1,
    });
    expect(
      (await server.rest('GET', `/api/illcase/progress?product_illcase_id=${id}`, { token: other.token })).body.code,
    ).toBe(404);
    expect(designed).toMatchObject({ status_name: 'to_be_confirmed', attempts: 1, result: { echo: { ms: 50 } } });
    const confirmed = await server.graphql<{ confirmCaseTask: { status: string; finishedAt: string } }>(
      'mutation($id: ID!) { confirmCaseTask(caseGroupId: $id) { id status finishedAt position estimatedMinutes overdue attempts result } }',
      { id: String(id) },
      demo,
    );
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.confirmCaseTask.status).toBe('Finished');
    expect(
      (await server.rest('POST', '/api/illcase/task/confirm', { token: demo, body: { product_illcase_id: id } })).body
        .code,
    ).toBe(409);
  });

  it('a tool failure marks the task failed; retry runs it again', async () => {
    const id = await caseGroup(4);
    await server.rest('POST', '/api/illcase/task/submit', {
      token: demo,
      body: { product_illcase_id: id, input: { ms: 10, fail: 'Generation failed' } },
    });
    const failed = await until(id, (t) => t.status === 4);
    expect(failed).toMatchObject({ status_name: 'failed', error: 'Generation failed' });
    const gql = await server.graphql<{ submitCaseTask: { status: string } }>(
      'mutation($id: ID!, $input: JSONObject) { submitCaseTask(caseGroupId: $id, input: $input) { status } }',
      { id: String(id), input: { ms: 10, outcome: 'finished' } },
      demo,
    );
    expect(gql.data!.submitCaseTask.status).toBe('ToBeDesigned');
    expect((await until(id, (t) => t.status === 3)).attempts).toBe(2);
    expect(
      (await server.rest('POST', '/api/illcase/task/retry', { token: demo, body: { product_illcase_id: id } })).body
        .code,
    ).toBe(409);
  });

  it('cancels a waiting task; it returns to not submitted and never runs', async () => {
    const id = await caseGroup(4);
    const blocker = await caseGroup(4);
    await server.rest('POST', '/api/illcase/task/submit', {
      token: demo,
      body: { product_illcase_id: blocker, input: { ms: 1500 } },
    });
    await until(blocker, (t) => t.status === 1 && t.queue_position === 0);
    const queued = await server.rest<Task>('POST', '/api/illcase/task/submit', {
      token: demo,
      body: { product_illcase_id: id, input: { ms: 10 } },
    });
    expect(queued.body.data).toMatchObject({ status: 1, queue_position: 1, estimated_minutes: 1 });
    const waiting = await server.rest<{ list: (Task & { product_illcase_id: number })[] }>(
      'GET',
      '/api/illcase/task/list?status=1',
      { token: demo },
    );
    expect(Object.fromEntries(waiting.body.data.list.map((t) => [t.product_illcase_id, t.queue_position]))).toEqual({
      [blocker]: 0,
      [id]: 1,
    });
    const cancelled = await server.graphql<{ cancelCaseTask: { status: string } }>(
      'mutation($id: ID!) { cancelCaseTask(caseGroupId: $id) { status } }',
      { id: String(id) },
      demo,
    );
    expect(cancelled.data!.cancelCaseTask.status).toBe('NotSubmitted');
    await until(blocker, (t) => t.status === 2);
    await sleep(700);
    expect(
      (await server.rest<Task>('GET', `/api/illcase/task?product_illcase_id=${id}`, { token: demo })).body.data,
    ).toMatchObject({ status: 0, attempts: 0 });
  });

  it('flags a task running longer than expected as overdue', async () => {
    const id = await caseGroup(4);
    await server.rest('POST', '/api/illcase/task/submit', {
      token: demo,
      body: { product_illcase_id: id, input: { ms: 3000 } },
    });
    const running = await until(id, (t) => t.status === 1 && t.queue_position === 0 && t.attempts === 1);
    expect(running.overdue).toBe(false);
    // Five minutes of running, against the echo tool's expected one minute.
    await server.runtime.orm.em
      .fork()
      .execute(`update case_task set started_at = now() - interval '5 minutes' where case_group_id = ?`, [id]);
    const late = await server.graphql<{ caseTask: { overdue: boolean; estimatedMinutes: number; position: number } }>(
      'query($id: ID!) { caseTask(caseGroupId: $id) { overdue estimatedMinutes position } }',
      { id: String(id) },
      demo,
    );
    expect(late.data!.caseTask).toEqual({ overdue: true, estimatedMinutes: 1, position: 0 });
    await until(id, (t) => t.status === 2);
  });

  it('lists the practice’s tasks by status; another practice sees none and cannot touch one', async () => {
    const list = await server.rest<{ list: Task[]; total: number }>('GET', '/api/illcase/task/list?status=3', {
      token: demo,
    });
    expect(list.body.data.total).toBeGreaterThanOrEqual(2);
    expect(list.body.data.list.every((t) => t.status === 3)).toBe(true);
    const gql = await server.graphql<{ caseTasks: { total: number } }>(
      '{ caseTasks { total items { id caseGroupId status } } }',
      {},
      other.token,
    );
    expect(gql.data!.caseTasks.total).toBe(0);
    const id = await caseGroup(4);
    for (const [method, path, body] of [
      ['GET', `/api/illcase/task?product_illcase_id=${id}`, undefined],
      ['POST', '/api/illcase/task/submit', { product_illcase_id: id }],
      ['POST', '/api/illcase/task/retry', { product_illcase_id: id }],
      ['POST', '/api/illcase/task/cancel', { product_illcase_id: id }],
      ['POST', '/api/illcase/task/confirm', { product_illcase_id: id }],
      ['POST', '/api/digitalbow/clear', { product_illcase_id: id }],
      ['GET', `/api/digitalbow/tools/${id}`, undefined],
      ['POST', `/api/digitalbow/tools/${id}`, { a: 1 }],
      ['POST', `/api/digitalbow/collect/${id}`, { a: 1 }],
    ] as const) {
      expect((await server.rest(method, path, { token: other.token, body })).body, path).toMatchObject({
        code: 404,
        msg: 'Not found',
      });
    }
    const theirs = await server.graphql(
      'query($id: ID!) { caseTask(caseGroupId: $id) { id } }',
      { id: String(id) },
      other.token,
    );
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await server.rest('GET', '/api/illcase/task?product_illcase_id=abc', { token: demo })).body.code).toBe(400);
    expect(
      (
        await server.rest('POST', '/api/illcase/task/submit', {
          token: demo,
          body: { product_illcase_id: id, input: 'x' },
        })
      ).body.code,
    ).toBe(400);
  });
});

describe('digital facebow', () => {
  it('saves the configuration; changing it invalidates collected data and resets the task; clear discards data', async () => {
    const id = await caseGroup(1);
    const saved = await server.rest<{ config: Record<string, unknown>; invalidated: boolean }>(
      'POST',
      `/api/digitalbow/tools/${id}`,
      {
        token: demo,
        body: { frame: 'A', offset: 12.5 },
      },
    );
    expect(saved.body.data).toMatchObject({ config: { frame: 'A', offset: 12.5 }, invalidated: false });
    const collected = await server.rest<{ collected: Record<string, unknown> }>(
      'POST',
      `/api/digitalbow/collect/${id}`,
      { token: demo, body: { motion: [1, 2, 3] } },
    );
    expect(collected.body.data.collected).toEqual({ motion: [1, 2, 3] });
    await server.rest('POST', '/api/illcase/task/submit', {
      token: demo,
      body: { product_illcase_id: id, input: { ms: 10 } },
    });
    await until(id, (t) => t.status === 2);

    const same = await server.rest<{ invalidated: boolean; collected: unknown }>(
      'POST',
      `/api/digitalbow/tools/${id}`,
      { token: demo, body: { frame: 'A', offset: 12.5 } },
    );
    expect(same.body.data).toMatchObject({ invalidated: false, collected: { motion: [1, 2, 3] } });
    expect((await until(id, () => true)).status).toBe(2);

    const changed = await server.graphql<{ saveFacebowConfig: { invalidated: boolean; collected: unknown } }>(
      'mutation($id: ID!, $c: JSONObject!) { saveFacebowConfig(caseGroupId: $id, config: $c) { caseGroupId config collected collectedAt invalidated } }',
      { id: String(id), c: { frame: 'B', offset: 12.5 } },
      demo,
    );
    expect(changed.data!.saveFacebowConfig).toMatchObject({ invalidated: true, collected: null });
    expect((await until(id, () => true)).status).toBe(0);

    await server.rest('POST', `/api/digitalbow/collect/${id}`, { token: demo, body: { motion: [4] } });
    const cleared = await server.rest<{ collected: unknown; config: unknown }>('POST', '/api/digitalbow/clear', {
      token: demo,
      body: { product_illcase_id: id },
    });
    expect(cleared.body.data).toMatchObject({ collected: null, config: { frame: 'B', offset: 12.5 } });
    const read = await server.graphql<{ facebow: { collected: unknown } }>(
      'query($id: ID!) { facebow(caseGroupId: $id) { collected config } }',
      { id: String(id) },
      doctor,
    );
    expect(read.data!.facebow.collected).toBeNull();
  });

  it('refuses facebow calls on a case group of another application and bad configurations', async () => {
    const crown = await caseGroup(4);
    expect(
      (await server.rest('POST', `/api/digitalbow/tools/${crown}`, { token: demo, body: { a: 1 } })).body.code,
    ).toBe(400);
    const id = await caseGroup(1);
    expect(
      (await server.rest('POST', `/api/digitalbow/tools/${id}`, { token: demo, body: { a: { nested: true } } })).body
        .code,
    ).toBe(400);
    expect(
      (await server.rest('POST', `/api/digitalbow/collect/${id}`, { token: demo, body: { a: 1 } })).body.code,
    ).toBe(400);
  });
});

describe('GraphQL task and facebow operations of another practice', () => {
  it('answer Not found', async () => {
    const id = String(await caseGroup(1));
    for (const query of [
      'mutation($id: ID!) { submitCaseTask(caseGroupId: $id) { id } }',
      'mutation($id: ID!) { retryCaseTask(caseGroupId: $id) { id } }',
      'mutation($id: ID!) { cancelCaseTask(caseGroupId: $id) { id } }',
      'mutation($id: ID!) { confirmCaseTask(caseGroupId: $id) { id } }',
      'query($id: ID!) { facebow(caseGroupId: $id) { config } }',
      'mutation($id: ID!) { saveFacebowConfig(caseGroupId: $id, config: { a: 1 }) { config } }',
      'mutation($id: ID!) { recordFacebowCollection(caseGroupId: $id, data: { a: 1 }) { config } }',
      'mutation($id: ID!) { clearFacebow(caseGroupId: $id) { config } }',
    ]) {
      expect((await server.graphql(query, { id }, other.token)).errors?.[0]?.extensions?.code, query).toBe('NOT_FOUND');
    }
  });
});
