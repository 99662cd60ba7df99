import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demo.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;
let demo: string;
beforeAll(async () => {
  server = await startTestServer();
  demo = await server.demoToken();
});
afterAll(() => server?.stop());

const CREATE = `mutation($input: CreateDoctorInput!) { createDoctor(input: $input) { id name phone disabled parentId roles } }`;

describe('GET /api/user/{id}', () => {
  it('returns the seeds’ user record to the user and to the same practice', async () => {
    const reply = await server.rest<Record<string, unknown>>('GET', '/api/user/1', { token: demo });
    expect(reply.body.code).toBe(200);
    expect(reply.body.data).toMatchObject({
      id: 1,
      phone: DEMO.main.phone,
      parent_id: 0,
      member_number: 1,
      actual_children: 1,
      account: { balance: 1000, usable_storage: 3 },
    });
    const doctor = await server.login(DEMO.doctor.phone, DEMO.doctor.password);
    const asDoctor = await server.rest<{ id: number }>('GET', '/api/user/1', { token: doctor });
    expect(asDoctor.body.data.id).toBe(1);
  });

  it('answers Not found for a user of another practice', async () => {
    const other = await server.createPractice('13700000001');
    const reply = await server.rest('GET', '/api/user/1', { token: other.token });
    expect(reply.body).toMatchObject({ code: 404, msg: 'Not found' });
    const theirs = await server.rest('GET', `/api/user/${other.userId}`, { token: demo });
    expect(theirs.body.code).toBe(404);
  });

  it('refuses a non-numeric id as a parameter error', async () => {
    const reply = await server.rest('GET', '/api/user/abc', { token: demo });
    expect(reply.body).toMatchObject({ code: 400, msg: 'Parameter error' });
  });
});

