import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;
let demo: string;
let other: string;
let pid: number;
beforeAll(async () => {
  server = await startTestServer();
  demo = await server.demoToken();
  other = (await server.createPractice('13700000401')).token;
  pid = (await server.rest<{ id: number }>('POST', '/api/patient', { token: demo, body: { name: 'Booked', level: 1 } }))
    .body.data.id;
});
afterAll(() => server?.stop());

type RestReservation = {
  id: number;
  pid: number;
  uid: number;
  reservation_time: string;
  remark: string;
  status: number;
};
type List<T> = { list: T[]; total: number };

describe('/api/reservation', () => {
  it('creates, reads, lists, updates and deletes a pending appointment', async () => {
    const created = await server.rest<RestReservation>('POST', '/api/reservation', {
      token: demo,
      body: { pid, uid: 1, reservation_time: '2032-01-05T10:30:00.000+08:00', remark: 'cleaning' },
    });
    expect(created.body.data).toMatchObject({ pid, uid: 1, remark: 'cleaning', status: 1 });
    expect(new Date(created.body.data.reservation_time).toISOString()).toBe('2032-01-05T02:30:00.000Z');
    const id = created.body.data.id;
    expect((await server.rest<RestReservation>('GET', `/api/reservation/${id}`, { token: demo })).body.data.id).toBe(
      id,
    );
    const list = await server.rest<List<RestReservation>>('GET', `/api/reservation?pid=${pid}&status=1`, {
      token: demo,
    });
    expect(list.body.data.list.map((r) => r.id)).toContain(id);
    const updated = await server.rest<RestReservation>('PUT', `/api/reservation/${id}`, {
      token: demo,
      body: { id, reservation_time: '2032-01-06T10:30:00.000+08:00', remark: 'moved' },
    });
    expect(updated.body.data).toMatchObject({ remark: 'moved' });
    const deleted = await server.rest('DELETE', `/api/reservation/${id}`, { token: demo });
    expect(deleted.body).toMatchObject({ code: 200, data: { id } });
    expect((await server.rest('GET', `/api/reservation/${id}`, { token: demo })).body.code).toBe(404);
  });

  it('refuses to edit or delete completed and cancelled appointments', async () => {
    for (const status of [2, 3]) {
      const created = await server.rest<RestReservation>('POST', '/api/reservation', {
        token: demo,
        body: { pid, reservation_time: '2032-02-01T10:00:00.000Z' },
      });
      const id = created.body.data.id;
      expect((await server.rest('PUT', `/api/reservation/${id}`, { token: demo, body: { status } })).body.code).toBe(
        200,
      );
      for (const [method, body] of [
        ['PUT', { remark: 'x' }],
        ['PUT', { status: 1 }],
        ['DELETE', undefined],
      ] as const) {
        const reply = await server.rest(method, `/api/reservation/${id}`, { token: demo, body });
        expect(reply.body).toMatchObject({ code: 409, msg: 'Completed or cancelled appointments cannot be edited' });
      }
    }
  });

  it('validates times and fields', async () => {
    for (const body of [
      { pid, reservation_time: '2032-02-01 10:00' },
      { pid, reservation_time: '1999-12-31T00:00:00.000Z' },
      { pid },
      { pid, reservation_time: '2032-02-01T10:00:00.000Z', remark: 'x'.repeat(1001) },
      { pid, reservation_time: '2032-02-01T10:00:00.000Z', extra: 1 },
    ]) {
      const reply = await server.rest('POST', '/api/reservation', { token: demo, body });
      expect(reply.body, JSON.stringify(body)).toMatchObject({ code: 400, msg: 'Parameter error' });
    }
  });

  it('answers Not found to another practice', async () => {
    const created = await server.rest<RestReservation>('POST', '/api/reservation', {
      token: demo,
      body: { pid, reservation_time: '2032-03-01T10:00:00.000Z' },
    });
    const id = created.body.data.id;
    for (const [method, path, body] of [
      ['GET', `/api/reservation/${id}`],
      ['PUT', `/api/reservation/${id}`, { remark: 'x' }],
      ['DELETE', `/api/reservation/${id}`],
      ['POST', '/api/reservation', { pid, reservation_time: '2032-03-01T10:00:00.000Z' }],
    ] as const) {
      expect((await server.rest(method, path, { token: other, body })).body, `${method} ${path}`).toMatchObject({
        code: 404,
      });
    }
    expect(
      (await server.rest<List<RestReservation>>('GET', `/api/reservation?pid=${pid}`, { token: other })).body.data
        .total,
    ).toBe(0);
  });
});

describe('GraphQL reservations', () => {
  it('creates, lists by patient, updates and deletes; another practice gets NOT_FOUND', async () => {
    const created = await server.graphql<{
      createReservation: { id: string; patient: { id: string }; doctor: { id: string } };
    }>(
      `mutation { createReservation(patientId: "${pid}", reservationTime: "2032-04-01T09:00:00.000Z", remark: "gql") { id status remark patient { id } doctor { id } } }`,
      {},
      demo,
    );
    expect(created.data!.createReservation).toMatchObject({ patient: { id: String(pid) }, doctor: { id: '1' } });
    const id = created.data!.createReservation.id;
    const list = await server.graphql<{ reservations: { items: { id: string }[] } }>(
      `{ reservations(patientId: "${pid}", status: 1) { total items { id } } }`,
      {},
      demo,
    );
    expect(list.data!.reservations.items.map((r) => r.id)).toContain(id);
    const done = await server.graphql<{ updateReservation: { status: number } }>(
      `mutation { updateReservation(id: "${id}", status: 2) { id status } }`,
      {},
      demo,
    );
    expect(done.data!.updateReservation.status).toBe(2);
    const closed = await server.graphql(`mutation { deleteReservation(id: "${id}") }`, {}, demo);
    expect(closed.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT' });
    for (const query of [
      `{ reservation(id: "${id}") { id } }`,
      `mutation { updateReservation(id: "${id}", remark: "x") { id } }`,
      `mutation { deleteReservation(id: "${id}") }`,
    ]) {
      expect((await server.graphql(query, {}, other)).errors?.[0]?.extensions?.code, query).toBe('NOT_FOUND');
    }
  });
});
