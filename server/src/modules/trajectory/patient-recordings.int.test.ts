import { JawKinematics, motionTrajectory, phantomParams } from '@odontia/phantom';
import { MovementType } from '@odontia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;
let demo: string;
let other: { token: string; userId: number };
let patientId: number;
const caseIds: number[] = [];
const kin = new JawKinematics(phantomParams());

const QUERY = `query($patientId: ID!) { patientJawRecordings(patientId: $patientId) {
  caseId caseName caseCreatedAt recording { id caseId movementType name url } } }`;
type Row = {
  caseId: string;
  caseName: string;
  recording: { id: string; movementType: number; name: string; url: string };
};

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.demoToken();
  other = await server.createPractice('13700000931');
  const patient = await server.rest<{ id: number }>('POST', '/api/patient', {
    token: demo,
    body: { name: 'Comparison patient', level: 1 },
  });
  patientId = patient.body.data.id;
  for (const name of ['Visit 1', 'Visit 2', 'Visit 3']) {
    const created = await server.rest<{ id: number }>('POST', '/api/illcase/create/case', {
      token: demo,
      body: { pid: patientId, product_id: 1, record_name: name },
    });
    expect(created.body.code, created.body.msg).toBe(200);
    caseIds.push(created.body.data.id);
  }
  const [row] = await server.runtime.orm.em
    .fork()
    .execute<{ practice_id: number }[]>('select practice_id from medical_case where id = ?', [caseIds[0]]);
  for (const [i, caseId] of caseIds.entries())
    await server.runtime.services.jawRecordings.store(
      server.runtime.orm.em.fork(),
      row!.practice_id,
      caseId,
      { name: `protrusion ${i + 1}` },
      motionTrajectory(kin, MovementType.forward),
    );
  // the third visit goes to the recycle bin: its recording is not offered
  const stashed = await server.rest('DELETE', `/api/illcase/delete/${caseIds[2]}`, { token: demo });
  expect(stashed.body.code).toBe(200);
});
afterAll(() => server?.stop());

describe('patientJawRecordings (the comparison page picks from these)', () => {
  it('lists the patient’s recordings across cases with the case they belong to, oldest case first', async () => {
    const reply = await server.graphql<{ patientJawRecordings: Row[] }>(QUERY, { patientId }, demo);
    expect(reply.errors).toBeUndefined();
    const rows = reply.data!.patientJawRecordings;
    expect(rows.map((r) => [r.caseName, r.recording.name])).toEqual([
      ['Visit 1', 'protrusion 1'],
      ['Visit 2', 'protrusion 2'],
    ]);
    expect(rows.map((r) => r.caseId)).toEqual([String(caseIds[0]), String(caseIds[1])]);
    expect(rows[0]!.recording.movementType).toBe(MovementType.forward);
    expect((await fetch(rows[1]!.recording.url)).status).toBe(200);
  });

  it('narrows to the cases of one facebow product type, and refuses a type that is not a facebow', async () => {
    const narrowed = `query($patientId: ID!, $type: Int) { patientJawRecordings(patientId: $patientId, productType: $type) {
      caseName } }`;
    const digital = await server.graphql<{ patientJawRecordings: Row[] }>(narrowed, { patientId, type: 1 }, demo);
    expect(digital.data!.patientJawRecordings.map((r) => r.caseName)).toEqual(['Visit 1', 'Visit 2']);
    const ct = await server.graphql<{ patientJawRecordings: Row[] }>(narrowed, { patientId, type: 3 }, demo);
    expect(ct.data!.patientJawRecordings).toEqual([]);
    const face = await server.graphql(narrowed, { patientId, type: 2 }, demo);
    expect(face.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers Not found for another practice’s patient and a bad id as a parameter error', async () => {
    const foreign = await server.graphql(QUERY, { patientId }, other.token);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const bad = await server.graphql(QUERY, { patientId: 'abc' }, demo);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const anonymous = await server.graphql(QUERY, { patientId });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
