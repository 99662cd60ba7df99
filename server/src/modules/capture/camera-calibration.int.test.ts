import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  CAMERA_CALIBRATION_FOLDER,
  decodeTrajectory,
  IDENTITY4,
  type CameraIntrinsics,
  type Vec3,
} from '@odontia/shared';
import { defaultCaptureScene, pointerTouches, writeCalibrationVideo, writeSyntheticVideo } from '@odontia/phantom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { upload } from '../../test/upload.js';

// The calibration through the API: the board's video uploaded, the real calibration on the in-process worker, the
// intrinsics read back through GraphQL against the camera that rendered the video, then used by a recording session.

/** A phone narrower than the documented default (about 61° instead of 66°), its principal point off centre. */
const TRUTH: CameraIntrinsics = {
  width: 640,
  height: 360,
  fx: 540,
  fy: 540,
  cx: 324.5,
  cy: 176.5,
  distortion: [-0.06, 0, 0, 0, 0],
};
/** The same camera filming the session at 854x480, as the tracker scales a calibration to the frame size. */
const s = 854 / TRUTH.width;
const SESSION_CAMERA: CameraIntrinsics = {
  ...TRUTH,
  width: 854,
  height: 480,
  fx: TRUTH.fx * s,
  fy: TRUTH.fy * s,
  cx: (TRUTH.cx + 0.5) * s - 0.5,
  cy: (TRUTH.cy + 0.5) * s - 0.5,
};
const POINTS: Vec3[] = [
  [0, 1.5, 2.5],
  [-24, 0.8, -27],
  [24, 0.8, -27],
];

type Calibration = {
  id: string;
  deviceName: string;
  videoKey: string;
  status: string;
  current: boolean;
  intrinsics: CameraIntrinsics | null;
  rmsPx: number | null;
  views: number | null;
  framesSearched: number | null;
  uncertaintyPx: { fx: number } | null;
  errorKey: string | null;
  errorValues: Record<string, unknown> | null;
  error: string | null;
};
const FIELDS = `id deviceName videoKey status current intrinsics { width height fx fy cx cy distortion } rmsPx views
  framesSearched uncertaintyPx { fx } errorKey errorValues error`;
const LIST = `query { cameraCalibrations { ${FIELDS} } }`;
const CALIBRATE = `mutation($name: String!, $key: String!) { calibrateCamera(deviceName: $name, videoKey: $key) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteCameraCalibration(id: $id) }`;
const SUBMIT = `mutation($id: ID!, $session: CaptureSessionInput!) {
  submitCaptureSession(caseGroupId: $id, session: $session) { status } }`;

let server: TestServer;
let demo: string;
let other: string;
let prefix: string;
let otherPrefix: string;
let dir: string;

const prefixOf = async (userId: number) =>
  (
    await server.runtime.orm.em
      .fork()
      .execute<{ storage_prefix: string }[]>(
        'select p.storage_prefix from practice p join app_user u on u.practice_id = p.id where u.id = ?',
        [userId],
      )
  )[0]!.storage_prefix;

async function uploaded(token: string, key: string, bytes: Buffer) {
  const reply = await upload(server, token, key, bytes, 'video');
  expect(reply.body.code, reply.body.msg).toBe(200);
  return key;
}

async function calibrate(name: string, key: string, token = demo) {
  const reply = await server.graphql<{ calibrateCamera: Calibration }>(CALIBRATE, { name, key }, token);
  expect(reply.errors).toBeUndefined();
  return reply.data!.calibrateCamera;
}

const list = async (token = demo) =>
  (await server.graphql<{ cameraCalibrations: Calibration[] }>(LIST, {}, token)).data!.cameraCalibrations;

async function settled(id: string): Promise<Calibration> {
  for (const started = Date.now(); Date.now() - started < 300_000; await sleep(300)) {
    const found = (await list()).find((c) => c.id === id)!;
    if (found.status === 'done' || found.status === 'failed') return found;
  }
  throw new Error('the calibration never settled');
}

