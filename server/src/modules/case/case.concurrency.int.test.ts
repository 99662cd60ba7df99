import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;
let demo: string;
beforeAll(async () => {
  server = await startTestServer();
  demo = await server.demoToken();
});
afterAll(() => server?.stop());
afterEach(() => vi.restoreAllMocks());

const count = async (table: string, where: string, params: unknown[]) =>
  Number(
    (
      await server.runtime.orm.em
        .getConnection()
        .execute<{ n: string }[]>(`select count(*) as n from ${table} where ${where}`, params)
    )[0]!.n,
  );

const newPatient = async (token = demo, name = 'Concurrent') =>
  (await server.rest<{ id: number }>('POST', '/api/patient', { token, body: { name, level: 1 } })).body.data.id;

const UPDATE =
  'mutation($id: ID!, $input: UpdateCaseInput!) { updateCase(id: $id, input: $input) { id reservation { id } } }';

describe('updateCase under concurrency', () => {
  it('two simultaneous saves booking an appointment leave exactly one, linked, and no orphans', async () => {
    for (let round = 0; round < 5; round++) {
      const pid = await newPatient();
      const created = await server.rest<{ id: number }>('POST', '/api/illcase/create/case', {
        token: demo,
        body: { pid },
      });
      const id = String(created.body.data.id);
      const replies = await Promise.all([
        server.graphql(UPDATE, { id, input: { reservationTime: '2031-01-01T09:00:00.000Z' } }, demo),
        server.graphql(
          UPDATE,
          { id, input: { reservationTime: '2031-01-02T09:00:00.000Z', reservationRemark: 'b' } },
          demo,
        ),
      ]);
      for (const reply of replies) expect(reply.errors).toBeUndefined();
      expect(await count('reservation', 'patient_id = ?', [pid])).toBe(1);
      expect(
        await count('medical_case', 'id = ? and reservation_id = (select id from reservation where patient_id = ?)', [
          id,
          pid,
        ]),
      ).toBe(1);
    }
  });

  it('a save that clears and a save that moves, at once, leave one consistent state', async () => {
    for (let round = 0; round < 5; round++) {
      const pid = await newPatient();
      const created = await server.rest<{ id: number }>('POST', '/api/illcase/create/case', {
        token: demo,
        body: { pid, reservation_time: '2031-02-01T09:00:00.000Z' },
      });
      const id = String(created.body.data.id);
      await Promise.all([
        server.graphql(UPDATE, { id, input: { reservationTime: null } }, demo),
        server.graphql(UPDATE, { id, input: { reservationTime: '2031-02-03T09:00:00.000Z' } }, demo),
      ]);
      const reservations = await count('reservation', 'patient_id = ?', [pid]);
      const linked = await count('medical_case', 'id = ? and reservation_id is not null', [id]);
      expect(reservations).toBeLessThanOrEqual(1);
      // Whichever ran last wins: no appointment and no link, or one appointment and its link.
      expect(linked).toBe(reservations);
    }
  });
});

