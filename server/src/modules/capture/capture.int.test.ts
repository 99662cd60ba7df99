import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  axisAngle4,
  decodeTrajectory,
  defaultPhoneIntrinsics,
  frameMatrix,
  IDENTITY4,
  transformPoint,
  type Trajectory,
  type Vec3,
} from '@odontia/shared';
import {
  DEFAULT_PHANTOM_PARAMS,
  defaultCaptureScene,
  pointerTouches,
  referenceGeometry,
  writeSyntheticVideo,
} from '@odontia/phantom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { upload } from '../../test/upload.js';

// The whole path on CI-sized video (480p, a few seconds): upload through the API, the real tracking tool
// on the in-process worker, the stored trajectory read back through GraphQL and compared with the truth.
const POINTS: Vec3[] = [
  [0, 1.5, 2.5],
  [-24, 0.8, -27],
  [24, 0.8, -27],
];
const intrinsics = defaultPhoneIntrinsics(854, 480);
const scene = defaultCaptureScene(intrinsics);
const lc = referenceGeometry(DEFAULT_PHANTOM_PARAMS).lc as Vec3;
const hinge = (t: number) => axisAngle4([1, 0, 0], 18 * Math.sin((Math.PI * t) / 2500) ** 2, lc);
const hidden = (i: number) => i >= 20 && i < 40;

let server: TestServer;
let demo: string;
let other: string;
let prefix: string;
let dir: string;
const truths: Record<string, Trajectory> = {};

/** A new case of a product: the digital facebow (1) unless another is named. */
async function caseOf(name: string, productId = 1) {
  const patient = await server.rest<{ id: number }>('POST', '/api/patient', { token: demo, body: { name, level: 1 } });
  const created = await server.rest<{ id: number }>('POST', '/api/illcase/create/case', {
    token: demo,
    body: { pid: patient.body.data.id, product_id: productId, record_name: 'Facebow' },
  });
  const [row] = await server.runtime.orm.em
    .fork()
    .execute<{ group_id: number }[]>('select group_id from medical_case where id = ?', [created.body.data.id]);
  return { caseId: created.body.data.id, groupId: row!.group_id };
}

async function video(name: string, options: Partial<Parameters<typeof writeSyntheticVideo>[0]>) {
  const path = join(dir, name);
  const { truth } = await writeSyntheticVideo({
    scene,
    mandible: () => IDENTITY4,
    durationMs: 2000,
    fps: 30,
    outPath: path,
    ...options,
  });
  truths[name] = truth;
  const key = `${prefix}capture/${name}`;
  const reply = await upload(server, demo, key, readFileSync(path), 'video');
  expect(reply.body.code, reply.body.msg).toBe(200);
  return key;
}

type Task = {
  status: string;
  error: string | null;
  progress: Record<string, unknown> | null;
  result: Record<string, unknown> | null;
};
const TASK = `query($id: ID!) { caseTask(caseGroupId: $id) { status error progress result } }`;
const SUBMIT = `mutation($id: ID!, $session: CaptureSessionInput!) {
  submitCaptureSession(caseGroupId: $id, session: $session) { status } }`;
const submit = (groupId: number, videos: object[], token = demo) =>
  server.graphql<{ submitCaptureSession: { status: string } }>(
    SUBMIT,
    { id: groupId, session: { videos, scanPointsMm: POINTS.flat() } },
    token,
  );
async function settled(groupId: number): Promise<{ task: Task; progress: Record<string, unknown>[] }> {
  const progress: Record<string, unknown>[] = [];
  for (const started = Date.now(); Date.now() - started < 600_000; await sleep(500)) {
    const task = (await server.graphql<{ caseTask: Task }>(TASK, { id: groupId }, demo)).data!.caseTask;
    if (task.progress) progress.push(task.progress);
    if (task.status === 'Finished' || task.status === 'Failed' || task.status === 'Abnormal') return { task, progress };
  }
  throw new Error('the capture task never settled');
}

