import { ErrorCatalogue } from '@odontia/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../core/app-error.js';
import { TokenSigner, VERIFIED_TOKENS_KEPT, type TokenClaims } from './token.js';

const claims = (userId: number): TokenClaims => ({
  userId,
  sessionId: `session-${userId}`,
  storage: { bucket: 'b', region: 'r', host: 'h', prefix: 'practices/1/' },
});
const inSeconds = (s: number) => new Date(Date.now() + s * 1000);
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => 'verified',
    (error: unknown) => (error instanceof AppError ? error.entry.message : String(error)),
  );

describe('TokenSigner', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies its own tokens, again and again', async () => {
    const signer = new TokenSigner('secret-one');
    const token = await signer.sign(claims(7), inSeconds(60));
    expect(await signer.verify(token)).toEqual(claims(7));
    expect(await signer.verify(token)).toEqual(claims(7));
  });

  it('refuses a token signed with another secret or changed, also after the genuine one verified', async () => {
    const signer = new TokenSigner('secret-one');
    const token = await signer.sign(claims(7), inSeconds(60));
    await signer.verify(token);
    const foreign = await new TokenSigner('secret-two').sign(claims(7), inSeconds(60));
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: '8', sid: 'session-8', exp: 9_999_999_999 })).toString(
      'base64url',
    );
    expect(await failure(signer.verify(foreign))).toBe(ErrorCatalogue.AuthInvalid.message);
    expect(await failure(signer.verify(`${header}.${payload}.${signature}`))).toBe(ErrorCatalogue.AuthInvalid.message);
  });

  it('says the login expired once the expiry passes, for a token verified before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const signer = new TokenSigner('secret-one');
    const token = await signer.sign(claims(7), inSeconds(60));
    expect(await signer.verify(token)).toEqual(claims(7));
    vi.setSystemTime(Date.now() + 61_000);
    expect(await failure(signer.verify(token))).toBe(ErrorCatalogue.LoginExpired.message);
    expect(await failure(signer.verify(token))).toBe(ErrorCatalogue.LoginExpired.message);
  });

  it('keeps verifying every token when more are in use than it remembers', async () => {
    const signer = new TokenSigner('secret-one');
    const tokens = await Promise.all(
      Array.from({ length: VERIFIED_TOKENS_KEPT + 5 }, (_, i) => signer.sign(claims(i + 1), inSeconds(60))),
    );
    for (const token of tokens) await signer.verify(token);
    expect(await signer.verify(tokens[0]!)).toEqual(claims(1));
    expect(await signer.verify(tokens.at(-1)!)).toEqual(claims(VERIFIED_TOKENS_KEPT + 5));
  });
});
