import { suggestMarks } from '@odontia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { upload } from '../../test/upload.js';
import { clipBytes } from '../../test/video.js';

let server: TestServer;
let demo: string;
let other: { token: string; userId: number };
let caseId: number;
let prefix: string;

// a valid 1x1 PNG; the capture rules read names, sizes and video timestamps, not pixels
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  server = await startTestServer({ env: { IN_PROCESS_WORKER: '1' } });
  demo = await server.demoToken();
  other = await server.createPractice('13700001701');
  const patient = await server.rest<{ id: number }>('POST', '/api/patient', {
    token: demo,
    body: { name: 'Face patient', level: 1 },
  });
  const created = await server.rest<{ id: number }>('POST', '/api/illcase/create/case', {
    token: demo,
    body: { pid: patient.body.data.id, product_id: 2, record_name: 'SmartFace' },
  });
  expect(created.body.code, created.body.msg).toBe(200);
  caseId = created.body.data.id;
  const workspace = await gql<{ faceWorkspace: { captureFolder: string } }>(
    'query($caseId: ID!) { faceWorkspace(caseId: $caseId) { captureFolder } }',
    { caseId },
  );
  prefix = workspace.data!.faceWorkspace.captureFolder;
});
afterAll(() => server?.stop());

type Reply<T> = { data?: T; errors?: { extensions: { code: string; message: string } }[] };
const gql = <T>(query: string, variables: Record<string, unknown>, token: string | undefined = demo) =>
  server.graphql<T>(query, variables, token) as Promise<Reply<T>>;
const errorOf = (reply: Reply<unknown>) => reply.errors?.[0]?.extensions;

/** Stores `count` photos as the browser's upload would leave them (first through the real upload path). */
async function putPhotos(expression: string, count: number, from = 0): Promise<string[]> {
  const keys = Array.from({ length: count }, (_, i) => `${prefix}${expression}/p${from + i}.png`);
  await upload(server, demo, keys[0]!, PNG, 'image');
  await Promise.all(
    keys
      .slice(1)
      .map((key) => server.runtime.services.storage.putObject(server.runtime.orm.em.fork(), key, PNG, 'image/png')),
  );
  return keys;
}

const ADD = `mutation($caseId: ID!, $expression: String!, $keys: [String!]!) {
  addFaceCaptures(caseId: $caseId, expression: $expression, keys: $keys) { id kind durationMs } }`;
const add = (expression: string, keys: string[], token = demo, id = caseId) =>
  gql<{ addFaceCaptures: { id: string; kind: string; durationMs: number | null }[] }>(
    ADD,
    { caseId: id, expression, keys },
    token,
  );
const SUBMIT = 'mutation($caseId: ID!) { submitFaceReconstruction(caseId: $caseId) }';

