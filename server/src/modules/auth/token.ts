import { SESSION_TTL_SECONDS } from '@odontia/shared';
import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../core/app-error.js';

/** Storage coordinates a browser needs; never credentials (DECISIONS.md). */
export interface StorageClaims {
  bucket: string;
  region: string;
  host: string;
  prefix: string;
}

export interface TokenClaims {
  userId: number;
  sessionId: string;
  storage: StorageClaims;
}

/** How many verified tokens a process remembers (a few hundred bytes each). */
export const VERIFIED_TOKENS_KEPT = 2000;

export class TokenSigner {
  private readonly key: Uint8Array;
  /**
   * Tokens whose signature already verified, with their claims and expiry, oldest first. Every request
   * verifies its token, and jose's HMAC through WebCrypto cost 8 % of the server's CPU under load; a
   * token's signature cannot turn invalid, and its session is still checked in the database each time.
   */
  private readonly verified = new Map<string, { claims: TokenClaims; expiresAtSeconds: number }>();

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims, expiresAt: Date): Promise<string> {
    return new SignJWT({ sid: claims.sessionId, storage: claims.storage })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /** Verifies signature and expiry; any failure is the seeds' `Authrication is invalid` (401). */
  async verify(token: string): Promise<TokenClaims> {
    const known = this.verified.get(token);
    if (known) {
      // jose's rule: expired once the current second reaches `exp`
      if (Math.floor(Date.now() / 1000) < known.expiresAtSeconds) return known.claims;
      this.verified.delete(token);
      throw new AppError('LoginExpired');
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], requiredClaims: ['exp'] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== 'string') throw new AppError('AuthInvalid');
      const claims = Object.freeze({ userId, sessionId: payload.sid, storage: payload.storage as StorageClaims });
      if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, { claims, expiresAtSeconds: payload.exp! });
      return claims;
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new AppError('LoginExpired');
      throw new AppError('AuthInvalid');
    }
  }
}

export const sessionExpiry = (now = new Date()): Date => new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);
