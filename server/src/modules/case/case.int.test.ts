import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;
let demo: string;
let other: string;
let otherPid: number;
beforeAll(async () => {
  server = await startTestServer();
  demo = await server.demoToken();
  other = (await server.createPractice('13700000201')).token;
  otherPid = (
    await server.rest<{ id: number }>('POST', '/api/patient', { token: other, body: { name: 'Theirs', level: 1 } })
  ).body.data.id;
});
afterAll(() => server?.stop());

interface RestCase {
  id: number;
  pid: number;
  status: number;
  record_name: string;
  examination: { position: string; content: string }[];
  reservation_id: number;
  reservation: { id: number; reservation_time: string; remark: string; status: number } | null;
  product_id: number;
  product_illcase_id: number;
  treatment_plan_id: number;
  treatment_plan: { id: number; sop_name: string; treatment_case_id: number; name: string } | null;
  name: string;
  uname: string;
  appointmentTime: string | null;
}
type List<T> = { list: T[]; total: number; page: number; limit: number };

const sql = async (text: string, params: unknown[] = []) =>
  server.runtime.orm.em.getConnection().execute<Record<string, unknown>[]>(text, params);
const count = async (table: string, where = 'true', params: unknown[] = []) =>
  Number((await sql(`select count(*) as n from ${table} where ${where}`, params))[0]!.n);

const newPatient = async (name = 'Case Patient') =>
  (await server.rest<{ id: number }>('POST', '/api/patient', { token: demo, body: { name, level: 1 } })).body.data.id;

const createCase = async (body: Record<string, unknown>, token = demo) => {
  const reply = await server.rest<RestCase>('POST', '/api/illcase/create/case', { token, body });
  expect(reply.body.code, reply.body.msg).toBe(200);
  return reply.body.data;
};
const putCase = (id: number, body: Record<string, unknown>, token = demo) =>
  server.rest<RestCase>('PUT', `/api/illcase/case/${id}`, { token, body });

describe('POST /api/illcase/create/case', () => {
  it('creates the case group, the appointment and the case together, tooth positions normalised', async () => {
    const pid = await newPatient('创建 病人');
    const c = await createCase({
      pid,
      uid: 999,
      record_name: 'First visit',
      type: 1,
      status: 2,
      chief_complaint: 'Pain',
      examination: [
        { position: '21, 12,11-13', content: 'caries' },
        { position: '', content: 'general' },
      ],
      reservation_time: '2030-03-04T09:30:00.000+08:00',
      reservation_remark: 'bring x-ray',
    });
    expect(c).toMatchObject({
      pid,
      status: 1,
      record_name: 'First visit',
      name: '创建 病人',
      uname: 'Demo Clinic',
      examination: [
        { position: '11-13,21', content: 'caries' },
        { position: '', content: 'general' },
      ],
      reservation: { remark: 'bring x-ray', status: 1 },
      appointmentTime: '2030-03-04 01:30',
    });
    expect(c.product_illcase_id).toBeGreaterThan(0);
    expect(new Date(c.reservation!.reservation_time).toISOString()).toBe('2030-03-04T01:30:00.000Z');
    expect(await count('case_group', 'patient_id = ?', [pid])).toBe(1);
  });

  it('refuses an invalid tooth, a missing patient and another practice’s patient', async () => {
    const pid = await newPatient();
    const bad = await server.rest('POST', '/api/illcase/create/case', {
      token: demo,
      body: { pid, examination: [{ position: '19', content: 'x' }] },
    });
    expect(bad.body).toMatchObject({ code: 400, msg: 'Invalid tooth position' });
    const noPatient = await server.rest('POST', '/api/illcase/create/case', {
      token: demo,
      body: { record_name: 'x' },
    });
    expect(noPatient.body).toMatchObject({ code: 400, msg: 'Please select the patient' });
    const foreign = await server.rest('POST', '/api/illcase/create/case', { token: demo, body: { pid: otherPid } });
    expect(foreign.body).toMatchObject({ code: 404, msg: 'Not found' });
    const tooMany = await server.rest('POST', '/api/illcase/create/case', {
      token: demo,
      body: { pid, diagnosis: Array.from({ length: 51 }, () => ({ position: '11', content: 'x' })) },
    });
    expect(tooMany.body.code).toBe(400);
  });

  it('charges a paid product; too few points answers Insufficient points and writes nothing', async () => {
    const pid = await newPatient();
    const paid = await createCase({ pid, product_id: 4 });
    expect(paid.product_id).toBe(4);
    expect(await count('points_order', 'case_group_id = ?', [paid.product_illcase_id])).toBe(1);

    const poor = await server.createPractice('13700000202');
    const poorPid = (
      await server.rest<{ id: number }>('POST', '/api/patient', { token: poor.token, body: { name: 'Poor', level: 1 } })
    ).body.data.id;
    const before = {
      groups: await count('case_group'),
      reservations: await count('reservation'),
      cases: await count('medical_case'),
    };
    const reply = await server.rest('POST', '/api/illcase/create/case', {
      token: poor.token,
      body: { pid: poorPid, product_id: 1, reservation_time: '2030-01-01T00:00:00.000Z', record_name: 'x' },
    });
    expect(reply.body).toMatchObject({ code: 402, msg: 'Insufficient points' });
    expect({
      groups: await count('case_group'),
      reservations: await count('reservation'),
      cases: await count('medical_case'),
    }).toEqual(before);
    expect(
      await count('audit_entry', 'practice_id = (select practice_id from patient where id = ?) and entity <> ?', [
        poorPid,
        'Patient',
      ]),
    ).toBe(0);
  });
});