describe('createCase is all or nothing', () => {
  const totals = async (practicePid: number) => ({
    groups: await count('case_group', 'patient_id = ?', [practicePid]),
    reservations: await count('reservation', 'patient_id = ?', [practicePid]),
    cases: await count('medical_case', 'patient_id = ?', [practicePid]),
    audit: await count('audit_entry', "entity in ('CaseGroup', 'Reservation', 'Case')", []),
  });

  it('a treatment step refused after the group and appointment were written leaves nothing', async () => {
    const pid = await newPatient();
    const otherPid = await newPatient();
    const plan = await server.rest<{ treatment_plan: { id: number }[] }>('POST', '/api/treatmentplan', {
      token: demo,
      body: {
        pid: otherPid,
        name: 'Someone else',
        treatment_plan: [{ sop_name: 'x', sop_time: '2031-01-01T00:00:00.000Z' }],
      },
    });
    const before = await totals(pid);
    const reply = await server.graphql(
      'mutation($input: CreateCaseInput!) { createCase(input: $input) { id } }',
      {
        input: {
          patientId: String(pid),
          reservationTime: '2031-03-01T09:00:00.000Z',
          treatmentStepId: String(plan.body.data.treatment_plan[0]!.id),
        },
      },
      demo,
    );
    expect(reply.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await totals(pid)).toEqual(before);
  });

  it('a database failure while writing the case itself rolls back the group and the appointment', async () => {
    const pid = await newPatient();
    const before = await totals(pid);
    const query = pg.Client.prototype.query;
    vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
      if (text && /insert into "medical_case"/i.test(text))
        return Promise.reject(new Error('injected failure')) as never;
      return (query as (...a: unknown[]) => unknown).apply(this, args) as never;
    });
    const reply = await server.rest('POST', '/api/illcase/create/case', {
      token: demo,
      body: { pid, reservation_time: '2031-04-01T09:00:00.000Z' },
    });
    vi.restoreAllMocks();
    expect(reply.body).toMatchObject({ code: 500, msg: 'Internal server error' });
    expect(await totals(pid)).toEqual(before);
  });
});

describe('case list statements', () => {
  it('reads 100 cases with patient, appointment, plan, step, group and doctor in at most 5 SQL statements', async () => {
    const { token } = await server.createPractice('13700000301');
    const plan = async (pid: number) =>
      (
        await server.rest<{ treatment_plan: { id: number }[] }>('POST', '/api/treatmentplan', {
          token,
          body: {
            pid,
            name: `Plan ${pid}`,
            treatment_plan: [{ sop_name: 'Step', sop_time: '2031-01-01T00:00:00.000Z' }],
          },
        })
      ).body.data.treatment_plan[0]!.id;
    const patients: { pid: number; step: number }[] = [];
    for (let i = 0; i < 10; i++) {
      const pid = await newPatient(token, `Counted ${i}`);
      patients.push({ pid, step: await plan(pid) });
    }
    for (let i = 0; i < 100; i += 10) {
      await Promise.all(
        patients.map(({ pid, step }, j) =>
          server.rest('POST', '/api/illcase/create/case', {
            token,
            body: {
              pid,
              treatment_plan_id: step,
              reservation_time: `2031-05-${String(1 + ((i + j) % 28)).padStart(2, '0')}T09:00:00.000Z`,
            },
          }),
        ),
      );
    }
    const statements: string[] = [];
    const query = pg.Client.prototype.query;
    const counting = () =>
      vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
        const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
        if (text) statements.push(text);
        return (query as (...a: unknown[]) => unknown).apply(this, args) as never;
      });

    counting();
    const reply = await server.graphql<{
      cases: {
        total: number;
        items: { patient: { name: string }; reservation: { id: string }; treatmentPlan: { name: string } }[];
      };
    }>(
      `{ cases(limit: 100) { total items { id recordName patient { id name phone } reservation { id reservationTime }
          treatmentStep { id sopName plan { id name } } treatmentPlan { id name } group { id productId } doctor { id name } productId } } }`,
      {},
      token,
    );
    vi.restoreAllMocks();
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.cases.items).toHaveLength(100);
    expect(
      reply.data!.cases.items.every(
        (c) => c.patient.name.startsWith('Counted') && c.reservation && c.treatmentPlan.name.startsWith('Plan'),
      ),
    ).toBe(true);
    // Authentication (session, user, practice) is the foundation's; every statement on a records table counts.
    const records = statements.filter((text) =>
      /medical_case|patient|reservation|treatment_(step|plan)|case_group/.test(text),
    );
    const listStatements = records.length;
    console.log(`case list of 100: ${listStatements} statements on records tables, ${statements.length} in all`);
    expect(listStatements).toBeGreaterThan(0);
    expect(listStatements).toBeLessThanOrEqual(5);
  });
});