/** A new facebow case of the practice of `token`. */
async function facebowCase(token: string, name: string) {
  const patient = await server.rest<{ id: number }>('POST', '/api/patient', { token, body: { name, level: 1 } });
  const created = await server.rest<{ id: number }>('POST', '/api/illcase/create/case', {
    token,
    body: { pid: patient.body.data.id, product_id: 1, record_name: 'Facebow' },
  });
  expect(created.body.code, created.body.msg).toBe(200);
  const [row] = await server.runtime.orm.em
    .fork()
    .execute<{ group_id: number }[]>('select group_id from medical_case where id = ?', [created.body.data.id]);
  return { caseId: created.body.data.id, groupId: row!.group_id };
}

beforeAll(async () => {
  server = await startTestServer({ env: { IN_PROCESS_WORKER: '1' } });
  demo = await server.demoToken();
  const created = await server.createPractice('13700000971');
  other = created.token;
  const em = server.runtime.orm.em.fork();
  const [user] = await em.execute<{ practice_id: number }[]>('select practice_id from app_user where id = ?', [
    created.userId,
  ]);
  await server.runtime.services.orders.adjustPoints(em, user!.practice_id, 100, 'test points');
  const [main] = await em.execute<{ id: number }[]>('select id from app_user order by id limit 1');
  prefix = await prefixOf(main!.id);
  otherPrefix = await prefixOf(created.userId);
  dir = mkdtempSync(join(tmpdir(), 'odontia-calibration-int-'));
}, 120_000);
afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('camera calibration through the API and the queue', () => {
  let calibration: Calibration;
  let failed: Calibration;

  it('calibrates a phone from a short video of the board: fx within 1 % of the truth, for its practice only', async () => {
    const started = Date.now();
    const path = join(dir, 'board.mp4');
    await writeCalibrationVideo({ intrinsics: TRUTH, outPath: path, framesPerShot: 1, seed: 3 });
    const rendered = Date.now();
    const key = await uploaded(demo, `${prefix}${CAMERA_CALIBRATION_FOLDER}board.mp4`, readFileSync(path));
    const queued = await calibrate('  Clinic   phone ', key);
    expect(queued).toMatchObject({ deviceName: 'Clinic phone', status: 'queued', current: false, intrinsics: null });
    calibration = await settled(queued.id);
    expect(calibration.status, calibration.error ?? '').toBe('done');
    const k = calibration.intrinsics!;
    const figures = {
      fxPct: (100 * (k.fx - TRUTH.fx)) / TRUTH.fx,
      fyPct: (100 * (k.fy - TRUTH.fy)) / TRUTH.fy,
      cxPx: k.cx - TRUTH.cx,
      cyPx: k.cy - TRUTH.cy,
      k1: k.distortion[0]! - TRUTH.distortion[0]!,
      rmsPx: calibration.rmsPx,
      views: calibration.views,
      sdFxPx: calibration.uncertaintyPx!.fx,
      renderS: (rendered - started) / 1000,
      calibrateS: (Date.now() - rendered) / 1000,
    };
    console.info('camera calibration through the API, 640x360, 18 views:', JSON.stringify(figures));
    expect(k).toMatchObject({ width: 640, height: 360 });
    expect(Math.abs(figures.fxPct)).toBeLessThan(1);
    expect(Math.abs(figures.fyPct)).toBeLessThan(1);
    expect(Math.abs(figures.cxPx)).toBeLessThan(3);
    expect(Math.abs(figures.cyPx)).toBeLessThan(3);
    expect(calibration.rmsPx).toBeLessThan(0.5);
    expect(calibration.views).toBeGreaterThanOrEqual(6);
    expect(calibration.framesSearched).toBe(18);
    expect(calibration.current).toBe(true);

    // another practice sees none of it, cannot delete it nor read its video, nor calibrate from that video
    expect(await list(other)).toEqual([]);
    const foreignDelete = await server.graphql(DELETE, { id: calibration.id }, other);
    expect(foreignDelete.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const foreignUrl = await server.rest('GET', `/api/storage/presign?key=${encodeURIComponent(key)}`, {
      token: other,
    });
    expect(foreignUrl.body.code).not.toBe(200);
    const foreignCalibrate = await server.graphql(CALIBRATE, { name: 'Stolen', key }, other);
    expect(foreignCalibrate.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  }, 300_000);

  it('fails a video without the board with what to film, and a file that is no video cleanly', async () => {
    const path = join(dir, 'room.mp4');
    await writeCalibrationVideo({ intrinsics: TRUTH, outPath: path, framesPerShot: 1, noBoard: true });
    const room = await uploaded(demo, `${prefix}${CAMERA_CALIBRATION_FOLDER}room.mp4`, readFileSync(path));
    const junk = await uploaded(
      demo,
      `${prefix}${CAMERA_CALIBRATION_FOLDER}junk.mov`,
      Buffer.from('this is not a video '.repeat(500)),
    );
    const [a, b] = [await calibrate('Clinic phone', room), await calibrate('Tablet', junk)];
    failed = await settled(a.id);
    expect(failed).toMatchObject({
      status: 'failed',
      errorKey: 'CalibrationTooFewViews',
      errorValues: { views: 0, frames: 18, needed: 6 },
      intrinsics: null,
      current: false,
    });
    expect(failed.error).toMatch(/^The calibration board was seen in 0 distinct views of 18 frames, at least 6/);
    const unreadable = await settled(b.id);
    expect(unreadable).toMatchObject({ status: 'failed', errorKey: 'CaptureVideoUnreadable' });

    // the failed recalibration leaves the device's done calibration current
    const all = await list();
    expect(all.map((c) => c.id).slice(0, 3)).toEqual([b.id, a.id, calibration.id]);
    expect(all.find((c) => c.id === calibration.id)!.current).toBe(true);

    const notVideo = await server.graphql(CALIBRATE, { name: 'Phone', key: `${prefix}notes.txt` }, demo);
    expect(notVideo.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const unnamed = await server.graphql(CALIBRATE, { name: '   ', key: room }, demo);
    expect(unnamed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  }, 300_000);

  it('answers the same calls through REST, for its practice only', async () => {
    const key = await uploaded(
      demo,
      `${prefix}${CAMERA_CALIBRATION_FOLDER}rest.mov`,
      Buffer.from('not a video either '.repeat(200)),
    );
    const created = await server.rest<{ id: number }>('POST', '/api/capture/calibration', {
      token: demo,
      body: { device_name: ' Front  desk phone ', video_key: key },
    });
    expect(created.body).toMatchObject({
      code: 200,
      data: { device_name: 'Front desk phone', video_key: key, status: 'queued', current: false, intrinsics: null },
    });
    const id = created.body.data.id;
    expect(await settled(String(id))).toMatchObject({ status: 'failed', errorKey: 'CaptureVideoUnreadable' });

    type Listed = { list: { id: number; status: string; intrinsics: { fx: number } | null }[] };
    const listed = await server.rest<Listed>('GET', '/api/capture/calibration/list', { token: demo });
    const rows = listed.body.data.list;
    expect(rows.find((r) => r.id === id)).toMatchObject({ status: 'failed', intrinsics: null });
    expect(rows.find((r) => r.id === Number(calibration.id))!.intrinsics!.fx).toBeCloseTo(
      calibration.intrinsics!.fx,
      6,
    );

    for (const body of [
      { device_name: 'Phone', video_key: key, extra: 1 },
      { device_name: 42, video_key: key },
      { device_name: 'Phone' },
    ]) {
      const refused = await server.rest('POST', '/api/capture/calibration', { token: demo, body });
      expect(refused.body).toMatchObject({ code: 400, msg: 'Parameter error' });
    }
    const foreignList = await server.rest<Listed>('GET', '/api/capture/calibration/list', { token: other });
    expect(foreignList.body.data.list).toEqual([]);
    const foreignDelete = await server.rest('DELETE', `/api/capture/calibration/${id}`, { token: other });
    expect(foreignDelete.body.code).toBe(404);
    const foreignCalibrate = await server.rest('POST', '/api/capture/calibration', {
      token: other,
      body: { device_name: 'Stolen', video_key: key },
    });
    expect(foreignCalibrate.body.code).not.toBe(200);

    const deleted = await server.rest('DELETE', `/api/capture/calibration/${id}`, { token: demo });
    expect(deleted.body).toMatchObject({ code: 200, data: { id, deleted: true } });
    expect((await list()).some((c) => c.id === String(id))).toBe(false);
    expect(await server.runtime.services.storage.head(key)).toBeNull();
  }, 120_000);

  it('tracks a session with the calibration’s intrinsics; another practice cannot use it; delete removes it', async () => {
    const touches = pointerTouches(POINTS, { holdMs: 800, moveMs: 500 });
    const path = join(dir, 'registration.mp4');
    await writeSyntheticVideo({
      scene: defaultCaptureScene(SESSION_CAMERA),
      mandible: () => IDENTITY4,
      pointer: touches.pose,
      durationMs: touches.durationMs,
      fps: 30,
      outPath: path,
    });
    const bytes = readFileSync(path);
    const key = await uploaded(demo, `${prefix}capture/calibrated-registration.mp4`, bytes);
    const { caseId, groupId } = await facebowCase(demo, 'Calibrated patient');
    const session = (calibrationId: string | null, videoKey = key) => ({
      videos: [{ key: videoKey, kind: 'registration', name: 'registration' }],
      scanPointsMm: POINTS.flat(),
      calibrationId,
    });

    // a calibration that failed cannot be used
    const notDone = await server.graphql(SUBMIT, { id: groupId, session: session(failed.id) }, demo);
    expect(notDone.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'This camera calibration has not finished: choose a finished calibration or the phone default',
    });

    // nor can another practice use ours, on its own case with its own video
    const theirs = await facebowCase(other, 'Their patient');
    const theirKey = await uploaded(other, `${otherPrefix}capture/registration.mp4`, bytes);
    const stolen = await server.graphql(
      SUBMIT,
      { id: theirs.groupId, session: session(calibration.id, theirKey) },
      other,
    );
    expect(stolen.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const stolenRest = await server.rest('POST', '/api/capture/session', {
      token: other,
      body: {
        product_illcase_id: theirs.groupId,
        videos: [{ key: theirKey, kind: 'registration' }],
        scan_points: POINTS,
        calibration_id: Number(calibration.id),
      },
    });
    expect(stolenRest.body).toMatchObject({ code: 404, msg: 'Not found' });

    expect((await server.graphql(SUBMIT, { id: groupId, session: session(calibration.id) }, demo)).errors).toBe(
      undefined,
    );
    type Task = { status: string; error: string | null; result: Record<string, unknown> | null };
    let task: Task | undefined;
    for (const started = Date.now(); Date.now() - started < 300_000; await sleep(500)) {
      task = (
        await server.graphql<{ caseTask: Task }>(
          `query($id: ID!) { caseTask(caseGroupId: $id) { status error result } }`,
          { id: groupId },
          demo,
        )
      ).data!.caseTask;
      if (['Finished', 'Failed', 'Abnormal'].includes(task.status)) break;
    }
    expect(task!.status, task!.error ?? '').toBe('Finished');
    expect(task!.result).toMatchObject({ calibrationId: Number(calibration.id), touches: 3 });
    console.info('registration with the calibrated camera: residual mm', task!.result!.registrationResidualMm);
    expect(task!.result!.registrationResidualMm).toBeLessThan(0.5);
    const recordings = await server.graphql<{ jawRecordings: { url: string }[] }>(
      `query($c: ID!) { jawRecordings(caseId: $c) { url } }`,
      { c: caseId },
      demo,
    );
    const [recording] = recordings.data!.jawRecordings;
    const trajectory = decodeTrajectory(new Uint8Array(await (await fetch(recording!.url)).arrayBuffer()));
    expect(trajectory.header.warnings).not.toContain('default-intrinsics');
    const kept = await server.graphql<{ captureSession: { calibrationId: string | null } }>(
      `query($id: ID!) { captureSession(caseGroupId: $id) { calibrationId } }`,
      { id: groupId },
      demo,
    );
    expect(kept.data!.captureSession.calibrationId).toBe(calibration.id);

    // deleting the calibration removes it and its video (the session already submitted keeps its intrinsics)
    const deleted = await server.graphql<{ deleteCameraCalibration: boolean }>(DELETE, { id: calibration.id }, demo);
    expect(deleted.data?.deleteCameraCalibration).toBe(true);
    expect((await list()).some((c) => c.id === calibration.id)).toBe(false);
    expect(await server.runtime.services.storage.head(calibration.videoKey)).toBeNull();
    const again = await server.graphql(SUBMIT, { id: groupId, session: session(calibration.id) }, demo);
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  }, 600_000);
});
