import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';

/**
 * Issue 16: the hot record reads cost a fixed number of SQL statements whatever the page holds
 * (authentication included): no N+1 over a page's relations.
 */
describe('SQL statements per records request', () => {
  let server: TestServer;
  let token: string;
  let statements: string[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    token = await server.demoToken();
    const connection = server.runtime.orm.em.getConnection();
    const execute = connection.execute.bind(connection);
    connection.execute = ((query: unknown, ...rest: unknown[]) => {
      statements.push(String(query));
      return (execute as (...args: unknown[]) => unknown)(query, ...rest);
    }) as typeof connection.execute;
    for (let i = 0; i < 25; i++) {
      const patient = await server.rest<{ id: number }>('POST', '/api/patient', {
        token,
        body: { name: `Counted ${i}`, phone: `1390000${String(i).padStart(4, '0')}`, level: 1 },
      });
      const created = await server.rest('POST', '/api/illcase/create/case', {
        token,
        body: { pid: patient.body.data.id, record_name: `Visit ${i}`, reservation_time: '2030-01-02T10:00:00.000Z' },
      });
      expect(created.body.code, created.body.msg).toBe(200);
    }
  }, 120_000);
  afterAll(() => server?.stop());

  const counted = async (request: () => Promise<unknown>) => {
    statements = [];
    await request();
    return [...statements];
  };

  it('a case-list page of 20 with its nested relations and total: at most 5', async () => {
    const sql = await counted(async () => {
      const reply = await server.graphql<{ cases: { total: number; items: { patient: { name: string } }[] } }>(
        `{ cases(page: 1, limit: 20) { total page items { id recordName patient { id name phone level }
            reservation { id reservationTime remark status } treatmentStep { id sopName } treatmentPlan { id name }
            group { id productId } doctor { id name } } } }`,
        {},
        token,
      );
      expect(reply.errors).toBeUndefined();
      expect(reply.data!.cases.items).toHaveLength(20);
      expect(reply.data!.cases.total).toBeGreaterThanOrEqual(25);
    });
    expect(sql.length, sql.join('\n')).toBeGreaterThan(0);
    expect(sql.length, sql.join('\n')).toBeLessThanOrEqual(5);
    const rest = await counted(async () => {
      const reply = await server.rest<{ list: unknown[] }>('GET', '/api/illcase?page=1&limit=20', { token });
      expect(reply.body.data.list).toHaveLength(20);
    });
    expect(rest.length, rest.join('\n')).toBeLessThanOrEqual(5);
  });

  it('a patient keyword search with its total: at most 2', async () => {
    const sql = await counted(async () => {
      const reply = await server.graphql<{ patients: { total: number; items: { name: string }[] } }>(
        '{ patients(keyword: "counted 1", limit: 20) { total items { id name phone memo level birthday sex } } }',
        {},
        token,
      );
      expect(reply.errors).toBeUndefined();
      expect(reply.data!.patients.total).toBe(11);
      expect(reply.data!.patients.items).toHaveLength(11);
    });
    expect(sql.length, sql.join('\n')).toBeGreaterThan(0);
    expect(sql.length, sql.join('\n')).toBeLessThanOrEqual(2);
    const rest = await counted(async () => {
      const reply = await server.rest<{ total: number; list: unknown[] }>('GET', '/api/patient?keyword=counted%201', {
        token,
      });
      expect(reply.body.data.list).toHaveLength(11);
    });
    expect(rest.length, rest.join('\n')).toBeLessThanOrEqual(2);
  });
});
