import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;
let demo: string;
let other: string;
let pid: number;
beforeAll(async () => {
  server = await startTestServer();
  demo = await server.demoToken();
  other = (await server.createPractice('13700000501')).token;
  pid = (
    await server.rest<{ id: number }>('POST', '/api/patient', { token: demo, body: { name: 'Planned', level: 1 } })
  ).body.data.id;
});
afterAll(() => server?.stop());

type Step = { id: number; sop_name: string; sop_time: string; treatment_case_id: number };
type RestPlan = { id: number; pid: number; name: string; tooth_position: string; treatment_plan: Step[] };
type List<T> = { list: T[]; total: number };

describe('/api/treatmentcase and /api/treatmentplan', () => {
  it('creates a plan without steps, adds steps through treatmentplan, lists only plans with steps', async () => {
    const bare = await server.rest<RestPlan>('POST', '/api/treatmentcase', {
      token: demo,
      body: { pid, name: 'Orthodontics', tooth_position: '21,11-13', treatment_item: 'aligners' },
    });
    expect(bare.body.data).toMatchObject({ pid, name: 'Orthodontics', tooth_position: '11-13,21', treatment_plan: [] });
    const withSteps = await server.rest<RestPlan>('POST', '/api/treatmentplan', {
      token: demo,
      body: {
        pid,
        name: 'Implant 36',
        treatment_plan: [
          { sop_name: 'Surgery', sop_time: '2032-01-10T08:00:00.000Z' },
          { sop_name: 'Consultation', sop_time: '2032-01-01T08:00:00.000Z' },
        ],
      },
    });
    const plan = withSteps.body.data;
    expect(plan.treatment_plan.map((s) => s.sop_name)).toEqual(['Consultation', 'Surgery']);
    expect(plan.treatment_plan[0]!.treatment_case_id).toBe(plan.id);

    const all = await server.rest<List<RestPlan>>('GET', `/api/treatmentcase?pid=${pid}`, { token: demo });
    expect(all.body.data.list.map((p) => p.id).sort()).toEqual([bare.body.data.id, plan.id].sort());
    const planned = await server.rest<List<RestPlan>>('GET', `/api/treatmentplan?pid=${pid}&page=1&limit=100`, {
      token: demo,
    });
    expect(planned.body.data.list.map((p) => p.id)).toEqual([plan.id]);
    const byName = await server.rest<List<RestPlan>>('GET', `/api/treatmentplan?name=implant`, { token: demo });
    expect(byName.body.data.list.map((p) => p.id)).toContain(plan.id);

    const [consultation] = plan.treatment_plan;
    const replaced = await server.rest<RestPlan>('PUT', `/api/treatmentplan/${plan.id}`, {
      token: demo,
      body: {
        treatment_plan: [
          { id: consultation!.id, sop_name: 'First consultation', sop_time: consultation!.sop_time },
          { sop_name: 'Crown', sop_time: '2032-03-01T08:00:00.000Z' },
        ],
      },
    });
    expect(replaced.body.data.treatment_plan.map((s) => [s.id === consultation!.id, s.sop_name])).toEqual([
      [true, 'First consultation'],
      [false, 'Crown'],
    ]);
    const renamed = await server.rest<RestPlan>('PUT', `/api/treatmentcase/${bare.body.data.id}`, {
      token: demo,
      body: { id: bare.body.data.id, name: 'Ortho' },
    });
    expect(renamed.body.data.name).toBe('Ortho');
    expect(
      (await server.rest<RestPlan>('GET', `/api/treatmentplan/${plan.id}`, { token: demo })).body.data.treatment_plan,
    ).toHaveLength(2);
    expect((await server.rest('DELETE', `/api/treatmentplan/${plan.id}`, { token: demo })).body.data).toEqual({
      id: plan.id,
    });
    expect((await server.rest('GET', `/api/treatmentcase/${plan.id}`, { token: demo })).body.code).toBe(404);
  });

  it('validates names, teeth, steps and another practice’s protocol', async () => {
    for (const body of [
      { pid, name: '  ' },
      { pid, name: 'x', tooth_position: '99' },
      { pid, name: 'x', treatment_plan: [{ sop_name: '', sop_time: '2032-01-01T00:00:00.000Z' }] },
      { pid, name: 'x', treatment_plan: [{ sop_name: 'a', sop_time: 'tomorrow' }] },
    ]) {
      expect(
        (await server.rest('POST', '/api/treatmentplan', { token: demo, body })).body.code,
        JSON.stringify(body),
      ).toBe(400);
    }
    const theirs = await server.graphql<{ saveTreatmentProtocol: { id: string } }>(
      'mutation { saveTreatmentProtocol(name: "Theirs") { id } }',
      {},
      other,
    );
    const reply = await server.rest('POST', '/api/treatmentcase', {
      token: demo,
      body: { pid, name: 'x', protocol_id: Number(theirs.data!.saveTreatmentProtocol.id) },
    });
    expect(reply.body.code).toBe(404);
  });

  it('answers Not found to another practice', async () => {
    const plan = (
      await server.rest<RestPlan>('POST', '/api/treatmentcase', { token: demo, body: { pid, name: 'Private plan' } })
    ).body.data;
    for (const base of ['/api/treatmentcase', '/api/treatmentplan']) {
      for (const [method, path, body] of [
        ['GET', `${base}/${plan.id}`],
        ['PUT', `${base}/${plan.id}`, { name: 'x' }],
        ['DELETE', `${base}/${plan.id}`],
        ['POST', base, { pid, name: 'x' }],
      ] as const) {
        expect((await server.rest(method, path, { token: other, body })).body, `${method} ${path}`).toMatchObject({
          code: 404,
        });
      }
      expect((await server.rest<List<RestPlan>>('GET', `${base}?pid=${pid}`, { token: other })).body.data.total).toBe(
        0,
      );
    }
  });
});

