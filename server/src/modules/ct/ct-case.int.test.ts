import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { facialLandmarks, phantomParams } from '@odontia/phantom';
import { axisAngle4, OCCLUSAL_PLANE, tiltedPlane, transformPoint } from '@odontia/shared';
import { facebowParams } from '../trajectory/trajectory-case.service.js';

let server: TestServer;
let demo: string;
let other: string;
let ctCase: string;

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.demoToken();
  other = (await server.createPractice('13700000961')).token;
  const [row] = await server.runtime.orm.em.fork().execute<{ id: number }[]>(
    `select c.id from medical_case c join patient p on p.id = c.patient_id join case_group g on g.id = c.group_id
      where p.memo = 'PHANTOM' and g.product_id = 3`,
  );
  ctCase = String(row!.id);
});
afterAll(() => server?.stop());

const SET = `mutation($caseId: ID!, $lc: [Float!]!, $rc: [Float!]!) {
  setCaseCondylePoints(caseId: $caseId, lc: $lc, rc: $rc) { config } }`;

describe('CT condyle points and the scan registration', () => {
  it('are saved into the facebow configuration the jaw analysis reads', async () => {
    const lc = [50.2, 34.4, -85.5],
      rc = [-49.8, 34.7, -85.7];
    const set = await server.graphql<{ setCaseCondylePoints: { config: Record<string, unknown> } }>(
      SET,
      { caseId: ctCase, lc, rc },
      demo,
    );
    expect(set.errors).toBeUndefined();
    expect(set.data!.setCaseCondylePoints.config).toMatchObject({ ctLc: lc, ctRc: rc });
    // The analysis's own reading of the saved configuration takes the CT's condyles.
    expect(facebowParams(set.data!.setCaseCondylePoints.config).ctCondyles).toEqual({ lc, rc });
  });

  it('refuses points on the wrong sides or far outside the head, and other practices', async () => {
    const swapped = await server.graphql(SET, { caseId: ctCase, lc: [-50, 34, -85], rc: [50, 34, -85] }, demo);
    expect(swapped.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const far = await server.graphql(SET, { caseId: ctCase, lc: [5000, 0, 0], rc: [-50, 34, -85] }, demo);
    expect(far.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const short = await server.graphql(SET, { caseId: ctCase, lc: [50, 34], rc: [-50, 34, -85] }, demo);
    expect(short.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const foreign = await server.graphql(SET, { caseId: ctCase, lc: [50, 34, -85], rc: [-50, 34, -85] }, other);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  const REGISTER = `mutation($caseId: ID!, $matrix: [Float!]!, $rmsMm: Float!) {
    setCaseCtRegistration(caseId: $caseId, matrix: $matrix, rmsMm: $rmsMm) { config } }`;
  const ANALYSIS = `query($caseId: ID!) { jawAnalysis(caseId: $caseId) { condyleSource lc rc ctRegistration ctRegistrationRmsMm } }`;

  it('saves the scans’ registration; the analysis takes the CT’s condyles into the scan frame through it', async () => {
    const lcOnCt = [50.2, 34.4, -85.5],
      rcOnCt = [-49.8, 34.7, -85.7];
    await server.graphql(SET, { caseId: ctCase, lc: lcOnCt, rc: rcOnCt }, demo);
    // the scanner's frame: turned 20 degrees and moved against the CT
    const matrix = axisAngle4([0.3, 0.9, 0.1], 20, [0, 0, 0], [12, -30, 8]);
    const saved = await server.graphql<{ setCaseCtRegistration: { config: Record<string, unknown> } }>(
      REGISTER,
      { caseId: ctCase, matrix, rmsMm: 0.12 },
      demo,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.setCaseCtRegistration.config).toMatchObject({ ctLc: lcOnCt, ctRegistrationRmsMm: 0.12 });

    const analysis = await server.graphql<{
      jawAnalysis: {
        condyleSource: string;
        lc: number[];
        rc: number[];
        ctRegistration: number[];
        ctRegistrationRmsMm: number;
      };
    }>(ANALYSIS, { caseId: ctCase }, demo);
    expect(analysis.errors).toBeUndefined();
    const a = analysis.data!.jawAnalysis;
    expect(a.condyleSource).toBe('ct');
    expect(a.ctRegistration).toEqual(matrix);
    expect(a.ctRegistrationRmsMm).toBe(0.12);
    // the scan-frame condyle, registered onto the CT, is the point located on the CT
    const back = transformPoint(matrix, a.lc as [number, number, number]);
    back.forEach((v, i) => expect(v).toBeCloseTo(lcOnCt[i]!, 6));
    expect(Math.hypot(a.lc[0]! - lcOnCt[0]!, a.lc[1]! - lcOnCt[1]!, a.lc[2]! - lcOnCt[2]!)).toBeGreaterThan(5);
  });

  it('refuses a registration that is not rigid, too poor a fit, the wrong length, and other practices', async () => {
    const matrix = axisAngle4([0, 1, 0], 10, [0, 0, 0], [1, 2, 3]);
    const scaled = matrix.map((v, i) => (i === 0 || i === 5 || i === 10 ? v * 1.05 : v));
    for (const variables of [
      { caseId: ctCase, matrix: scaled, rmsMm: 0.1 },
      { caseId: ctCase, matrix, rmsMm: 2.5 },
      { caseId: ctCase, matrix, rmsMm: -0.1 },
      { caseId: ctCase, matrix: matrix.slice(0, 12), rmsMm: 0.1 },
    ]) {
      const refused = await server.graphql(REGISTER, variables, demo);
      expect(refused.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
    }
    const foreign = await server.graphql(REGISTER, { caseId: ctCase, matrix, rmsMm: 0.1 }, other);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // what the CT viewer reads: the saved registration, only for the practice's own case
    const READ = `query($caseId: ID!) { caseCtRegistration(caseId: $caseId) { matrix rmsMm } }`;
    const read = await server.graphql<{ caseCtRegistration: { rmsMm: number } }>(READ, { caseId: ctCase }, demo);
    expect(read.data!.caseCtRegistration.rmsMm).toBe(0.12);
    const unread = await server.graphql(READ, { caseId: ctCase }, other);
    expect(unread.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // nothing changed by the refusals: the last saved registration stands
    const after = await server.graphql<{ jawAnalysis: { ctRegistrationRmsMm: number } }>(
      ANALYSIS,
      { caseId: ctCase },
      demo,
    );
    expect(after.data!.jawAnalysis.ctRegistrationRmsMm).toBe(0.12);
  });

  it('saves landmarks marked on the CT; the analysis takes its Frankfort, ala-tragus and midline planes from them', async () => {
    const LANDMARKS = `mutation($caseId: ID!, $landmarks: CtLandmarksInput!) {
      setCaseCtLandmarks(caseId: $caseId, landmarks: $landmarks) { config } }`;
    const READ = `query($caseId: ID!) { caseCtLandmarks(caseId: $caseId) { porionL porionR nasion ans } }`;
    const PLANES = `query($caseId: ID!, $plane: String) { jawAnalysis(caseId: $caseId, referencePlane: $plane) {
      ip frankfortSource frankfortOffsetDeg alaTragusSource plane { normal } midline { normal } dentalMidlineOffsetMm } }`;
    interface Planes {
      jawAnalysis: {
        ip: number[];
        frankfortSource: string;
        frankfortOffsetDeg: number | null;
        alaTragusSource: string;
        plane: { normal: number[] };
        midline: { normal: number[] } | null;
        dentalMidlineOffsetMm: number | null;
      };
    }
    const matrix = axisAngle4([0.3, 0.9, 0.1], 20, [0, 0, 0], [12, -30, 8]);
    await server.graphql(REGISTER, { caseId: ctCase, matrix, rmsMm: 0.12 }, demo);
    // the phantom's landmarks (scan frame: Frankfort 14°, ala-tragus 4° to y = 0, midline x = 0) as seen on the CT
    const params = phantomParams({ occlusalToFrankfortDeg: 14, occlusalToAlaTragusDeg: 4 });
    const onCt = Object.fromEntries(
      Object.entries(facialLandmarks(params)).map(([name, p]) => [name, transformPoint(matrix, p)]),
    );
    const saved = await server.graphql(LANDMARKS, { caseId: ctCase, landmarks: onCt }, demo);
    expect(saved.errors).toBeUndefined();
    const read = await server.graphql<{ caseCtLandmarks: Record<string, number[] | null> }>(
      READ,
      { caseId: ctCase },
      demo,
    );
    read.data!.caseCtLandmarks.porionL!.forEach((v, i) => expect(v).toBeCloseTo(onCt.porionL![i]!, 9));

    const close = (actual: number[], expected: readonly number[]) =>
      expect(Math.hypot(...actual.map((v, i) => v - expected[i]!))).toBeLessThan(1e-6);
    const frankfort = (await server.graphql<Planes>(PLANES, { caseId: ctCase, plane: 'frankfort' }, demo)).data!
      .jawAnalysis;
    expect(frankfort.frankfortSource).toBe('marked');
    expect(frankfort.frankfortOffsetDeg).toBeNull();
    expect(frankfort.alaTragusSource).toBe('marked');
    close(frankfort.plane.normal, tiltedPlane(OCCLUSAL_PLANE, 14).normal);
    close(frankfort.midline!.normal, [1, 0, 0]);
    // the midline is x = 0 of the scan frame: the teeth's offset from it is IP's x
    expect(frankfort.dentalMidlineOffsetMm).toBeCloseTo(frankfort.ip[0]!, 6);
    const alaTragus = (await server.graphql<Planes>(PLANES, { caseId: ctCase, plane: 'alaTragus' }, demo)).data!
      .jawAnalysis;
    close(alaTragus.plane.normal, tiltedPlane(OCCLUSAL_PLANE, 4).normal);

    // a smaller set clears the rest: the Frankfort horizontal falls back to the stated offset, the midline stays
    await server.graphql(LANDMARKS, { caseId: ctCase, landmarks: { nasion: onCt.nasion, ans: onCt.ans } }, demo);
    const fewer = (await server.graphql<Planes>(PLANES, { caseId: ctCase }, demo)).data!.jawAnalysis;
    expect(fewer.frankfortSource).toBe('occlusal-offset');
    expect(fewer.frankfortOffsetDeg).toBe(10);
    expect(fewer.midline).not.toBeNull();
    const after = await server.graphql<{ caseCtLandmarks: Record<string, number[] | null> }>(
      READ,
      { caseId: ctCase },
      demo,
    );
    expect(after.data!.caseCtLandmarks.porionL).toBeNull();

    // refused: a pair on the wrong sides, a point far outside the head, an unknown landmark, another practice; nothing changes
    const swapped = { ...onCt, porionL: onCt.porionR, porionR: onCt.porionL };
    for (const landmarks of [swapped, { nasion: [0, 5000, 0] }, { sella: [0, 0, 0] }]) {
      const refused = await server.graphql(LANDMARKS, { caseId: ctCase, landmarks }, demo);
      expect(refused.errors?.[0]?.extensions?.code, JSON.stringify(landmarks)).toMatch(
        /BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/,
      );
    }
    const foreign = await server.graphql(LANDMARKS, { caseId: ctCase, landmarks: onCt }, other);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await server.graphql(READ, { caseId: ctCase }, other)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const unchanged = (await server.graphql<Planes>(PLANES, { caseId: ctCase }, demo)).data!.jawAnalysis;
    expect(unchanged.frankfortSource).toBe('occlusal-offset');
    await server.graphql(LANDMARKS, { caseId: ctCase, landmarks: {} }, demo);
  });

  it('saves the traced canals beside the configuration, never invalidating it; refuses bad lines and other practices', async () => {
    const CANALS = `mutation($caseId: ID!, $diameterMm: Float!, $left: [[Float!]!]!, $right: [[Float!]!]!) {
      setCaseCtCanals(caseId: $caseId, diameterMm: $diameterMm, left: $left, right: $right) { diameterMm left right } }`;
    const left = [
      [45.5, -12, -70],
      [26.9, -21, -50.4],
      [25.2, -24, -43.3],
    ];
    const before = await server.graphql<{ caseCtCanals: unknown }>(
      `query($caseId: ID!) { caseCtCanals(caseId: $caseId) { diameterMm } }`,
      { caseId: ctCase },
      demo,
    );
    expect(before.data!.caseCtCanals).toBeNull();
    const saved = await server.graphql<{ setCaseCtCanals: { left: number[][] } }>(
      CANALS,
      { caseId: ctCase, diameterMm: 2.8, left, right: [] },
      demo,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.setCaseCtCanals.left).toEqual(left);
    const read = await server.graphql<{ caseCtCanals: { diameterMm: number; left: number[][]; right: number[][] } }>(
      `query($caseId: ID!) { caseCtCanals(caseId: $caseId) { diameterMm left right } }`,
      { caseId: ctCase },
      demo,
    );
    expect(read.data!.caseCtCanals).toEqual({ diameterMm: 2.8, left, right: [] });
    // the configuration the analysis reads is untouched: the registration saved before still stands
    const analysis = await server.graphql<{ jawAnalysis: { ctRegistrationRmsMm: number } }>(
      ANALYSIS,
      { caseId: ctCase },
      demo,
    );
    expect(analysis.data!.jawAnalysis.ctRegistrationRmsMm).toBe(0.12);
    for (const variables of [
      { caseId: ctCase, diameterMm: 0.5, left, right: [] },
      { caseId: ctCase, diameterMm: 2.8, left: [left[0]], right: [] },
      { caseId: ctCase, diameterMm: 2.8, left: [[1, 2]], right: [] },
      {
        caseId: ctCase,
        diameterMm: 2.8,
        left: [
          [1e5, 0, 0],
          [0, 0, 0],
        ],
        right: [],
      },
    ]) {
      const refused = await server.graphql(CANALS, variables, demo);
      expect(refused.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
    }
    const foreign = await server.graphql(CANALS, { caseId: ctCase, diameterMm: 2.8, left, right: [] }, other);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const unread = await server.graphql(
      `query($caseId: ID!) { caseCtCanals(caseId: $caseId) { left } }`,
      { caseId: ctCase },
      other,
    );
    expect(unread.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
