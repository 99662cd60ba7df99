import { constants, publicEncrypt } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demo.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const encrypt = (pem: string, text: string) =>
  publicEncrypt(
    { key: pem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(text),
  ).toString('base64');

describe('POST /api/login', () => {
  it('logs in with a plain password and puts the token in the authorization header', async () => {
    const reply = await server.rest<{ id: number; token: string }>('POST', '/api/login', {
      body: { phone: DEMO.main.phone, password: DEMO.main.password },
      headers: { 'client-type': 'web', 'client-info': 'Chrome/Linux', 'client-fingerprint': 'fp-1' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe(200);
    expect(reply.headers.get('authorization')).toBe(reply.body.data.token);
    const user = await server.rest<{ id: number; account: { balance: number } }>(
      'GET',
      `/api/user/${reply.body.data.id}`,
      {
        token: reply.body.data.token,
      },
    );
    expect(user.body.data.id).toBe(reply.body.data.id);
    const claims = JSON.parse(Buffer.from(reply.body.data.token.split('.')[1]!, 'base64url').toString());
    expect(Object.keys(claims.storage).sort()).toEqual(['bucket', 'host', 'prefix', 'region']);
    expect(JSON.stringify(claims)).not.toMatch(/secret|access/i);
  });

  it('logs in by email with an RSA-OAEP-SHA256 password from /api/rsakey', async () => {
    const key = await server.rest<string>('GET', '/api/rsakey');
    expect(key.body.data).toContain('BEGIN PUBLIC KEY');
    const reply = await server.rest<{ token: string }>('POST', '/api/login', {
      body: { email: DEMO.main.email, password: encrypt(key.body.data, DEMO.main.password) },
    });
    expect(reply.body.code).toBe(200);
    expect(reply.body.data.token).toBeTruthy();
  });

  it('answers a wrong password with body code 400 and the catalogue message', async () => {
    const reply = await server.rest('POST', '/api/login', {
      body: { phone: DEMO.doctor.phone, password: 'wrong-password' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ code: 400, msg: 'Password is incorrect' });
  });

  it('answers an unknown user with User does not exist', async () => {
    const reply = await server.rest('POST', '/api/login', { body: { phone: '13999999999', password: 'whatever1' } });
    expect(reply.body).toMatchObject({ code: 400, msg: 'User does not exist' });
  });

  it('refuses a ciphertext that does not decrypt', async () => {
    const reply = await server.rest('POST', '/api/login', {
      body: { phone: DEMO.main.phone, password: Buffer.alloc(256, 7).toString('base64') },
    });
    expect(reply.body).toMatchObject({ code: 400, msg: 'Decrypt error' });
  });

  it('locks an account after repeated failures, with a message saying when to retry', async () => {
    const { userId } = await server.createPractice('13700000009', 'Locked@123');
    expect(userId).toBeGreaterThan(0);
    const attempt = () => server.rest('POST', '/api/login', { body: { phone: '13700000009', password: 'nope-nope' } });
    for (let i = 0; i < 4; i += 1) expect((await attempt()).body.msg).toBe('Password is incorrect');
    const locked = await attempt();
    expect(locked.body.code).toBe(429);
    expect(locked.body.msg).toMatch(/Too many failed login attempts, please try again in \d+ minutes/);
    const evenRight = await server.rest('POST', '/api/login', {
      body: { phone: '13700000009', password: 'Locked@123' },
    });
    expect(evenRight.body.code).toBe(429);
  });
});

describe('tokens and sessions', () => {
  it('rejects a missing token with HTTP 401 and body code 401', async () => {
    const reply = await server.rest('GET', '/api/user/1');
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe(401);
  });

  it('rejects the token after logout', async () => {
    const token = await server.demoToken();
    expect((await server.rest('GET', '/api/user/1', { token })).status).toBe(200);
    expect((await server.rest('POST', '/api/logout', { token })).body.code).toBe(200);
    const after = await server.rest('GET', '/api/user/1', { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(401);
  });

  it('rejects forged and expired tokens', async () => {
    const token = await server.demoToken();
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect((await server.rest('GET', '/api/user/1', { token: forged })).status).toBe(401);

    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const expired = await new SignJWT({ sid: claims.sid, storage: claims.storage })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(server.config.jwtSecret));
    const reply = await server.rest('GET', '/api/user/1', { token: expired });
    expect(reply.status).toBe(401);
    expect(reply.body.msg).toBe('Your login has expired, please login again');

    const otherSecret = await new SignJWT({ sid: claims.sid, storage: claims.storage })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-server-secret'));
    expect((await server.rest('GET', '/api/user/1', { token: otherSecret })).status).toBe(401);
  });

  it('revokes other sessions on password reset and checks the old password', async () => {
    const { token: first } = await server.createPractice('13700000010', 'Before@123');
    const second = await server.login('13700000010', 'Before@123');
    const wrongOld = await server.rest('POST', '/api/reset_password', {
      token: first,
      body: {
        password: 'not-it-at-all',
        new_password: 'After@1234',
        confirm_new_password: 'After@1234',
        verify_way: 3,
      },
    });
    expect(wrongOld.body).toMatchObject({ code: 400, msg: 'Old password inconsistency' });
    const short = await server.rest('POST', '/api/reset_password', {
      token: first,
      body: { password: 'Before@123', new_password: '12345', confirm_new_password: '12345' },
    });
    expect(short.body.msg).toBe('The password cannot be less than 6 characters');
    const ok = await server.rest('POST', '/api/reset_password', {
      token: first,
      body: {
        password: 'Before@123',
        new_password: 'After@1234',
        confirm_new_password: 'After@1234',
        type: 1,
        verify_way: 3,
      },
    });
    expect(ok.body.code).toBe(200);
    expect((await server.rest('GET', '/api/user/1', { token: second })).status).toBe(401);
    expect(
      (await server.rest('POST', '/api/login', { body: { phone: '13700000010', password: 'Before@123' } })).body.code,
    ).toBe(400);
    expect(await server.login('13700000010', 'After@1234')).toBeTruthy();
  });
});

describe('bad input', () => {
  it.each([
    ['malformed JSON', { raw: '{"phone": "138' }],
    ['wrong field type', { body: { phone: 13800000000, password: 'x' } }],
    ['missing fields', { body: {} }],
    ['unknown field', { body: { phone: DEMO.main.phone, password: DEMO.main.password, admin: true } }],
    ['bad phone format', { body: { phone: 'abc', password: 'Demo@1234' } }],
    ['oversized body', { body: { phone: DEMO.main.phone, password: 'x'.repeat(2_000_000) } }],
  ])('answers %s with Parameter error, never a 500', async (_label, options) => {
    const reply = await server.rest('POST', '/api/login', options);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ code: 400, msg: 'Parameter error' });
  });

  it('answers an unknown path with 404', async () => {
    const reply = await server.rest('GET', '/api/nothing-here');
    expect(reply.status).toBe(404);
    expect(reply.body.code).toBe(404);
  });
});