describe('GraphQL plans, SOPs and protocols', () => {
  it('manages plans with steps and reads them through the patient', async () => {
    const protocol = await server.graphql<{ saveTreatmentProtocol: { id: string } }>(
      'mutation { saveTreatmentProtocol(name: "Crown protocol") { id name } }',
      {},
      demo,
    );
    const created = await server.graphql<{
      createTreatmentPlan: { id: string; steps: { id: string; plan: { id: string } }[]; protocol: { name: string } };
    }>(
      `mutation($input: TreatmentPlanInput!) { createTreatmentPlan(patientId: "${pid}", input: $input) { id name toothPosition steps { id sopName sopTime plan { id } } protocol { name } patient { id } } }`,
      {
        input: {
          name: 'GQL plan',
          toothPosition: '46',
          protocolId: protocol.data!.saveTreatmentProtocol.id,
          steps: [{ sopName: 'Prep', sopTime: '2032-05-01T08:00:00.000Z' }],
        },
      },
      demo,
    );
    expect(created.errors).toBeUndefined();
    const plan = created.data!.createTreatmentPlan;
    expect(plan.steps[0]!.plan.id).toBe(plan.id);
    expect(plan.protocol.name).toBe('Crown protocol');
    const patient = await server.graphql<{ patient: { treatmentPlans: { id: string }[] } }>(
      `{ patient(id: "${pid}") { treatmentPlans { id steps { id } } } }`,
      {},
      demo,
    );
    expect(patient.data!.patient.treatmentPlans.map((p) => p.id)).toContain(plan.id);
    const updated = await server.graphql<{ updateTreatmentPlan: { steps: unknown[] } }>(
      `mutation { updateTreatmentPlan(id: "${plan.id}", input: { steps: [] }) { id steps { id } } }`,
      {},
      demo,
    );
    expect(updated.data!.updateTreatmentPlan.steps).toEqual([]);
    const listed = await server.graphql<{ treatmentPlans: { items: { id: string }[] } }>(
      `{ treatmentPlans(patientId: "${pid}", withSteps: true) { total items { id } } }`,
      {},
      demo,
    );
    expect(listed.data!.treatmentPlans.items.map((p) => p.id)).not.toContain(plan.id);
    for (const query of [
      `{ treatmentPlan(id: "${plan.id}") { id } }`,
      `mutation { updateTreatmentPlan(id: "${plan.id}", input: { name: "x" }) { id } }`,
      `mutation { deleteTreatmentPlan(id: "${plan.id}") }`,
    ]) {
      expect((await server.graphql(query, {}, other)).errors?.[0]?.extensions?.code, query).toBe('NOT_FOUND');
    }
    expect(
      (
        await server.graphql<{ deleteTreatmentPlan: string }>(
          `mutation { deleteTreatmentPlan(id: "${plan.id}") }`,
          {},
          demo,
        )
      ).data!.deleteTreatmentPlan,
    ).toBe(plan.id);
  });

  it('manages SOPs and protocols per practice', async () => {
    const sop = await server.graphql<{ saveSop: { id: string; cycleDays: number } }>(
      'mutation { saveSop(name: "Scaling", cycleDays: 180) { id name cycleDays } }',
      {},
      demo,
    );
    const id = sop.data!.saveSop.id;
    const renamed = await server.graphql<{ saveSop: { name: string } }>(
      `mutation { saveSop(id: "${id}", name: "Scaling 2", cycleDays: 90) { name cycleDays } }`,
      {},
      demo,
    );
    expect(renamed.data!.saveSop).toMatchObject({ name: 'Scaling 2', cycleDays: 90 });
    const refused = await server.graphql('mutation { saveSop(name: "", cycleDays: 1) { id } }', {}, demo);
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const mine = await server.graphql<{ sops: { items: { name: string }[] } }>(
      '{ sops { total items { id name } } }',
      {},
      demo,
    );
    expect(mine.data!.sops.items.map((s) => s.name)).toContain('Scaling 2');
    const theirs = await server.graphql<{ sops: { total: number } }>('{ sops { total } }', {}, other);
    expect(theirs.data!.sops.total).toBe(0);
    expect(
      (await server.graphql(`mutation { saveSop(id: "${id}", name: "x", cycleDays: 1) { id } }`, {}, other)).errors?.[0]
        ?.extensions?.code,
    ).toBe('NOT_FOUND');
    expect((await server.graphql(`mutation { deleteSop(id: "${id}") }`, {}, other)).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect(
      (await server.graphql<{ deleteSop: string }>(`mutation { deleteSop(id: "${id}") }`, {}, demo)).data!.deleteSop,
    ).toBe(id);
    const protocols = await server.graphql<{ treatmentProtocols: { items: { name: string }[] } }>(
      '{ treatmentProtocols { items { id name } } }',
      {},
      demo,
    );
    expect(protocols.data!.treatmentProtocols.items.map((p) => p.name)).toContain('Single crown restoration');
  });
});