describe('face captures (seed 001 section 5)', () => {
  it('takes at most 100 photos per upload and 200 in all; 30 are needed to submit', async () => {
    const batch = await putPhotos('neutral', 101);
    expect(errorOf(await add('neutral', batch))?.message).toBe('Upload at most 100 photos at a time');
    expect((await add('neutral', batch.slice(0, 29))).data!.addFaceCaptures).toHaveLength(29);
    expect(errorOf(await gql(SUBMIT, { caseId }))?.message).toBe(
      'Please upload 30-200 photos or a video longer than 10s',
    );
    expect((await add('neutral', batch.slice(29, 100))).data!.addFaceCaptures).toHaveLength(71);
    const more = await putPhotos('neutral', 101, 101);
    expect((await add('neutral', more.slice(0, 100))).data!.addFaceCaptures).toHaveLength(100);
    expect(errorOf(await add('neutral', more.slice(100)))?.message).toBe(
      'Please upload 30-200 photos or a video longer than 10s',
    );
  });

  it('reads a video duration from the file: 9.5 s is refused, 12 s accepted; never mixed with photos', async () => {
    const short = `${prefix}smile/short.mp4`;
    const long = `${prefix}smile/long.mp4`;
    expect((await upload(server, demo, short, clipBytes(9.5), 'video')).body.code).toBe(200);
    expect((await upload(server, demo, long, clipBytes(12), 'video')).body.code).toBe(200);
    expect(errorOf(await add('smile', [short]))?.message).toBe('Video duration must be greater than 10s');
    const accepted = await add('smile', [long]);
    expect(accepted.data!.addFaceCaptures[0]!.kind).toBe('video');
    expect(accepted.data!.addFaceCaptures[0]!.durationMs).toBeCloseTo(12_000, -1);
    const photo = await putPhotos('smile', 1, 500);
    expect(errorOf(await add('smile', photo))?.message).toBe(
      'Use either photos or one video for an expression, not both',
    );
    expect(errorOf(await add('open_mouth', ['cases/1/face.txt']))?.code).toBe('BAD_USER_INPUT');
    expect(errorOf(await add('open_mouth', ['other-practice/cases/1/x.png']))?.message).toBe('Permission denied');
  });

  it('deletes only a selection, only of its own practice', async () => {
    const DELETE = 'mutation($ids: [ID!]!) { deleteFaceCaptures(ids: $ids) }';
    expect(errorOf(await gql(DELETE, { ids: [] }))?.message).toBe('Please select the photo or video to delete');
    const list = await gql<{ faceWorkspace: { captures: { id: string; expression: string }[] } }>(
      'query($caseId: ID!) { faceWorkspace(caseId: $caseId) { captures { id expression } } }',
      { caseId },
    );
    const neutral = list.data!.faceWorkspace.captures.filter((c) => c.expression === 'neutral');
    expect(neutral).toHaveLength(200);
    expect(errorOf(await gql(DELETE, { ids: [neutral[0]!.id] }, other.token))?.code).toBe('NOT_FOUND');
    expect(
      (await gql<{ deleteFaceCaptures: number }>(DELETE, { ids: [neutral[0]!.id] })).data!.deleteFaceCaptures,
    ).toBe(1);
  });

  it('queues the reconstruction on the SmartFace task; photos without a face fail, the user may change them and retry', async () => {
    const reply = await gql<{ submitFaceReconstruction: string }>(SUBMIT, { caseId });
    expect(reply.errors).toBeUndefined();
    type Task = { caseTask: { status: string; position: number; estimatedMinutes: number; error: string | null } };
    const TASK = 'query($id: ID!) { caseTask(caseGroupId: $id) { status position estimatedMinutes error } }';
    const id = reply.data!.submitFaceReconstruction;
    const queued = await gql<Task>(TASK, { id });
    expect(queued.data!.caseTask.estimatedMinutes).toBeGreaterThan(0);
    let task = queued.data!.caseTask;
    for (let i = 0; i < 600 && task.status === 'ToBeDesigned'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      task = (await gql<Task>(TASK, { id })).data!.caseTask;
    }
    // the reconstruction tool really ran on these captures: blank 1x1 images hold no face
    expect(task.status).toBe('Failed');
    expect(task.error).toBeTruthy();
    expect(errorOf(await gql(SUBMIT, { caseId }, other.token))?.code).toBe('NOT_FOUND');
    expect(
      errorOf(
        await gql(`mutation($caseId: ID!) { submitFaceReconstruction(caseId: $caseId, expression: "open_mouth") }`, {
          caseId,
        }),
      )?.message,
    ).toBe('Please upload 30-200 photos or a video longer than 10s');
    expect((await gql(SUBMIT, { caseId })).errors).toBeUndefined();
    // not twice at once
    expect(errorOf(await gql(SUBMIT, { caseId }))?.code).toBe('CONFLICT');
    const CANCEL = 'mutation($id: ID!) { cancelCaseTask(caseGroupId: $id) { status } }';
    expect((await gql(CANCEL, { id })).errors).toBeUndefined();
    // after a model was made (to be confirmed), the next expression's model, or a new one, may be made
    await server.runtime.orm.em.fork().execute('update case_task set status = 2 where case_group_id = ?', [Number(id)]);
    expect((await gql(SUBMIT, { caseId })).errors).toBeUndefined();
    expect((await gql<Task>(TASK, { id })).data!.caseTask.status).toBe('ToBeDesigned');
    expect((await gql(CANCEL, { id })).errors).toBeUndefined();
  }, 400_000);
});

/** The reconstruction's landmark file (facerecon's contract) of a face with known marks. */
type Point = [number, number, number];