describe('PUT /api/illcase/case/{id}: the appointment rules', () => {
  it('updates a pending appointment, books one when none, deletes and unlinks when cleared', async () => {
    const pid = await newPatient();
    const c = await createCase({ pid, record_name: 'r' });
    expect(c.reservation).toBeNull();

    const booked = (await putCase(c.id, { reservation_time: '2030-05-01T10:00:00.000Z', reservation_remark: 'first' }))
      .body.data;
    expect(booked.reservation).toMatchObject({ remark: 'first' });
    const reservationId = booked.reservation_id;

    const moved = (await putCase(c.id, { reservation_time: '2030-05-02T10:00:00.000Z' })).body.data;
    expect(moved.reservation_id).toBe(reservationId);
    expect(new Date(moved.reservation!.reservation_time).toISOString()).toBe('2030-05-02T10:00:00.000Z');

    const cleared = (await putCase(c.id, { reservation_time: '' })).body.data;
    expect(cleared).toMatchObject({ reservation_id: 0, reservation: null });
    expect(await count('reservation', 'id = ?', [reservationId])).toBe(0);
  });

  it('keeps a completed appointment as history: a new time books a new one, clearing only unlinks', async () => {
    const pid = await newPatient();
    const c = await createCase({ pid, reservation_time: '2030-06-01T10:00:00.000Z' });
    const done = c.reservation_id;
    const complete = await server.rest('PUT', `/api/reservation/${done}`, { token: demo, body: { status: 2 } });
    expect(complete.body.code).toBe(200);
    const edit = await server.rest('PUT', `/api/reservation/${done}`, { token: demo, body: { remark: 'late' } });
    expect(edit.body).toMatchObject({ code: 409, msg: 'Completed or cancelled appointments cannot be edited' });

    const next = (await putCase(c.id, { reservation_time: '2030-07-01T10:00:00.000Z' })).body.data;
    expect(next.reservation_id).not.toBe(done);
    expect(await count('reservation', 'id = ? and status = 2', [done])).toBe(1);
    const cancelled = await server.rest('PUT', `/api/reservation/${next.reservation_id}`, {
      token: demo,
      body: { status: 3 },
    });
    expect(cancelled.body.code).toBe(200);
    const unlinked = (await putCase(c.id, { reservation_time: null })).body.data;
    expect(unlinked.reservation_id).toBe(0);
    expect(await count('reservation', 'id = ?', [next.reservation_id])).toBe(1);
  });

  it('links a treatment step of the patient’s plan and refuses one of another patient', async () => {
    const pid = await newPatient();
    const plan = await server.rest<{ id: number; treatment_plan: { id: number }[] }>('POST', '/api/treatmentplan', {
      token: demo,
      body: { pid, name: 'Implant', treatment_plan: [{ sop_name: 'Surgery', sop_time: '2030-02-01T08:00:00.000Z' }] },
    });
    const stepId = plan.body.data.treatment_plan[0]!.id;
    const c = await createCase({ pid, treatment_plan_id: stepId });
    expect(c.treatment_plan).toMatchObject({
      id: stepId,
      sop_name: 'Surgery',
      treatment_case_id: plan.body.data.id,
      name: 'Implant',
    });
    const otherPatient = await newPatient();
    const wrong = await createCase({ pid: otherPatient });
    expect((await putCase(wrong.id, { treatment_plan_id: stepId })).body.code).toBe(404);
    expect((await putCase(c.id, { treatment_plan_id: 0 })).body.data.treatment_plan_id).toBe(0);
  });

  it('refuses every edit after submit', async () => {
    const pid = await newPatient();
    const c = await createCase({ pid, record_name: 'to submit' });
    const submitted = await server.rest<RestCase>('POST', `/api/illcase/submit/${c.id}`, { token: demo });
    expect(submitted.body.data.status).toBe(2);
    const edit = await putCase(c.id, { record_name: 'changed' });
    expect(edit.body).toMatchObject({ code: 409, msg: 'The case has been submitted and can no longer be edited' });
    const viaRecord = await server.rest('PUT', `/api/medicalrecord/${c.id}`, { token: demo, body: { memo: 'x' } });
    expect(viaRecord.body.code).toBe(409);
    const again = await server.rest('POST', `/api/illcase/submit/${c.id}`, { token: demo });
    expect(again.body.code).toBe(409);
    expect(
      (await server.rest<RestCase>('GET', `/api/illcase/case/${c.id}`, { token: demo })).body.data.record_name,
    ).toBe('to submit');
  });
});

