import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demo.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;
let main: { token: string; userId: number };
beforeAll(async () => {
  server = await startTestServer();
  main = await server.createPractice('13700000101');
});
afterAll(() => server?.stop());

const UPDATE = `mutation($input: UpdateProfileInput!) {
  updateProfile(input: $input) {
    id name avatar country
    invoiceInfo { companyName taxpayerId phone businessAddress invoiceEmail contact contactPhone address shortName qualification }
    shippingAddress { contact phone address }
  }
}`;
const INVOICE = {
  companyName: 'Smile Dental Co.',
  taxpayerId: '91110000MA01ABCDE',
  phone: '13912345678',
  businessAddress: '1 Dental Road',
  invoiceEmail: 'Billing@Smile.Example',
  contact: 'Li Lei',
  contactPhone: '13812345678',
  address: '2 Clinic Street',
  shortName: 'Smile',
  qualification: 'Class A',
};

describe('GraphQL updateProfile', () => {
  it('saves name, avatar, invoice info and shipping address and reads them back', async () => {
    const reply = await server.graphql<{ updateProfile: Record<string, unknown> }>(
      UPDATE,
      {
        input: {
          name: ' Dr. Main ',
          avatar: 'https://cdn.example/a.png',
          invoiceInfo: INVOICE,
          shippingAddress: { contact: 'Han Meimei', phone: '13712345678', address: '3 Lab Lane' },
        },
      },
      main.token,
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.updateProfile).toMatchObject({
      id: String(main.userId),
      name: 'Dr. Main',
      avatar: 'https://cdn.example/a.png',
      invoiceInfo: { ...INVOICE, invoiceEmail: 'billing@smile.example' },
      shippingAddress: { contact: 'Han Meimei', phone: '13712345678', address: '3 Lab Lane' },
    });
    const me = await server.graphql<{
      me: { invoiceInfo: { companyName: string }; shippingAddress: { address: string } };
    }>('{ me { invoiceInfo { companyName } shippingAddress { address } } }', {}, main.token);
    expect(me.data?.me).toEqual({
      invoiceInfo: { companyName: 'Smile Dental Co.' },
      shippingAddress: { address: '3 Lab Lane' },
    });
    const record = await server.rest<Record<string, unknown>>('GET', `/api/user/${main.userId}`, { token: main.token });
    expect(record.body.data).toMatchObject({
      invoice_info: {
        company_name: 'Smile Dental Co.',
        taxpayer_id: '91110000MA01ABCDE',
        invoice_email: 'billing@smile.example',
      },
      shipping_address: { contact: 'Han Meimei', phone: '13712345678', address: '3 Lab Lane' },
    });
  });

  it('leaves fields it was not given alone and clears blocks set to null', async () => {
    await server.graphql(UPDATE, { input: { shippingAddress: { contact: 'A', address: 'B' } } }, main.token);
    const kept = await server.graphql<{ updateProfile: { name: string; invoiceInfo: { companyName: string } } }>(
      UPDATE,
      { input: { name: 'Dr. Renamed' } },
      main.token,
    );
    expect(kept.data?.updateProfile).toMatchObject({
      name: 'Dr. Renamed',
      invoiceInfo: { companyName: 'Smile Dental Co.' },
    });
    const cleared = await server.graphql<{ updateProfile: { invoiceInfo: { companyName: string } } }>(
      UPDATE,
      { input: { invoiceInfo: null } },
      main.token,
    );
    expect(cleared.data?.updateProfile.invoiceInfo.companyName).toBe('');
  });

  it('refuses invalid input as Parameter error and writes nothing', async () => {
    const bad = [
      { invoiceInfo: { contactPhone: '12345678901' } },
      { invoiceInfo: { phone: '1391234567' } },
      { invoiceInfo: { invoiceEmail: 'not-an-email' } },
      { invoiceInfo: { companyName: 'x'.repeat(101) } },
      { shippingAddress: { phone: '23812345678' } },
      { avatar: 'javascript:alert(1)' },
      { avatar: 'ftp://example.com/a.png' },
      { name: '   ' },
    ];
    for (const input of bad) {
      const reply = await server.graphql(UPDATE, { input }, main.token);
      expect(reply.errors?.[0]?.extensions, JSON.stringify(input)).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'Parameter error',
      });
    }
    const me = await server.graphql<{ me: { name: string; avatar: string } }>('{ me { name avatar } }', {}, main.token);
    expect(me.data?.me).toEqual({ name: 'Dr. Renamed', avatar: 'https://cdn.example/a.png' });
  });

  it('lets a sub user change their own name and avatar but not the practice’s invoice info or address', async () => {
    const doctor = await server.login(DEMO.doctor.phone, DEMO.doctor.password);
    const own = await server.graphql<{ updateProfile: { name: string } }>(
      UPDATE,
      { input: { name: 'Dr. Sub' } },
      doctor,
    );
    expect(own.data?.updateProfile.name).toBe('Dr. Sub');
    for (const input of [
      { invoiceInfo: { companyName: 'Mine' } },
      { shippingAddress: { address: 'Here' } },
      { country: 'Japan' },
    ]) {
      const reply = await server.graphql(UPDATE, { input }, doctor);
      expect(reply.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', message: 'Permission denied' });
    }
    const self = await server.graphql<{ me: { id: string } }>('{ me { id } }', {}, doctor);
    const rest = await server.rest('PUT', `/api/user/${self.data!.me.id}`, {
      token: doctor,
      body: { invoice_info: { company_name: 'Mine' } },
    });
    expect(rest.body).toMatchObject({ code: 403, msg: 'Permission denied' });
  });

  it('needs a session', async () => {
    const reply = await server.graphql(UPDATE, { input: { name: 'Nobody' } });
    expect(reply.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('PUT /api/user/{id}', () => {
  it('saves the snake_case record and answers it', async () => {
    const reply = await server.rest<Record<string, unknown>>('PUT', `/api/user/${main.userId}`, {
      token: main.token,
      body: {
        name: 'Dr. Rest',
        invoice_info: { company_name: 'Rest Dental', taxpayer_id: 'T-1', contact_phone: '13600000000' },
        shipping_address: { contact: 'Wang', phone: '13500000000', address: 'Rest Road 1' },
      },
    });
    expect(reply.body.code).toBe(200);
    expect(reply.body.data).toMatchObject({
      id: main.userId,
      name: 'Dr. Rest',
      invoice_info: { company_name: 'Rest Dental', taxpayer_id: 'T-1', contact_phone: '13600000000' },
      shipping_address: { contact: 'Wang', phone: '13500000000', address: 'Rest Road 1' },
    });
    const me = await server.graphql<{ me: { invoiceInfo: { contactPhone: string } } }>(
      '{ me { invoiceInfo { contactPhone } } }',
      {},
      main.token,
    );
    expect(me.data?.me.invoiceInfo.contactPhone).toBe('13600000000');
  });

  it('answers Not found for another user, in the same practice or not', async () => {
    const demo = await server.demoToken();
    const doctor = await server.login(DEMO.doctor.phone, DEMO.doctor.password);
    const sub = await server.graphql<{ me: { id: string } }>('{ me { id } }', {}, doctor);
    for (const id of [sub.data!.me.id, main.userId]) {
      const reply = await server.rest('PUT', `/api/user/${id}`, { token: demo, body: { name: 'Hijack' } });
      expect(reply.body).toMatchObject({ code: 404, msg: 'Not found' });
    }
  });

  it('refuses unknown fields, wrong types and bad ids as Parameter error', async () => {
    const bodies = [
      { nickname: 'x' },
      { name: 42 },
      { invoice_info: { company_name: 'A', bank: 'B' } },
      { invoice_info: 'text' },
      { shipping_address: { phone: 'abc' } },
    ];
    for (const body of bodies) {
      const reply = await server.rest('PUT', `/api/user/${main.userId}`, { token: main.token, body });
      expect(reply.body, JSON.stringify(body)).toMatchObject({ code: 400, msg: 'Parameter error' });
    }
    const badId = await server.rest('PUT', '/api/user/abc', { token: main.token, body: { name: 'x' } });
    expect(badId.body).toMatchObject({ code: 400, msg: 'Parameter error' });
  });
});
