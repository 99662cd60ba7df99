import { dentalArches, phantomParams, placementOf } from '@odontia/phantom';
import { norm, scale, type V3 } from '@odontia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STABLE_OFFSETS_MM } from '../../seed/demo-phantom.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;
let demo: string;
let other: string;
let phantomCase: string;

const createCase = async (productId: number, name: string) => {
  const patient = await server.rest<{ id: number }>('POST', '/api/patient', { token: demo, body: { name, level: 1 } });
  const created = await server.rest<{ id: number }>('POST', '/api/illcase/create/case', {
    token: demo,
    body: { pid: patient.body.data.id, product_id: productId, record_name: name },
  });
  expect(created.body.code, created.body.msg).toBe(200);
  return String(created.body.data.id);
};

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.demoToken();
  other = (await server.createPractice('13700000951')).token;
  const [row] = await server.runtime.orm.em.fork().execute<{ id: number }[]>(
    `select c.id from medical_case c join patient p on p.id = c.patient_id join case_group g on g.id = c.group_id
      where p.memo = 'PHANTOM' and g.product_id = 1`,
  );
  phantomCase = String(row!.id);
});
afterAll(() => server?.stop());

const CASE = `query($caseId: ID!) { trajectoryCase(caseId: $caseId) { caseId caseGroupId productId patientName recordName } }`;
const ANALYSIS = `query($caseId: ID!) { jawAnalysis(caseId: $caseId) {
  condyleSource occlusalSource referencePlane balkwillAngleDeg bonwill { sideLeftMm sideRightMm intercondylarMm }
  plane { normal anterior }
  stablePositions { recordingId lc } stable { collections leftDisplacementMm rightDisplacementMm lcSpreadMm ipSpreadMm }
  summary { condylarInclinationLeft5mmDeg bennettLeftDeg } } }`;
const MARKS = `mutation($caseId: ID!, $ip: [Float!]!, $mb36: [Float!]!, $mb46: [Float!]!) {
  setJawMarks(caseId: $caseId, ip: $ip, mb36: $mb36, mb46: $mb46) { config } }`;
const IMPORT = `mutation($caseId: ID!, $from: ID!) { importFacebowConfig(caseId: $caseId, fromCaseId: $from) { config } }`;

type Analysis = {
  condyleSource: string;
  occlusalSource: string;
  referencePlane: string;
  balkwillAngleDeg: number;
  bonwill: { sideLeftMm: number; sideRightMm: number; intercondylarMm: number };
  stablePositions: { recordingId: string; lc: number[] }[];
  stable: {
    collections: number;
    leftDisplacementMm: number;
    rightDisplacementMm: number;
    lcSpreadMm: number;
    ipSpreadMm: number;
  };
  summary: { condylarInclinationLeft5mmDeg: number; bennettLeftDeg: number };
};

