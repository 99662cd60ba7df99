import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;
let demo: string;
let other: string;
beforeAll(async () => {
  server = await startTestServer();
  demo = await server.demoToken();
  other = (await server.createPractice('13700000101')).token;
});
afterAll(() => server?.stop());

type RestPatient = {
  id: number;
  name: string;
  memo: string | null;
  level: number;
  birthday: string | null;
  deleted_at: string | null;
};
type List<T> = { list: T[]; total: number; page: number; limit: number };

const create = async (body: Record<string, unknown>, token = demo) => {
  const reply = await server.rest<RestPatient>('POST', '/api/patient', { token, body });
  expect(reply.body.code, reply.body.msg).toBe(200);
  return reply.body.data;
};

describe('POST /api/patient and the form rules', () => {
  it('creates a patient with trimmed name, the date as written, and health answers', async () => {
    const p = await create({
      name: '  王芳 ',
      level: 2,
      sex: 2,
      birthday: '1990-05-01T00:00:00.000+08:00',
      phone: '13612345678',
      nationality: 'Han',
      country: 'China',
      career: ' teacher ',
      be_pregnant: 2,
      allergy_history: 'Penicillin',
    });
    expect(p).toMatchObject({
      name: '王芳',
      level: 2,
      birthday: '1990-05-01',
      marital_status: 2,
      career: 'teacher',
      be_pregnant: 2,
    });
    const read = await server.rest<RestPatient>('GET', `/api/patient/${p.id}`, { token: demo });
    expect(read.body.data).toMatchObject({ id: p.id, allergy_history: 'Penicillin', nationality: 'Han', uid: 1 });
  });

  it('answers the seeds’ messages for name, category and phone', async () => {
    const noName = await server.rest('POST', '/api/patient', { token: demo, body: { name: '   ', level: 1 } });
    expect(noName.body).toMatchObject({ code: 400, msg: 'please-input-name' });
    const noLevel = await server.rest('POST', '/api/patient', { token: demo, body: { name: 'A', level: 0 } });
    expect(noLevel.body).toMatchObject({ code: 400, msg: 'Please select category' });
    const badPhone = await server.rest('POST', '/api/patient', {
      token: demo,
      body: { name: 'A', level: 1, phone: '12345678901' },
    });
    expect(badPhone.body).toMatchObject({ code: 400, msg: 'Please enter a valid mobile phone number' });
  });

  it('refuses wrong types, unknown fields, unknown options and oversized text as Parameter error', async () => {
    for (const body of [
      { name: 'A', level: 1, sex: 3 },
      { name: 'A', level: 'high' },
      { name: 'A', level: 1, hacker: true },
      { name: 'A', level: 1, nationality: 'Klingon' },
      { name: 'A', level: 1, birthday: '2999-01-01' },
      { name: 'A', level: 1, illness_history: 'x'.repeat(2001) },
      { name: 'x'.repeat(101), level: 1 },
    ]) {
      const reply = await server.rest('POST', '/api/patient', { token: demo, body });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ code: 400, msg: 'Parameter error' });
    }
    const malformed = await server.rest('POST', '/api/patient', { token: demo, raw: '{"name":' });
    expect(malformed.body).toMatchObject({ code: 400, msg: 'Parameter error' });
  });

  it('needs a token', async () => {
    const reply = await server.rest('GET', '/api/patient');
    expect(reply.status).toBe(401);
  });
});

describe('GET /api/patient keyword search', () => {
  it('matches a substring of name, phone or patient number in any case', async () => {
    const a = await create({ name: 'Zoe Hartley', level: 1, phone: '13755501234', memo: 'ZX-9001' });
    const search = async (keyword: string) =>
      (
        await server.rest<List<RestPatient>>('GET', `/api/patient?keyword=${encodeURIComponent(keyword)}&limit=100`, {
          token: demo,
        })
      ).body.data;
    for (const keyword of ['hartl', 'ZOE', '5550123', 'zx-90']) {
      const found = await search(keyword);
      expect(
        found.list.map((p) => p.id),
        keyword,
      ).toContain(a.id);
    }
    expect((await search('no-such-patient')).total).toBe(0);
    expect((await search('%')).list.map((p) => p.id)).not.toContain(a.id);
    const foreign = await server.rest<List<RestPatient>>('GET', '/api/patient?keyword=hartl', { token: other });
    expect(foreign.body.data.total).toBe(0);
  });

  it('pages with limit and page and refuses a limit over 100', async () => {
    const page = await server.rest<List<RestPatient>>('GET', '/api/patient?limit=2&page=1', { token: demo });
    expect(page.body.data).toMatchObject({ page: 1, limit: 2 });
    expect(page.body.data.list).toHaveLength(2);
    const tooMany = await server.rest('GET', '/api/patient?limit=101', { token: demo });
    expect(tooMany.body.code).toBe(400);
  });
});