function landmarksFile() {
  const landmarks: Point[] = Array.from({ length: 468 }, () => [0, 0, 0]);
  const set = (i: number, p: Point) => (landmarks[i] = p);
  set(10, [0, 60, 5]);
  set(152, [0, -120, 5]);
  set(13, [0, -60, 12]);
  set(133, [-16, 0, -2]);
  set(362, [16, 0, -2]);
  set(64, [-17.5, -45, 6]);
  set(294, [17.5, -45, 6]);
  return {
    version: 1,
    expression: 'neutral',
    landmarks,
    iris: { left: [31, 0, 0] as Point, right: [-31, 0, 0] as Point, diameterMm: 11.7 },
    scale: { method: 'iris', mmPerUnit: 1 },
    ipdMm: 62,
    views: 40,
    rmsReprojectionPx: 1,
  };
}

const DESIGN = `status marks parameters result confirmedAt`;
type Design = {
  status: string;
  parameters: Record<string, unknown>;
  result: { teeth: { fdi: number; apparentWidthMm: number }[] } | null;
};
const MARKS = `mutation($caseId: ID!, $marks: JSONObject!) { saveFaceMarks(caseId: $caseId, marks: $marks) { ${DESIGN} } }`;
const PARAMS = `mutation($caseId: ID!, $p: JSONObject!) { saveSmileParameters(caseId: $caseId, parameters: $p) { ${DESIGN} } }`;
const SUBMIT_DESIGN = `mutation($caseId: ID!) { submitSmileDesign(caseId: $caseId) { ${DESIGN} } }`;
const CONFIRM = `mutation($caseId: ID!) { confirmSmileDesign(caseId: $caseId) { ${DESIGN} } }`;
const SHARE =
  'mutation($caseId: ID!, $days: Int) { createFaceShareLink(caseId: $caseId, days: $days) { id token expiresAt } }';
const REVOKE = 'mutation($id: ID!) { revokeFaceShareLink(id: $id) { id revokedAt } }';
const OPEN =
  'query($token: String!) { sharedSmile(token: $token) { result parameters faceUrl landmarksUrl smilePhotoUrl smileLandmarksUrl expiresAt } }';

describe('marking and smile design', () => {
  it('needs the midline first, the face model before designing, then designs, edits and confirms', async () => {
    const file = landmarksFile();
    const marks = suggestMarks(file);
    expect(errorOf(await gql(MARKS, { caseId, marks: { pupils: marks.pupils } }))?.message).toBe(
      'Please mark the midline first',
    );
    expect(errorOf(await gql(SUBMIT_DESIGN, { caseId }))?.message).toBe('Please generate the face model first');
    const folder = prefix.replace(/face-captures\/$/, 'face/neutral/');
    await server.runtime.services.storage.putObject(
      server.runtime.orm.em.fork(),
      `${folder}landmarks.json`,
      Buffer.from(JSON.stringify(file)),
    );
    await server.runtime.services.storage.putObject(
      server.runtime.orm.em.fork(),
      `${folder}face.glb`,
      Buffer.from('glTF'),
    );
    expect(
      (await gql(MARKS, { caseId, marks: { midline: marks.midline, pupils: marks.pupils } })).errors,
    ).toBeUndefined();
    expect(errorOf(await gql(SUBMIT_DESIGN, { caseId }))?.message).toBe(
      'Please mark the interpupillary line, the upper lip, the eyes and the nose wings',
    );
    expect(errorOf(await gql(MARKS, { caseId, marks: { midline: [[0, 1]] } }))?.code).toBe('BAD_USER_INPUT');
    expect((await gql(MARKS, { caseId, marks })).errors).toBeUndefined();
    expect(errorOf(await gql(SHARE, { caseId }))?.message).toBe('Please generate the face model first');

    const designed = await gql<{ submitSmileDesign: Design }>(SUBMIT_DESIGN, { caseId });
    expect(designed.data!.submitSmileDesign.status).toBe('to_be_confirmed');
    const teeth = designed.data!.submitSmileDesign.result!.teeth;
    expect(teeth.map((t) => t.fdi)).toEqual([13, 12, 11, 21, 22, 23]);
    // golden proportion from the 35 mm alar base
    expect(teeth[3]!.apparentWidthMm).toBeCloseTo(8.749873, 5);

    expect(errorOf(await gql(PARAMS, { caseId, p: { redPercent: 90 } }))?.code).toBe('BAD_USER_INPUT');
    const red = await gql<{ saveSmileParameters: Design }>(PARAMS, {
      caseId,
      p: { proportion: 'red', redPercent: 75 },
    });
    expect(red.data!.saveSmileParameters.result!.teeth[3]!.apparentWidthMm).toBeCloseTo(7.567568, 5);
    expect(errorOf(await gql(MARKS, { caseId, marks }, other.token))?.code).toBe('NOT_FOUND');
    expect(errorOf(await gql(CONFIRM, { caseId }, other.token))?.code).toBe('NOT_FOUND');

    const confirmed = await gql<{ confirmSmileDesign: Design }>(CONFIRM, { caseId });
    expect(confirmed.data!.confirmSmileDesign.status).toBe('finished');
    expect(errorOf(await gql(PARAMS, { caseId, p: { incisalShowMm: 3 } }))?.code).toBe('CONFLICT');
  });
});