describe('the Trajectory pages’ case (route guard, server half)', () => {
  it('opens a facebow case of the practice; another practice and a case of another product get NOT_FOUND', async () => {
    const mine = await server.graphql<{ trajectoryCase: { productId: number; patientName: string } }>(
      CASE,
      { caseId: phantomCase },
      demo,
    );
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.trajectoryCase).toMatchObject({ productId: 1, patientName: 'Phantom' });
    const theirs = await server.graphql(CASE, { caseId: phantomCase }, other);
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const crown = await createCase(4, 'Crown patient');
    const wrong = await server.graphql(CASE, { caseId: crown }, demo);
    expect(wrong.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const analysis = await server.graphql(ANALYSIS, { caseId: crown }, demo);
    expect(analysis.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const bad = await server.graphql(CASE, { caseId: 'x' }, demo);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('opens a case on the pages of its own product only: the CT pages a CT facebow case, the plain ones a digital one', async () => {
    const [ct] = await server.runtime.orm.em.fork().execute<{ id: number }[]>(
      `select c.id from medical_case c join patient p on p.id = c.patient_id join case_group g on g.id = c.group_id
        where p.memo = 'PHANTOM' and g.product_id = 3`,
    );
    const TYPED = `query($caseId: ID!, $type: Int) { trajectoryCase(caseId: $caseId, productType: $type) { caseId productType } }`;
    const open = (caseId: string, type: number | null) =>
      server.graphql<{ trajectoryCase: { productType: number } }>(TYPED, { caseId, type }, demo);
    expect((await open(String(ct!.id), 3)).data?.trajectoryCase.productType).toBe(3);
    expect((await open(phantomCase, 1)).data?.trajectoryCase.productType).toBe(1);
    expect((await open(String(ct!.id), null)).data?.trajectoryCase.productType).toBe(3);
    expect((await open(String(ct!.id), 1)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await open(phantomCase, 3)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await open(phantomCase, 2)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await open(String(ct!.id), 3)).errors).toBeUndefined();
    const other = await server.graphql(
      TYPED,
      { caseId: String(ct!.id), type: 3 },
      (await server.createPractice('13700000952')).token,
    );
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('reference geometry and stable position of the phantom case', () => {
  it('uses the kinematic hinge axis, measures Bonwill’s triangle and the Balkwill angle, and the stable collections', async () => {
    const reply = await server.graphql<{ jawAnalysis: Analysis }>(ANALYSIS, { caseId: phantomCase }, demo);
    expect(reply.errors).toBeUndefined();
    const a = reply.data!.jawAnalysis;
    expect(a.condyleSource).toBe('kinematic');
    expect(a.occlusalSource).toBe('default');
    // the phantom's condyles: 105 mm from IP, 100 mm apart, Balkwill 22° (phantomParams defaults)
    expect(a.bonwill.sideLeftMm).toBeCloseTo(105, 0);
    expect(a.bonwill.intercondylarMm).toBeCloseTo(100, 0);
    expect(Math.abs(a.balkwillAngleDeg - 22)).toBeLessThan(0.5);
    expect(a.stablePositions).toHaveLength(3);
    const mean = scale(
      DEMO_STABLE_OFFSETS_MM.reduce<V3>((s, o) => [s[0] + o[0], s[1] + o[1], s[2] + o[2]], [0, 0, 0]),
      1 / 3,
    );
    expect(a.stable.collections).toBe(3);
    // a pure translation moves every point alike: both condyles by the mean offset
    expect(a.stable.leftDisplacementMm).toBeCloseTo(norm(mean), 4);
    expect(a.stable.rightDisplacementMm).toBeCloseTo(norm(mean), 4);
    const spread = Math.max(
      ...DEMO_STABLE_OFFSETS_MM.map((o) => norm([o[0] - mean[0], o[1] - mean[1], o[2] - mean[2]])),
    );
    expect(a.stable.lcSpreadMm).toBeCloseTo(spread, 4);
    expect(a.stable.ipSpreadMm).toBeCloseTo(spread, 4);
  });

  it('takes the occlusal plane from marked IP and 36/46 cusps; importing the configuration overwrites another case’s', async () => {
    const arches = dentalArches(phantomParams());
    const cusp = (fdi: number) => placementOf(arches, fdi).cusps.find((c) => c.name === 'mesiobuccal')!.tip;
    const marks = { ip: [0, 0, 0], mb36: [...cusp(36)], mb46: [...cusp(46)] };
    const saved = await server.graphql(MARKS, { caseId: phantomCase, ...marks }, demo);
    expect(saved.errors).toBeUndefined();
    const reply = await server.graphql<{ jawAnalysis: Analysis }>(ANALYSIS, { caseId: phantomCase }, demo);
    const a = reply.data!.jawAnalysis;
    expect(a.occlusalSource).toBe('marked');
    // the phantom's occlusal plane is y = 0 through these very points: the values stay at the truth
    expect(a.summary.condylarInclinationLeft5mmDeg).toBeCloseTo(35, 1);
    expect(a.summary.bennettLeftDeg).toBeCloseTo(10, 1);

    const short = await server.graphql(MARKS, { caseId: phantomCase, ...marks, ip: [0, 0] }, demo);
    expect(short.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const foreign = await server.graphql(MARKS, { caseId: phantomCase, ...marks }, other);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const target = await createCase(1, 'Second facebow');
    const imported = await server.graphql<{ importFacebowConfig: { config: Record<string, unknown> } }>(
      IMPORT,
      { caseId: target, from: phantomCase },
      demo,
    );
    expect(imported.errors).toBeUndefined();
    expect(imported.data!.importFacebowConfig.config.mb36).toEqual(marks.mb36);
    const stolen = await server.graphql(IMPORT, { caseId: target, from: phantomCase }, other);
    expect(stolen.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
