import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from './graphql.js';
import { startTestServer, type TestServer } from '../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const post = (body: string, accept: string) =>
  fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', accept }, body });

describe('GraphQL over HTTP', () => {
  it('passes every MUST and SHOULD of the graphql-http audit', async () => {
    const results = await Promise.all(
      serverAudits({ url: () => `${server.url}/graphql`, fetchFn: fetch }).map((a) => a.fn()),
    );
    const required = results.filter((r) => r.name.startsWith('MUST') || r.name.startsWith('SHOULD'));
    expect(required.length).toBeGreaterThan(30);
    const failed = required.filter((r) => r.status !== 'ok').map((r) => `${r.id} ${r.name}: ${r.reason}`);
    expect(failed).toEqual([]);
  });

  for (const [name, query] of [
    ['a syntax error', '{ me { id '],
    ['a document over the token limit', `{ ${'__typename '.repeat(GRAPHQL_LIMITS.maxTokens + 1)}}`],
    ['an unknown field', '{ noSuchField }'],
  ] as const) {
    it(`${name} is the client's mistake: 400 for graphql-response+json, 200 for json`, async () => {
      const body = JSON.stringify({ query });
      const modern = await post(body, 'application/graphql-response+json');
      expect(modern.status).toBe(400);
      expect(((await modern.json()) as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
      const legacy = await post(body, 'application/json');
      expect(legacy.status).toBe(200);
      expect(((await legacy.json()) as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
    });
  }
});