describe('GraphQL me and doctors', () => {
  it('answers me with roles derived as the seeds say', async () => {
    const reply = await server.graphql<{
      me: { roles: string[]; isMainAccount: boolean; practice: { balance: number } };
    }>('{ me { id roles isMainAccount practice { balance usableStorageGb } } }', {}, demo);
    expect(reply.data?.me).toMatchObject({
      roles: ['admin', 'main'],
      isMainAccount: true,
      practice: { balance: 1000 },
    });
  });

  it('answers me without a token as UNAUTHENTICATED', async () => {
    const reply = await server.graphql('{ me { id } }');
    expect(reply.errors?.[0]?.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Authrication is invalid',
    });
  });

  it('logs in through GraphQL', async () => {
    const reply = await server.graphql<{ login: { token: string; user: { id: string } } }>(
      'mutation($input: LoginInput!) { login(input: $input) { token user { id name } } }',
      { input: { phone: DEMO.main.phone, password: DEMO.main.password } },
    );
    expect(reply.data?.login.user.id).toBe('1');
    const wrong = await server.graphql(
      'mutation { login(input: { phone: "13800000000", password: "bad-pass" }) { token } }',
    );
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Password is incorrect' });
  });

  it('lets only the main role manage doctors', async () => {
    const doctor = await server.login(DEMO.doctor.phone, DEMO.doctor.password);
    const reply = await server.graphql('{ doctors { total } }', {}, doctor);
    expect(reply.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('disabling a doctor ends their live sessions and blocks login; enabling restores login', async () => {
    const created = await server.graphql<{ createDoctor: { id: string } }>(
      CREATE,
      { input: { name: 'Dr. Disable', phone: '13600000001', password: 'Doctor@1' } },
      demo,
    );
    const id = created.data!.createDoctor.id;
    const session = await server.login('13600000001', 'Doctor@1');
    expect((await server.graphql('{ me { id } }', {}, session)).data).toBeTruthy();
    const disabled = await server.graphql<{ setDoctorDisabled: { disabled: boolean } }>(
      'mutation($id: ID!) { setDoctorDisabled(id: $id, disabled: true) { id disabled } }',
      { id },
      demo,
    );
    expect(disabled.data?.setDoctorDisabled.disabled).toBe(true);
    expect((await server.graphql('{ me { id } }', {}, session)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const login = await server.rest('POST', '/api/login', { body: { phone: '13600000001', password: 'Doctor@1' } });
    expect(login.body).toMatchObject({ code: 403, msg: 'User is disabled' });
    await server.graphql('mutation($id: ID!) { setDoctorDisabled(id: $id, disabled: false) { id } }', { id }, demo);
    expect(await server.login('13600000001', 'Doctor@1')).toBeTruthy();
  });

  it('caps sub users, even when created concurrently', async () => {
    const { token } = await server.createPractice('13700000002');
    await server.runtime.orm.em
      .getConnection()
      .execute('update practice set sub_user_limit = 3 where id = (select practice_id from app_user where phone = ?)', [
        '13700000002',
      ]);
    const replies = await Promise.all(
      [0, 1, 2, 3, 4].map((i) =>
        server.graphql(CREATE, { input: { name: `Dr. ${i}`, phone: `1350000000${i}`, password: 'Doctor@1' } }, token),
      ),
    );
    const ok = replies.filter((r) => r.data?.createDoctor);
    const capped = replies.filter((r) => r.errors?.[0]?.extensions?.message === 'Sub users already reach the limit');
    expect(ok).toHaveLength(3);
    expect(capped).toHaveLength(2);
    const list = await server.graphql<{ doctors: { total: number } }>('{ doctors { total items { id } } }', {}, token);
    expect(list.data?.doctors.total).toBe(3);
  });

  it('deletes a doctor for good: no login, not listed, other practices cannot touch them', async () => {
    const created = await server.graphql<{ createDoctor: { id: string } }>(
      CREATE,
      { input: { name: 'Dr. Gone', phone: '13600000002', password: 'Doctor@1' } },
      demo,
    );
    const id = created.data!.createDoctor.id;
    const other = await server.createPractice('13700000003');
    const foreign = await server.graphql('mutation($id: ID!) { deleteDoctor(id: $id) { id } }', { id }, other.token);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await server.graphql('mutation($id: ID!) { deleteDoctor(id: $id) { id } }', { id }, demo);
    const login = await server.rest('POST', '/api/login', { body: { phone: '13600000002', password: 'Doctor@1' } });
    expect(login.body.msg).toBe('User does not exist');
  });
});

describe('GraphQL hardening', () => {
  it('refuses a query deeper than the limit', async () => {
    const nest = (depth: number): string => (depth === 0 ? 'id' : `id parent { ${nest(depth - 1)} }`);
    const doctor = await server.login(DEMO.doctor.phone, DEMO.doctor.password);
    const shallow = await server.graphql<{ me: { parent: { id: string } } }>(`{ me { ${nest(3)} } }`, {}, doctor);
    expect(shallow.data?.me.parent.id).toBe('1');
    const reply = await server.graphql(`{ me { ${nest(12)} } }`, {}, doctor);
    expect(reply.data).toBeUndefined();
    expect(reply.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('refuses a query over the cost limit', async () => {
    const nest = (depth: number): string =>
      depth === 0 ? 'id name phone email roles' : `id name phone email roles parent { ${nest(depth - 1)} }`;
    const fields = Array.from({ length: 19 }, (_, i) => `a${i}: me { ${nest(8)} }`).join(' ');
    const reply = await server.graphql(`{ ${fields} }`, {}, demo);
    expect(reply.errors?.[0]?.message).toMatch(/cost|alias/i);
  });

  it('refuses batched requests and cross-site simple requests', async () => {
    const batch = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ rsaPublicKey }' }, { query: '{ rsaPublicKey }' }]),
    });
    expect(batch.status).toBe(400);
    const simple = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ rsaPublicKey }')}`);
    expect(simple.status).toBe(400);
  });
});