describe('patient number check', () => {
  it('answers id "0" when free, else the other patient’s id and name', async () => {
    const free = await server.rest('GET', '/api/patient/check?memo=FREE-1', { token: demo });
    expect(free.body.data).toEqual({ id: '0', name: null });
    const p = await create({ name: 'Memo Holder', level: 1, memo: 'DUP-1' });
    const used = await server.rest('GET', '/api/patient/check?memo=DUP-1', { token: demo });
    expect(used.body.data).toEqual({ id: String(p.id), name: 'Memo Holder' });
    // A warning only: a second patient may still use the number.
    await create({ name: 'Second', level: 1, memo: 'DUP-1' });
    const foreign = await server.rest('GET', '/api/patient/check?memo=DUP-1', { token: other });
    expect(foreign.body.data).toEqual({ id: '0', name: null });
  });
});

describe('update, recycle bin and destroy', () => {
  it('updates only given fields and keeps the rules', async () => {
    const p = await create({ name: 'Old Name', level: 1, phone: '13900001111' });
    const reply = await server.rest<RestPatient>('PUT', `/api/patient/${p.id}`, {
      token: demo,
      body: { id: p.id, name: 'New Name' },
    });
    expect(reply.body.data).toMatchObject({ name: 'New Name', phone: '13900001111', level: 1 });
    const bad = await server.rest('PUT', `/api/patient/${p.id}`, { token: demo, body: { name: '' } });
    expect(bad.body.msg).toBe('please-input-name');
  });

  it('stash and restore cascade to the patient’s cases; destroy removes them for good', async () => {
    const p = await create({ name: 'Trash Me', level: 1 });
    const caseReply = await server.rest<{ id: number }>('POST', '/api/illcase/create/case', {
      token: demo,
      body: { pid: p.id, record_name: 'visit' },
    });
    const caseId = caseReply.body.data.id;
    const earlier = await server.rest<{ id: number }>('POST', '/api/illcase/create/case', {
      token: demo,
      body: { pid: p.id },
    });
    await server.rest('DELETE', `/api/illcase/delete/${earlier.body.data.id}`, { token: demo });

    expect(
      (await server.rest<{ count: number }>('GET', `/api/patient/case_count/${p.id}`, { token: demo })).body.data.count,
    ).toBe(1);
    const stashed = await server.rest<RestPatient>('POST', `/api/patient/stash/${p.id}`, { token: demo });
    expect(stashed.body.data.deleted_at).not.toBeNull();
    const trash = await server.rest<List<RestPatient>>('GET', '/api/patient?state=1&limit=100', { token: demo });
    expect(trash.body.data.list.map((x) => x.id)).toContain(p.id);
    const live = await server.rest<List<RestPatient>>('GET', '/api/patient?limit=100', { token: demo });
    expect(live.body.data.list.map((x) => x.id)).not.toContain(p.id);
    const caseTrash = await server.rest<List<{ id: number }>>('GET', `/api/illcase?state=1&pid=${p.id}`, {
      token: demo,
    });
    expect(caseTrash.body.data.list.map((c) => c.id).sort()).toEqual([caseId, earlier.body.data.id].sort());

    await server.rest('POST', `/api/patient/restore/${p.id}`, { token: demo });
    const back = await server.rest<List<{ id: number }>>('GET', `/api/illcase?pid=${p.id}`, { token: demo });
    // The case trashed on its own before the patient stays in the bin.
    expect(back.body.data.list.map((c) => c.id)).toEqual([caseId]);

    const destroyed = await server.rest('DELETE', `/api/patient/${p.id}`, { token: demo });
    expect(destroyed.body).toMatchObject({ code: 200, data: { id: p.id } });
    expect((await server.rest('GET', `/api/patient/${p.id}`, { token: demo })).body.code).toBe(404);
    expect((await server.rest('GET', `/api/illcase/case/${caseId}`, { token: demo })).body.code).toBe(404);
    const [{ n }] = (await server.runtime.orm.em
      .getConnection()
      .execute<{ n: string }[]>('select count(*) as n from medical_case where patient_id = ?', [p.id])) as [
      { n: string },
    ];
    expect(Number(n)).toBe(0);
  });

  it('answers Not found to another practice on every patient path', async () => {
    const p = await create({ name: 'Private', level: 1 });
    for (const [method, path, body] of [
      ['GET', `/api/patient/${p.id}`],
      ['PUT', `/api/patient/${p.id}`, { name: 'Stolen' }],
      ['POST', `/api/patient/stash/${p.id}`],
      ['POST', `/api/patient/restore/${p.id}`],
      ['DELETE', `/api/patient/${p.id}`],
      ['GET', `/api/patient/case_count/${p.id}`],
    ] as const) {
      const reply = await server.rest(method, path, { token: other, body });
      expect(reply.body, `${method} ${path}`).toMatchObject({ code: 404, msg: 'Not found' });
    }
    expect((await server.rest('GET', `/api/patient/${p.id}`, { token: demo })).body.code).toBe(200);
  });
});

