import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';
import { API_POLICY } from './security-headers.js';

let server: TestServer;
const clientDir = mkdtempSync(join(tmpdir(), 'odontia-client-'));
beforeAll(async () => {
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><script type="module" src="/assets/app.js"></script>');
  writeFileSync(join(clientDir, 'assets', 'app.js'), 'export {};');
  server = await startTestServer({ env: { CLIENT_DIR: clientDir } });
});
afterAll(async () => {
  await server?.stop();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { headers });

describe('security headers', () => {
  it('the SPA, its assets and client-side routes carry a strict policy', async () => {
    for (const path of ['/', '/patients/12', '/assets/app.js']) {
      const reply = await get(path);
      expect(reply.status, path).toBe(200);
      const csp = reply.headers.get('content-security-policy')!;
      const directives = new Map(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
      expect(directives.get('default-src')).toEqual(["'self'"]);
      expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
      expect(directives.get('script-src')!.every((s) => s.startsWith("'"))).toBe(true);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      // Presigned uploads and downloads go to the object storage's origin.
      expect(directives.get('connect-src')).toContain(new URL(server.config.s3.endpoint!).origin);
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
      expect(reply.headers.get('referrer-policy')).toBe('no-referrer');
      expect(reply.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('REST, GraphQL and API failures carry the API policy, and no copy of them is kept', async () => {
    const replies = [
      await get('/api/no-such-path'),
      await get('/api/user/1'),
      await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ rsaPublicKey }' }),
      }),
    ];
    for (const reply of replies) {
      expect(reply.headers.get('content-security-policy')).toBe(API_POLICY);
      expect(reply.headers.get('cache-control')).toBe('no-store');
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
      expect(reply.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('HSTS only when the trusted proxy says the client came over HTTPS', async () => {
    const secure = await get('/', { 'x-forwarded-proto': 'https' });
    expect(secure.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
    const api = await get('/healthz', { 'x-forwarded-proto': 'https' });
    expect(api.headers.get('strict-transport-security')).toMatch(/^max-age=/);
    expect((await get('/', { 'x-forwarded-proto': 'http' })).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('login throttling is one budget across REST and GraphQL', () => {
  const viaRest = (phone: string, password: string, ip: string) =>
    server.rest<{ token: string }>('POST', '/api/login', {
      body: { phone, password },
      headers: { 'x-forwarded-for': ip },
    });
  const viaGraphql = async (phone: string, password: string, ip: string) => {
    const reply = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({
        query: 'mutation($i: LoginInput!) { login(input: $i) { token } }',
        variables: { i: { phone, password } },
      }),
    });
    const body = (await reply.json()) as { errors?: { extensions: { code: string; message: string } }[] };
    return body.errors?.[0]?.extensions ?? { code: 'OK', message: '' };
  };

  it('failures through either channel lock the account on both', async () => {
    await server.createPractice('13700001701', 'Right@1234');
    const ip = '198.51.100.7';
    expect((await viaRest('13700001701', 'wrong-one', ip)).body.msg).toBe('Password is incorrect');
    expect((await viaGraphql('13700001701', 'wrong-two', ip)).message).toBe('Password is incorrect');
    expect((await viaRest('13700001701', 'wrong-three', ip)).body.msg).toBe('Password is incorrect');
    expect((await viaGraphql('13700001701', 'wrong-four', ip)).message).toBe('Password is incorrect');
    expect((await viaGraphql('13700001701', 'wrong-five', ip)).code).toBe('TOO_MANY_REQUESTS');
    expect((await viaRest('13700001701', 'Right@1234', '198.51.100.8')).body.code).toBe(429);
    expect((await viaGraphql('13700001701', 'Right@1234', '198.51.100.9')).code).toBe('TOO_MANY_REQUESTS');
  });

  it('failures from one address across accounts and channels lock that address on both', async () => {
    const ip = '203.0.113.17';
    for (let i = 0; i < 19; i += 1) {
      const phone = `1370000${String(1800 + i)}`;
      const message =
        i % 2 ? (await viaGraphql(phone, 'nope-nope', ip)).message : (await viaRest(phone, 'nope-nope', ip)).body.msg;
      expect(message).toBe('User does not exist');
    }
    expect((await viaGraphql('13700001900', 'nope-nope', ip)).code).toBe('TOO_MANY_REQUESTS');
    expect((await viaRest('13800138000', 'whatever1', ip)).body.code).toBe(429);
  });
});