beforeAll(async () => {
  process.env.CAPTURE_MIN_MOVEMENT_MS = '2000';
  server = await startTestServer({ env: { IN_PROCESS_WORKER: '1' } });
  delete process.env.CAPTURE_MIN_MOVEMENT_MS;
  demo = await server.demoToken();
  other = (await server.createPractice('13700000911')).token;
  const [p] = await server.runtime.orm.em
    .fork()
    .execute<{ storage_prefix: string }[]>('select storage_prefix from practice order by id limit 1');
  prefix = p!.storage_prefix;
  dir = mkdtempSync(join(tmpdir(), 'odontia-capture-int-'));
}, 120_000);
afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('jaw-motion capture through the API and the queue', () => {
  it('tracks a session: registration residual, the hinge against its truth, covered frames missing, tenancy', async () => {
    const touches = pointerTouches(POINTS, { holdMs: 800, moveMs: 500 });
    const registration = await video('registration.mp4', { pointer: touches.pose, durationMs: touches.durationMs });
    const opening = await video('opening.mp4', { mandible: hinge, durationMs: 2500 });
    const covered = await video('covered.mp4', { mandible: hinge, durationMs: 2500, mandibleHidden: hidden });
    const { caseId, groupId } = await caseOf('Capture patient');
    const reply = await submit(groupId, [
      { key: opening, kind: 'movement', movementType: 7, name: 'opening' },
      { key: covered, kind: 'movement', movementType: 7, name: 'covered' },
      { key: registration, kind: 'registration', name: 'registration' },
    ]);
    expect(reply.errors).toBeUndefined();
    const { task, progress } = await settled(groupId);
    expect(task.status, task.error ?? '').toBe('Finished');
    expect(progress.some((p) => Number(p.framesDone) > 0 && Number(p.framesTotal) >= Number(p.framesDone))).toBe(true);
    expect(task.result!.touches).toBe(3);
    expect(task.result!.registrationResidualMm).toBeLessThan(0.5);

    type Rec = {
      id: string;
      name: string;
      kind: string;
      movementType: number | null;
      validFrames: number;
      frameCount: number;
      registrationResidualMm: number;
      url: string;
    };
    const list = await server.graphql<{ jawRecordings: Rec[] }>(
      `query($c: ID!) { jawRecordings(caseId: $c) { id name kind movementType validFrames frameCount registrationResidualMm url } }`,
      { c: caseId },
      demo,
    );
    const byName = Object.fromEntries(list.data!.jawRecordings.map((r) => [r.name, r]));
    expect(Object.keys(byName).sort()).toEqual(['covered', 'opening', 'registration']);
    const read = async (r: Rec) => decodeTrajectory(new Uint8Array(await (await fetch(r.url)).arrayBuffer()));

    // the hinge: incisal point and condyle against the truth
    const measured = await read(byName.opening!);
    const truth = truths['opening.mp4']!;
    const errors: number[] = [];
    for (let i = 0; i < measured.header.frameCount; i++) {
      const m = frameMatrix(measured, i);
      if (!m) continue;
      for (const p of [[0, 0, 0], lc] as Vec3[]) {
        const a = transformPoint(m, p);
        const b = transformPoint(frameMatrix(truth, i)!, p);
        errors.push(Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]));
      }
    }
    const rms = Math.sqrt(errors.reduce((s, e) => s + e * e, 0) / errors.length);
    console.info(
      'capture through the API, 480p hinge: IP/LC RMS mm',
      rms.toFixed(3),
      'max',
      Math.max(...errors).toFixed(3),
    );
    expect(errors.length).toBeGreaterThan(0.9 * 2 * measured.header.frameCount);
    // measured at 480p through the pointer registration: RMS 0.74 mm, max 2.1 mm (1.6 / 5.0 mm before the
    // corners came from the markers' sides; the 1080p figures and the targets are in `npm run bench -- capture`)
    expect(rms).toBeLessThan(1.2);

    // covered frames are missing, never invented
    const half = await read(byName.covered!);
    for (let i = 0; i < half.header.frameCount; i++) if (hidden(i)) expect(frameMatrix(half, i)).toBeNull();
    expect(byName.covered!.validFrames).toBeGreaterThan(0.5 * byName.covered!.frameCount);
    expect(byName.covered!.validFrames).toBeLessThanOrEqual(byName.covered!.frameCount - 20);
    expect(byName.opening!.registrationResidualMm).toBeCloseTo(Number(task.result!.registrationResidualMm), 5);

    // another practice reads nothing of it
    const foreign = await server.graphql(
      `query($id: ID!) { jawRecording(id: $id) { id url } }`,
      { id: byName.opening!.id },
      other,
    );
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const foreignTask = await server.graphql(TASK, { id: groupId }, other);
    expect(foreignTask.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const foreignUrl = await server.rest('GET', `/api/storage/presign?key=${encodeURIComponent(opening)}`, {
      token: other,
    });
    expect(foreignUrl.body.code).not.toBe(200);
  }, 900_000);

  it('fails a video without boards with its message, and finishes after the video is replaced', async () => {
    const { groupId } = await caseOf('Retry patient');
    const empty = await video('empty.mp4', { noBoards: true, durationMs: 600 });
    const touches = pointerTouches(POINTS, { holdMs: 800, moveMs: 500 });
    const good = await video('registration-2.mp4', { pointer: touches.pose, durationMs: touches.durationMs, seed: 5 });
    expect((await submit(groupId, [{ key: empty, kind: 'registration', name: 'dark' }])).errors).toBeUndefined();
    const failed = await settled(groupId);
    expect(failed.task.status).toBe('Failed');
    expect(failed.task.error).toMatch(/^dark: The marker boards were found in only 0 of 18 frames/);
    expect(failed.task.progress!.failure).toEqual({ key: 'CaptureBoardsNotFound', values: { found: 0, total: 18 } });
    // someone else's video key is refused before anything is queued
    const stranger = await submit(groupId, [{ key: good, kind: 'registration' }], other);
    expect(stranger.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await submit(groupId, [{ key: good, kind: 'registration', name: 'again' }])).errors).toBeUndefined();
    const finished = await settled(groupId);
    expect(finished.task.status, finished.task.error ?? '').toBe('Finished');
    expect(finished.task.progress!.failure).toBeUndefined();
  }, 900_000);

  it('a CT facebow case is tracked by the same tool, and the submitted session reads back for its owner only', async () => {
    const { caseId, groupId } = await caseOf('CT capture patient', 3);
    const SESSION = `query($id: ID!) { captureSession(caseGroupId: $id) { videos { key kind movementType name } scanPointsMm } }`;
    expect(
      (await server.graphql<{ captureSession: null }>(SESSION, { id: groupId }, demo)).data!.captureSession,
    ).toBeNull();
    const touches = pointerTouches(POINTS, { holdMs: 800, moveMs: 500 });
    const key = await video('registration-ct.mp4', { pointer: touches.pose, durationMs: touches.durationMs, seed: 7 });
    expect((await submit(groupId, [{ key, kind: 'registration', name: 'ct registration' }])).errors).toBeUndefined();
    const { task } = await settled(groupId);
    expect(task.status, task.error ?? '').toBe('Finished');
    expect(task.result!.registrationResidualMm).toBeLessThan(0.5);
    const list = await server.graphql<{ jawRecordings: { name: string; kind: string }[] }>(
      `query($c: ID!) { jawRecordings(caseId: $c) { name kind } }`,
      { c: caseId },
      demo,
    );
    expect(list.data!.jawRecordings).toEqual([{ name: 'ct registration', kind: 'registration' }]);

    const read = await server.graphql<{
      captureSession: { videos: object[]; scanPointsMm: number[] };
    }>(SESSION, { id: groupId }, demo);
    expect(read.data!.captureSession).toEqual({
      videos: [{ key, kind: 'registration', movementType: null, name: 'ct registration' }],
      scanPointsMm: POINTS.flat(),
    });
    const foreign = await server.graphql(SESSION, { id: groupId }, other);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  }, 900_000);

  it('refuses a session for a case of a product that is not a facebow', async () => {
    const { groupId } = await caseOf('Crown patient', 4);
    const reply = await submit(groupId, [{ key: `${prefix}capture/registration.mp4`, kind: 'registration' }]);
    expect(reply.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