describe('GraphQL patients', () => {
  it('creates, searches and reads a patient with its cases, plans and appointments', async () => {
    const created = await server.graphql<{ createPatient: { id: string; name: string; maritalStatus: number } }>(
      'mutation($input: PatientInput!) { createPatient(input: $input) { id name maritalStatus uid } }',
      { input: { name: 'Graph Patient', level: 3, maritalStatus: 1, phone: '13512340000' } },
      demo,
    );
    const id = created.data!.createPatient.id;
    expect(created.data!.createPatient).toMatchObject({ name: 'Graph Patient', maritalStatus: 1 });
    await server.graphql(
      'mutation($input: CreateCaseInput!) { createCase(input: $input) { id } }',
      { input: { patientId: id, reservationTime: '2030-01-02T03:04:00.000Z' } },
      demo,
    );
    const reply = await server.graphql<{
      patients: {
        total: number;
        items: { id: string; caseCount: number; cases: { id: string }[]; reservations: { id: string }[] }[];
      };
    }>(
      '{ patients(keyword: "graph pat") { total items { id caseCount cases { id patient { id } } reservations { id } treatmentPlans { id } } } }',
      {},
      demo,
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.patients.items[0]).toMatchObject({ id, caseCount: 1 });
    expect(reply.data!.patients.items[0]!.reservations).toHaveLength(1);
    const check = await server.graphql<{ patientMemoCheck: { id: string } }>(
      '{ patientMemoCheck(memo: "nobody") { id name } }',
      {},
      demo,
    );
    expect(check.data!.patientMemoCheck.id).toBe('0');
  });

  it('maps rule failures to extensions and hides other practices', async () => {
    const bad = await server.graphql('mutation { createPatient(input: { name: "A", level: 0 }) { id } }', {}, demo);
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Please select category' });
    const mine = await server.graphql<{ createPatient: { id: string } }>(
      'mutation { createPatient(input: { name: "Mine", level: 1 }) { id } }',
      {},
      demo,
    );
    const id = mine.data!.createPatient.id;
    for (const query of [
      `{ patient(id: "${id}") { id } }`,
      `mutation { updatePatient(id: "${id}", input: { name: "x" }) { id } }`,
      `mutation { stashPatient(id: "${id}") { id } }`,
      `mutation { restorePatient(id: "${id}") { id } }`,
      `mutation { destroyPatient(id: "${id}") }`,
    ]) {
      const reply = await server.graphql(query, {}, other);
      expect(reply.errors?.[0]?.extensions?.code, query).toBe('NOT_FOUND');
    }
  });

  it('stashes and restores through GraphQL, and audits every write', async () => {
    const mine = await server.graphql<{ createPatient: { id: string } }>(
      'mutation { createPatient(input: { name: "Audited", level: 1 }) { id } }',
      {},
      demo,
    );
    const id = mine.data!.createPatient.id;
    await server.graphql(`mutation { updatePatient(id: "${id}", input: { career: "pilot" }) { id } }`, {}, demo);
    const stash = await server.graphql<{ stashPatient: { deletedAt: string | null } }>(
      `mutation { stashPatient(id: "${id}") { id deletedAt } }`,
      {},
      demo,
    );
    expect(stash.data!.stashPatient.deletedAt).not.toBeNull();
    const restore = await server.graphql<{ restorePatient: { deletedAt: string | null } }>(
      `mutation { restorePatient(id: "${id}") { id deletedAt } }`,
      {},
      demo,
    );
    expect(restore.data!.restorePatient.deletedAt).toBeNull();
    await server.graphql(`mutation { destroyPatient(id: "${id}") }`, {}, demo);
    const audit = await server.graphql<{
      auditEntries: { items: { action: string; changedFields: string[]; uid: string }[] };
    }>(
      `{ auditEntries(entity: "Patient", entityId: "${id}") { total items { action entity entityId changedFields uid clientInfo createdAt } } }`,
      {},
      demo,
    );
    expect(audit.data!.auditEntries.items.map((e) => e.action)).toEqual([
      'destroy',
      'restore',
      'delete',
      'update',
      'create',
    ]);
    expect(audit.data!.auditEntries.items[3]!.changedFields).toEqual(['career']);
    const doctor = await server.login('13800000001', 'Demo@1234');
    const forbidden = await server.graphql('{ auditEntries { total } }', {}, doctor);
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const foreign = await server.graphql<{ auditEntries: { total: number } }>(
      `{ auditEntries(entity: "Patient", entityId: "${id}") { total } }`,
      {},
      other,
    );
    expect(foreign.data!.auditEntries.total).toBe(0);
  });
});
