import {
  decodeTrajectory,
  encodeTrajectory,
  MovementType,
  trajectoryFromFrames,
  trajectoryToCsv,
  type Trajectory,
} from '@odontia/shared';
import { JawKinematics, motionTrajectory, motionTruth, phantomParams } from '@odontia/phantom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { JawRecording } from './jaw-recording.entity.js';

let server: TestServer;
let demo: string;
let other: { token: string; userId: number };
let caseId: number;
let practiceId: number;
const kin = new JawKinematics(phantomParams());
const motions = [MovementType.maxopen, MovementType.forward, MovementType.left, MovementType.right];

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.demoToken();
  other = await server.createPractice('13700000901');
  const patient = await server.rest<{ id: number }>('POST', '/api/patient', {
    token: demo,
    body: { name: 'Jaw patient', level: 1 },
  });
  const created = await server.rest<{ id: number }>('POST', '/api/illcase/create/case', {
    token: demo,
    body: { pid: patient.body.data.id, product_id: 1, record_name: 'Facebow' },
  });
  expect(created.body.code, created.body.msg).toBe(200);
  caseId = created.body.data.id;
  const [row] = await server.runtime.orm.em
    .fork()
    .execute<{ practice_id: number }[]>('select practice_id from medical_case where id = ?', [caseId]);
  practiceId = row!.practice_id;
});
afterAll(() => server?.stop());

const store = (t: Trajectory, name: string, practice = practiceId, id: unknown = caseId) =>
  server.runtime.services.jawRecordings.store(server.runtime.orm.em.fork(), practice, id, { name }, t);

type Recording = {
  id: string;
  caseId: string;
  kind: string;
  movementType: number | null;
  source: string;
  frameCount: number;
  validFrames: number;
  durationMs: number;
  meanQuality: number;
  url: string;
};
const LIST = `query($caseId: ID!) { jawRecordings(caseId: $caseId) {
  id caseId kind movementType source name frameCount validFrames durationMs fps meanQuality size url } }`;