describe('recycle bin, destroy, list, summary, progress', () => {
  it('stashes, restores and destroys a case with its case group and pending appointment', async () => {
    const pid = await newPatient();
    const c = await createCase({ pid, reservation_time: '2030-08-01T10:00:00.000Z' });
    expect(
      (await server.rest<RestCase & { deleted_at: string }>('DELETE', `/api/illcase/delete/${c.id}`, { token: demo }))
        .body.data.deleted_at,
    ).toBeTruthy();
    const live = await server.rest<List<RestCase>>(`GET`, `/api/illcase?pid=${pid}`, { token: demo });
    expect(live.body.data.total).toBe(0);
    expect(
      (
        await server.rest<RestCase & { deleted_at: string | null }>('POST', `/api/illcase/restore/${c.id}`, {
          token: demo,
        })
      ).body.data.deleted_at,
    ).toBeNull();
    const destroyed = await server.rest('DELETE', `/api/illcase/destroy/${c.id}`, { token: demo });
    expect(destroyed.body).toMatchObject({ code: 200, data: { id: c.id } });
    expect(await count('medical_case', 'id = ?', [c.id])).toBe(0);
    expect(await count('case_group', 'id = ?', [c.product_illcase_id])).toBe(0);
    expect(await count('reservation', 'id = ?', [c.reservation_id])).toBe(0);
  });

  it('lists with filters and nested data, and summarises', async () => {
    const pid = await newPatient('Filter Patient');
    const a = await createCase({ pid, record_name: 'alpha', product_id: 4 });
    const b = await createCase({ pid, record_name: 'beta', reservation_time: '2030-09-01T10:00:00.000Z' });
    await server.rest('POST', `/api/illcase/submit/${b.id}`, { token: demo });
    const list = async (query: string) =>
      (await server.rest<List<RestCase>>('GET', `/api/illcase?${query}`, { token: demo })).body.data;
    expect((await list(`pid=${pid}`)).list.map((c) => c.id)).toEqual([b.id, a.id]);
    expect((await list(`pid=${pid}&status=2`)).list.map((c) => c.id)).toEqual([b.id]);
    expect((await list(`pid=${pid}&product_id=4`)).list.map((c) => c.id)).toEqual([a.id]);
    expect((await list(`keyword=filter%20pat`)).total).toBe(2);
    expect((await list(`pid=${pid}&limit=1&page=2`)).list.map((c) => c.id)).toEqual([a.id]);
    expect((await list(`pid=${pid}`)).list[0]).toMatchObject({
      name: 'Filter Patient',
      appointmentTime: '2030-09-01 10:00',
    });
    expect((await server.rest('GET', '/api/illcase?status=7', { token: demo })).body).toMatchObject({
      code: 400,
      msg: 'Parameter error',
    });
    const reversed = await server.rest('POST', '/api/illcase/create/case', {
      token: demo,
      body: { pid, dispose: [{ position: '13-11', content: 'x' }] },
    });
    expect(reversed.body.msg).toBe('Invalid tooth position');
    const records = await server.rest<List<RestCase>>('GET', `/api/medicalrecord?pid=${pid}`, { token: demo });
    expect(records.body.data.total).toBe(2);

    const summary = await server.rest<{
      total: number;
      submitted: number;
      by_product: { product_id: number; count: number }[];
    }>('GET', '/api/illcase/summary', { token: demo });
    expect(summary.body.data.total).toBeGreaterThanOrEqual(2);
    expect(summary.body.data.by_product.find((p) => p.product_id === 4)?.count).toBeGreaterThanOrEqual(1);
    const foreignSummary = await server.rest<{ total: number }>('GET', '/api/illcase/summary', { token: other });
    expect(foreignSummary.body.data.total).toBe(0);

    const progress = await server.rest('GET', `/api/illcase/progress?id=${b.product_illcase_id}`, { token: demo });
    expect(progress.body.data).toMatchObject({
      product_illcase_id: b.product_illcase_id,
      pid,
      status: 0,
      status_name: 'not_submitted',
      case_status: 2,
      cases: [{ id: b.id, status: 2 }],
    });
  });

  it('creates a case group through the legacy helper, then a record attached to it', async () => {
    const pid = await newPatient();
    const group = await server.rest<{ id: number; case_type: number }>('POST', '/api/product_illcase', {
      token: demo,
      body: { pid, case_type: 2 },
    });
    expect(group.body.data).toMatchObject({ case_type: 2 });
    const record = await server.rest<RestCase>('POST', '/api/medicalrecord', {
      token: demo,
      body: { pid, product_illcase_id: group.body.data.id, record_name: 'helper' },
    });
    expect(record.body.data.product_illcase_id).toBe(group.body.data.id);
    const read = await server.rest<RestCase>('GET', `/api/medicalrecord/${record.body.data.id}`, { token: demo });
    expect(read.body.data.record_name).toBe('helper');
    const updated = await server.rest<RestCase>('PUT', `/api/medicalrecord/${record.body.data.id}`, {
      token: demo,
      body: { memo: 'm' },
    });
    expect(updated.body.data).toMatchObject({ record_name: 'helper' });
    const deleted = await server.rest<{ deleted_at: string }>('DELETE', `/api/medicalrecord/${record.body.data.id}`, {
      token: demo,
    });
    expect(deleted.body.data.deleted_at).toBeTruthy();
    const foreignGroup = await server.rest('POST', '/api/medicalrecord', {
      token: other,
      body: { pid: otherPid, product_illcase_id: group.body.data.id },
    });
    expect(foreignGroup.body.code).toBe(404);
  });

  it('answers Not found to another practice on every case path', async () => {
    const pid = await newPatient();
    const c = await createCase({ pid });
    for (const [method, path, body] of [
      ['GET', `/api/illcase/case/${c.id}`],
      ['PUT', `/api/illcase/case/${c.id}`, { record_name: 'x' }],
      ['DELETE', `/api/illcase/delete/${c.id}`],
      ['POST', `/api/illcase/restore/${c.id}`],
      ['DELETE', `/api/illcase/destroy/${c.id}`],
      ['POST', `/api/illcase/submit/${c.id}`],
      ['GET', `/api/illcase/progress?id=${c.product_illcase_id}`],
      ['GET', `/api/medicalrecord/${c.id}`],
      ['PUT', `/api/medicalrecord/${c.id}`, { memo: 'x' }],
      ['DELETE', `/api/medicalrecord/${c.id}`],
      ['POST', '/api/product_illcase', { pid }],
    ] as const) {
      const reply = await server.rest(method, path, { token: other, body });
      expect(reply.body, `${method} ${path}`).toMatchObject({ code: 404, msg: 'Not found' });
    }
    const theirList = await server.rest<List<RestCase>>('GET', `/api/illcase?pid=${pid}`, { token: other });
    expect(theirList.body.data.total).toBe(0);
    expect((await server.rest('GET', `/api/illcase/case/${c.id}`, { token: demo })).body.code).toBe(200);
  });
});

