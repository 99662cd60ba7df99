import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
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

describe('CT condyle points', () => {
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
});
