import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';

let server: TestServer;
let demo: string;
let pid: number;
beforeAll(async () => {
  server = await startTestServer();
  demo = await server.demoToken();
  pid = (await server.rest<{ id: number }>('POST', '/api/patient', { token: demo, body: { name: 'Typed', level: 1 } }))
    .body.data.id;
});
afterAll(() => server?.stop());

const PARAMETER_ERROR = { code: 400, msg: 'Parameter error' };

describe('legacy REST loose ends', () => {
  it('a deleted medical record is Not found, and restorable from the recycle bin list', async () => {
    const record = await server.rest<{ id: number }>('POST', '/api/medicalrecord', {
      token: demo,
      body: { pid, record_name: 'to delete' },
    });
    const id = record.body.data.id;
    expect((await server.rest('DELETE', `/api/medicalrecord/${id}`, { token: demo })).body.code).toBe(200);
    expect((await server.rest('GET', `/api/medicalrecord/${id}`, { token: demo })).body).toMatchObject({
      code: 404,
      msg: 'Not found',
    });
    expect((await server.rest('PUT', `/api/medicalrecord/${id}`, { token: demo, body: { memo: 'x' } })).body.code).toBe(
      404,
    );
    const trash = await server.rest<{ list: { id: number }[] }>('GET', `/api/illcase?state=1&pid=${pid}`, {
      token: demo,
    });
    expect(trash.body.data.list.map((c) => c.id)).toContain(id);
    expect((await server.rest('POST', `/api/illcase/restore/${id}`, { token: demo })).body.code).toBe(200);
    const back = await server.rest<{ id: number }>('GET', `/api/medicalrecord/${id}`, { token: demo });
    expect(back.body.data.id).toBe(id);
  });

  it('echoed fields the handlers ignore are still checked for their type', async () => {
    const plan = await server.rest<{ id: number; pid: number; created_at: string }>('POST', '/api/treatmentcase', {
      token: demo,
      body: { pid, name: 'Typed plan' },
    });
    const planId = plan.body.data.id;
    // The server's own ids and times, as it answered them, may be sent back.
    const { id, pid: planPid, created_at } = plan.body.data;
    const echo = await server.rest('PUT', `/api/treatmentcase/${planId}`, {
      token: demo,
      body: { id, pid: planPid, created_at, name: 'Renamed' },
    });
    expect(echo.body.code).toBe(200);
    for (const bad of [{ pid: {} }, { pid: 'abc' }, { id: [1] }, { uid: true }, { created_at: 5 }, { extra: 1 }]) {
      const reply = await server.rest('PUT', `/api/treatmentcase/${planId}`, { token: demo, body: bad });
      expect(reply.body, JSON.stringify(bad)).toMatchObject(PARAMETER_ERROR);
    }

    type RestRecord = Record<'id' | 'uid' | 'status' | 'reservation' | 'treatment_plan' | 'product_id', unknown>;
    const record = await server.rest<RestRecord & { id: number }>('POST', '/api/medicalrecord', {
      token: demo,
      body: { pid, record_name: 'typed' },
    });
    const rid = record.body.data.id;
    expect(
      (
        await server.rest('PUT', `/api/medicalrecord/${rid}`, {
          token: demo,
          body: { ...echoedOf(record.body.data), memo: 'm' },
        })
      ).body.code,
    ).toBe(200);
    for (const bad of [{ status: 'open' }, { reservation: 'x' }, { treatment_plan: 3 }, { product_id: {} }]) {
      const reply = await server.rest('PUT', `/api/medicalrecord/${rid}`, { token: demo, body: bad });
      expect(reply.body, JSON.stringify(bad)).toMatchObject(PARAMETER_ERROR);
    }

    for (const bad of [{ id: {} }, { uid: 'me' }]) {
      const reply = await server.rest('PUT', `/api/patient/${pid}`, { token: demo, body: { name: 'Typed', ...bad } });
      expect(reply.body, JSON.stringify(bad)).toMatchObject(PARAMETER_ERROR);
    }
  });
});

const echoedOf = ({ id, uid, status, reservation, treatment_plan, product_id }: Record<string, unknown>) => ({
  id,
  uid,
  status,
  reservation,
  treatment_plan,
  product_id,
});