describe('GraphQL cases', () => {
  const CASE_FIELDS =
    'id status recordName examination { position content } reservation { id reservationTime remark } patient { id name } group { id productId } treatmentPlan { id } doctor { id name }';

  it('createCase, updateCase and submitCase return the changed objects', async () => {
    const pid = String(await newPatient('Graph Case'));
    const created = await server.graphql<{ createCase: { id: string; reservation: { id: string } } }>(
      `mutation($input: CreateCaseInput!) { createCase(input: $input) { ${CASE_FIELDS} } }`,
      {
        input: {
          patientId: pid,
          recordName: 'g',
          examination: [{ position: '48,46-47', content: 'x' }],
          reservationTime: '2030-10-01T08:00:00.000Z',
        },
      },
      demo,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createCase).toMatchObject({
      status: 1,
      examination: [{ position: '46-48' }],
      patient: { id: pid, name: 'Graph Case' },
    });
    const id = created.data!.createCase.id;
    const moved = await server.graphql<{ updateCase: { reservation: { id: string; reservationTime: string } } }>(
      `mutation($id: ID!, $input: UpdateCaseInput!) { updateCase(id: $id, input: $input) { ${CASE_FIELDS} } }`,
      { id, input: { reservationTime: '2030-10-02T08:00:00.000Z', reservationRemark: 'moved' } },
      demo,
    );
    expect(moved.data!.updateCase.reservation).toMatchObject({
      id: created.data!.createCase.reservation.id,
      reservationTime: '2030-10-02T08:00:00.000Z',
    });
    const cleared = await server.graphql<{ updateCase: { reservation: null } }>(
      `mutation($id: ID!) { updateCase(id: $id, input: { reservationTime: null }) { id reservation { id } } }`,
      { id },
      demo,
    );
    expect(cleared.data!.updateCase.reservation).toBeNull();
    const submitted = await server.graphql<{ submitCase: { status: number } }>(
      `mutation { submitCase(id: "${id}") { id status } }`,
      {},
      demo,
    );
    expect(submitted.data!.submitCase.status).toBe(2);
    const refused = await server.graphql(`mutation { updateCase(id: "${id}", input: { memo: "x" }) { id } }`, {}, demo);
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      message: 'The case has been submitted and can no longer be edited',
    });
  });

  it('lists cases with nested relations and hides other practices', async () => {
    const pid = String(await newPatient('Graph List'));
    await server.graphql(
      'mutation($input: CreateCaseInput!) { createCase(input: $input) { id } }',
      { input: { patientId: pid } },
      demo,
    );
    const list = await server.graphql<{ cases: { total: number; items: { patient: { name: string } }[] } }>(
      `{ cases(patientId: "${pid}") { total page limit items { ${CASE_FIELDS} } } caseSummary { total open submitted trash byProduct { productId count } } }`,
      {},
      demo,
    );
    expect(list.errors).toBeUndefined();
    expect(list.data!.cases.items[0]!.patient.name).toBe('Graph List');
    const theirs = await server.graphql<{ cases: { total: number } }>(
      `{ cases(patientId: "${pid}") { total } }`,
      {},
      other,
    );
    expect(theirs.data!.cases.total).toBe(0);
    const id = (
      await server.graphql<{ cases: { items: { id: string }[] } }>(
        `{ cases(patientId: "${pid}") { items { id } } }`,
        {},
        demo,
      )
    ).data!.cases.items[0]!.id;
    for (const query of [
      `{ case(id: "${id}") { id } }`,
      `mutation { updateCase(id: "${id}", input: { memo: "x" }) { id } }`,
      `mutation { submitCase(id: "${id}") { id } }`,
      `mutation { stashCase(id: "${id}") { id } }`,
      `mutation { restoreCase(id: "${id}") { id } }`,
      `mutation { destroyCase(id: "${id}") }`,
      `mutation { createCase(input: { patientId: "${pid}" }) { id } }`,
      `mutation { createCaseGroup(patientId: "${pid}") { id } }`,
    ]) {
      const reply = await server.graphql(query, {}, other);
      expect(reply.errors?.[0]?.extensions?.code, query).toBe('NOT_FOUND');
    }
    const stash = await server.graphql<{ stashCase: { deletedAt: string } }>(
      `mutation { stashCase(id: "${id}") { id deletedAt } }`,
      {},
      demo,
    );
    expect(stash.data!.stashCase.deletedAt).toBeTruthy();
    const restore = await server.graphql<{ restoreCase: { deletedAt: null } }>(
      `mutation { restoreCase(id: "${id}") { id deletedAt } }`,
      {},
      demo,
    );
    expect(restore.data!.restoreCase.deletedAt).toBeNull();
    const group = await server.graphql<{ createCaseGroup: { id: string; pid: string } }>(
      `mutation { createCaseGroup(patientId: "${pid}", caseType: 3) { id pid caseType } }`,
      {},
      demo,
    );
    expect(group.data!.createCaseGroup.pid).toBe(pid);
    const read = await server.graphql<{ caseGroup: { cases: unknown[]; patient: { id: string } } }>(
      `{ caseGroup(id: "${group.data!.createCaseGroup.id}") { id cases { id } patient { id } } }`,
      {},
      demo,
    );
    expect(read.data!.caseGroup).toMatchObject({ cases: [], patient: { id: pid } });
    const destroyed = await server.graphql<{ destroyCase: string }>(`mutation { destroyCase(id: "${id}") }`, {}, demo);
    expect(destroyed.data!.destroyCase).toBe(id);
  });
});