describe('share links', () => {
  it('open without sign-in, expire after 7 days by default, refuse when revoked or expired, reveal nothing else', async () => {
    const created = await gql<{ createFaceShareLink: { id: string; token: string; expiresAt: string } }>(SHARE, {
      caseId,
    });
    const link = created.data!.createFaceShareLink;
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.token).not.toBe(String(caseId));
    const days = (new Date(link.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    type Shared = {
      result: { teeth: unknown[] };
      faceUrl: string;
      landmarksUrl: string;
      smilePhotoUrl: string | null;
      smileLandmarksUrl: string | null;
    };
    const opened = await gql<{ sharedSmile: Shared }>(OPEN, { token: link.token }, undefined);
    expect(opened.errors).toBeUndefined();
    expect(opened.data!.sharedSmile.result.teeth).toHaveLength(6);
    expect(opened.data!.sharedSmile.faceUrl).toContain('face.glb');
    expect(opened.data!.sharedSmile.landmarksUrl).toContain('/face/neutral/landmarks.json');
    // the smile photo preview once the case has a smile model: the open-mouth one when only it has
    expect(opened.data!.sharedSmile.smilePhotoUrl).toBeNull();
    const put = (key: string) =>
      server.runtime.services.storage.putObject(server.runtime.orm.em.fork(), key, Buffer.from('x'));
    const models = prefix.replace(/face-captures\/$/, 'face/');
    for (const file of ['face.glb', 'landmarks.json', 'front.jpg']) await put(`${models}open_mouth/${file}`);
    const openMouth = (await gql<{ sharedSmile: Shared }>(OPEN, { token: link.token }, undefined)).data!.sharedSmile;
    expect(openMouth.smilePhotoUrl).toContain('/face/open_mouth/front.jpg');
    for (const file of ['face.glb', 'landmarks.json', 'front.jpg']) await put(`${models}smile/${file}`);
    const smiling = (await gql<{ sharedSmile: Shared }>(OPEN, { token: link.token }, undefined)).data!.sharedSmile;
    expect(smiling.smilePhotoUrl).toContain('/face/smile/front.jpg');
    expect(smiling.smileLandmarksUrl).toContain('/face/smile/landmarks.json');
    // the token opens this design only: the signed-in queries stay closed to it
    expect(
      errorOf(await gql('query($caseId: ID!) { faceWorkspace(caseId: $caseId) { caseId } }', { caseId }, link.token))
        ?.code,
    ).toBe('UNAUTHENTICATED');
    expect(errorOf(await gql(OPEN, { token: 'x'.repeat(43) }, undefined))?.code).toBe('NOT_FOUND');
    expect(errorOf(await gql(OPEN, { token: String(caseId) }, undefined))?.code).toBe('NOT_FOUND');

    expect(errorOf(await gql(REVOKE, { id: link.id }, other.token))?.code).toBe('NOT_FOUND');
    expect((await gql(REVOKE, { id: link.id })).errors).toBeUndefined();
    expect(errorOf(await gql(OPEN, { token: link.token }, undefined))?.message).toBe(
      'This share link was withdrawn, please ask your doctor for a new one',
    );

    const second = (await gql<{ createFaceShareLink: { id: string; token: string } }>(SHARE, { caseId, days: 1 })).data!
      .createFaceShareLink;
    expect((await gql(OPEN, { token: second.token }, undefined)).errors).toBeUndefined();
    await server.runtime.orm.em
      .fork()
      .execute("update face_share_link set expires_at = now() - interval '1 second' where id = ?", [Number(second.id)]);
    expect(errorOf(await gql(OPEN, { token: second.token }, undefined))?.message).toBe(
      'This share link has expired, please ask your doctor for a new one',
    );
    expect(errorOf(await gql(SHARE, { caseId }, other.token))?.code).toBe('NOT_FOUND');
  });
});