describe('jaw recordings (the trajectory data contract)', () => {
  it('stores trajectories as OJTR files under the case prefix and lists them through GraphQL', async () => {
    for (const type of motions) await store(motionTrajectory(kin, type), `phantom ${type}`);
    const reply = await server.graphql<{ jawRecordings: Recording[] }>(LIST, { caseId }, demo);
    expect(reply.errors).toBeUndefined();
    const list = reply.data!.jawRecordings;
    expect(list.map((r) => r.movementType)).toEqual(motions);
    expect(list[0]).toMatchObject({
      caseId: String(caseId),
      kind: 'movement',
      source: 'synthetic',
      frameCount: 300,
      validFrames: 300,
      meanQuality: 1,
    });
    expect(list[0]!.durationMs).toBeCloseTo((299 * 1000) / 30, 2);
    const rows = await server.runtime.orm.em.fork().find(JawRecording, { caseId }, { orderBy: { id: 'asc' } });
    expect(rows[0]!.key).toMatch(new RegExp(`cases/${caseId}/trajectory/${rows[0]!.id}\\.ojtr$`));
    // the presigned URL serves the very file, which decodes to the stored poses
    const bytes = new Uint8Array(await (await fetch(list[1]!.url)).arrayBuffer());
    expect(bytes).toEqual(encodeTrajectory(motionTrajectory(kin, MovementType.forward)));
    expect(decodeTrajectory(bytes).header.movementType).toBe(MovementType.forward);
  });

  it('summarises missing frames and refuses trajectories that break the contract', async () => {
    const withGaps = trajectoryFromFrames(
      { kind: 'stable', movementType: null, registrationResidualMm: 0.2, source: 'video', fps: 30, warnings: [] },
      [
        { timeMs: 0, matrix: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1], quality: 0.8 },
        { timeMs: 33, matrix: null, quality: 0 },
      ],
    );
    const saved = await store(withGaps, 'stable 1');
    expect(saved).toMatchObject({ kind: 'stable', movementType: null, validFrames: 1, frameCount: 2 });
    expect(saved.meanQuality).toBeCloseTo(0.4, 6);
    const bad = motionTrajectory(kin, MovementType.chew);
    bad.header.movementType = 12;
    await expect(store(bad, 'bad')).rejects.toMatchObject({ key: 'ParameterError' });
    const backwards = motionTrajectory(kin, MovementType.chew);
    backwards.times[5] = 1;
    await expect(store(backwards, 'bad')).rejects.toMatchObject({ key: 'ParameterError' });
  });

  it('never leaves a row without its file', async () => {
    const storage = server.runtime.services.storage;
    const put = storage.putObject.bind(storage);
    const before = await server.runtime.orm.em.fork().count(JawRecording, {});
    storage.putObject = () => Promise.reject(new Error('S3 down'));
    try {
      await expect(store(motionTrajectory(kin, MovementType.chew), 'lost')).rejects.toThrow('S3 down');
    } finally {
      storage.putObject = put;
    }
    expect(await server.runtime.orm.em.fork().count(JawRecording, {})).toBe(before);
  });

  it('refuses another practice: its case, its recordings and their URLs answer not found', async () => {
    const [first] = (await server.graphql<{ jawRecordings: Recording[] }>(LIST, { caseId }, demo)).data!.jawRecordings;
    const listed = await server.graphql(LIST, { caseId }, other.token);
    expect(listed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const one = await server.graphql(
      `query($id: ID!) { jawRecording(id: $id) { id url } }`,
      { id: first!.id },
      other.token,
    );
    expect(one.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const otherPractice = (
      await server.runtime.orm.em
        .fork()
        .execute<{ practice_id: number }[]>('select practice_id from app_user where id = ?', [other.userId])
    )[0]!.practice_id;
    await expect(store(motionTrajectory(kin, MovementType.chew), 'x', otherPractice)).rejects.toMatchObject({
      key: 'NotFound',
    });
  });
});

describe('jaw analysis through GraphQL', () => {
  const ANALYSIS = `query($caseId: ID!, $plane: String) { jawAnalysis(caseId: $caseId, referencePlane: $plane) {
    referencePlane condyleSource frankfortOffsetDeg lc rc
    recordings { recordingId movementType maxOpeningMm bennettAngleDeg immediateSideShiftMm nonWorkingSide
      condylarInclination { side at3mmDeg at5mmDeg } hingeAxis { lc rc frames } }
    summary { maxOpeningMm condylarInclinationLeft5mmDeg condylarInclinationRight3mmDeg bennettLeftDeg bennettRightDeg
      immediateSideShiftLeftMm incisalGuidanceSagittalDeg }
    methods } }`;
  type Analysis = {
    referencePlane: string;
    condyleSource: string;
    frankfortOffsetDeg: number | null;
    lc: number[];
    summary: Record<string, number | null>;
    recordings: { movementType: number | null; hingeAxis: { frames: number } | null }[];
    methods: Record<string, string>;
  };

  it('computes the clinical values of the stored phantom motions, matching their truth', async () => {
    const reply = await server.graphql<{ jawAnalysis: Analysis }>(ANALYSIS, { caseId, plane: 'frankfort' }, demo);
    expect(reply.errors).toBeUndefined();
    const a = reply.data!.jawAnalysis;
    // the opening recording gives the kinematic axis; the Frankfort plane is the occlusal plane + 10°
    expect(a).toMatchObject({ referencePlane: 'frankfort', condyleSource: 'kinematic', frankfortOffsetDeg: 10 });
    const g = kin.geometry;
    a.lc.forEach((v, k) => expect(v).toBeCloseTo(g.lc[k]!, 2));
    const protrusion = motionTruth(kin, MovementType.forward).condylarInclinationDeg!;
    const s = a.summary;
    expect(s.maxOpeningMm!).toBeCloseTo(45, 2);
    expect(Math.abs(s.condylarInclinationLeft5mmDeg! - protrusion.at5mm.frankfort)).toBeLessThan(0.05);
    expect(Math.abs(s.condylarInclinationRight3mmDeg! - protrusion.at3mm.frankfort)).toBeLessThan(0.05);
    expect(s.bennettLeftDeg!).toBeCloseTo(10, 2);
    expect(s.bennettRightDeg!).toBeCloseTo(10, 2);
    expect(s.immediateSideShiftLeftMm!).toBeCloseTo(0.5, 2);
    expect(s.incisalGuidanceSagittalDeg!).toBeCloseTo(55, 1);
    expect(a.recordings.find((r) => r.movementType === MovementType.maxopen)!.hingeAxis!.frames).toBeGreaterThan(5);
    expect(a.methods.bennettAngle).toMatch(/non-working condyle/i);

    const occlusal = await server.graphql<{ jawAnalysis: Analysis }>(ANALYSIS, { caseId, plane: 'occlusal' }, demo);
    expect(occlusal.data!.jawAnalysis.summary.condylarInclinationLeft5mmDeg).toBeCloseTo(protrusion.at5mm.occlusal, 1);
    const bad = await server.graphql(ANALYSIS, { caseId, plane: 'camper' }, demo);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const foreign = await server.graphql(ANALYSIS, { caseId }, other.token);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('destroying records', () => {
  it('removes the case’s recordings and their files for good', async () => {
    const patient = await server.rest<{ id: number }>('POST', '/api/patient', {
      token: demo,
      body: { name: 'Short-lived', level: 1 },
    });
    const created = await server.rest<{ id: number }>('POST', '/api/illcase/create/case', {
      token: demo,
      body: { pid: patient.body.data.id, record_name: 'to destroy' },
    });
    const id = created.body.data.id;
    const saved = await store(motionTrajectory(kin, MovementType.chew), 'chew', practiceId, id);
    const storage = server.runtime.services.storage;
    expect(await storage.head(saved.key)).not.toBeNull();
    const gone = await server.rest('DELETE', `/api/illcase/destroy/${id}`, { token: demo });
    expect(gone.body.code, gone.body.msg).toBe(200);
    expect(await server.runtime.orm.em.fork().count(JawRecording, { caseId: id })).toBe(0);
    expect(await storage.head(saved.key)).toBeNull();
  });
});

describe('demo practice', () => {
  it('has the phantom’s nine motions (and stable collections) on its digital facebow case, analysed to their truth', async () => {
    const [row] = await server.runtime.orm.em.fork().execute<{ id: number }[]>(
      `select c.id from medical_case c join patient p on p.id = c.patient_id
        where p.memo = 'PHANTOM' and p.practice_id = ?`,
      [practiceId],
    );
    const listed = await server.graphql<{ jawRecordings: Recording[] }>(LIST, { caseId: row!.id }, demo);
    const movements = listed.data!.jawRecordings.filter((r) => r.kind === 'movement');
    expect(movements.map((r) => r.movementType)).toEqual(Object.values(MovementType));
    const analysis = await server.graphql<{ jawAnalysis: { summary: Record<string, number> } }>(
      `query($caseId: ID!) { jawAnalysis(caseId: $caseId) { summary { maxOpeningMm bennettRightDeg } } }`,
      { caseId: row!.id },
      demo,
    );
    expect(analysis.data!.jawAnalysis.summary.maxOpeningMm).toBeCloseTo(45, 2);
    expect(analysis.data!.jawAnalysis.summary.bennettRightDeg).toBeCloseTo(10, 2);
  });
});

describe('import of trajectory files', () => {
  const IMPORT = `mutation($caseId: ID!, $key: String!, $kind: String, $movementType: Int) {
    importJawRecording(caseId: $caseId, key: $key, name: "device export", kind: $kind, movementType: $movementType) {
      id kind movementType source frameCount validFrames } }`;
  it('imports an uploaded OJTR or CSV file into the case; another practice’s key is refused', async () => {
    const storage = server.runtime.services.storage;
    const [p] = await server.runtime.orm.em
      .fork()
      .execute<{ storage_prefix: string }[]>('select storage_prefix from practice where id = ?', [practiceId]);
    const prefix = p!.storage_prefix;
    const ojtr = `${prefix}uploads/opening.ojtr`;
    await storage.putObject(
      server.runtime.orm.em.fork(),
      ojtr,
      encodeTrajectory(motionTrajectory(kin, MovementType.maxopen)),
    );
    const a = await server.graphql<{ importJawRecording: Recording }>(IMPORT, { caseId, key: ojtr }, demo);
    expect(a.errors).toBeUndefined();
    expect(a.data!.importJawRecording).toMatchObject({ movementType: 7, source: 'import', frameCount: 300 });

    const csv = `${prefix}uploads/zebris.csv`;
    await storage.putObject(
      server.runtime.orm.em.fork(),
      csv,
      new TextEncoder().encode(trajectoryToCsv(motionTrajectory(kin, MovementType.left))),
    );
    const b = await server.graphql<{ importJawRecording: Recording }>(
      IMPORT,
      { caseId, key: csv, kind: 'movement', movementType: 0 },
      demo,
    );
    expect(b.data!.importJawRecording).toMatchObject({ kind: 'movement', movementType: 0, validFrames: 300 });
    const untyped = await server.graphql(IMPORT, { caseId, key: csv }, demo);
    expect(untyped.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const garbage = `${prefix}uploads/garbage.csv`;
    await storage.putObject(server.runtime.orm.em.fork(), garbage, new TextEncoder().encode('hello\n'));
    const bad = await server.graphql(IMPORT, { caseId, key: garbage, movementType: 1 }, demo);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const foreign = await server.graphql(IMPORT, { caseId, key: ojtr }, other.token);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('REST mirror', () => {
  it('lists, reads and analyses recordings in the legacy envelope; another practice gets 404', async () => {
    const list = await server.rest<{ list: { id: number; movement_type: number; url: string }[]; total: number }>(
      'GET',
      `/api/trajectory/list?case_id=${caseId}`,
      { token: demo },
    );
    expect(list.body.code).toBe(200);
    expect(list.body.data.list[0]).toMatchObject({ movement_type: MovementType.maxopen });
    const one = await server.rest<{ id: number; frame_count: number }>(
      'GET',
      `/api/trajectory/${list.body.data.list[0]!.id}`,
      { token: demo },
    );
    expect(one.body.data.frame_count).toBe(300);
    const analysis = await server.rest<{ summary: { maxOpeningMm: number } }>(
      'GET',
      `/api/trajectory/analysis?case_id=${caseId}&reference_plane=occlusal`,
      { token: demo },
    );
    expect(analysis.body.data.summary.maxOpeningMm).toBeCloseTo(45, 2);
    // the reference planes' sources and angles, as GraphQL gives them: no landmarks on this case
    const planes = await server.rest<{
      referencePlane: string;
      reference: { planeSources: { frankfort: { kind: string }; alaTragus: { kind: string } }; midline: unknown };
      occlusalToFrankfortDeg: number;
      occlusalToAlaTragusDeg: number;
      dentalMidlineOffsetMm: number | null;
    }>('GET', `/api/trajectory/analysis?case_id=${caseId}&reference_plane=alaTragus`, { token: demo });
    expect(planes.body.data).toMatchObject({
      referencePlane: 'alaTragus',
      reference: { planeSources: { frankfort: { kind: 'occlusal-offset' }, alaTragus: { kind: 'occlusal-offset' } } },
      dentalMidlineOffsetMm: null,
    });
    expect(planes.body.data.reference.midline).toBeNull();
    expect(planes.body.data.occlusalToFrankfortDeg).toBeCloseTo(10, 9);
    expect(planes.body.data.occlusalToAlaTragusDeg).toBeCloseTo(0, 9);
    const theirs = await server.rest('GET', `/api/trajectory/list?case_id=${caseId}`, { token: other.token });
    expect(theirs.body.code).toBe(404);
  });
});
