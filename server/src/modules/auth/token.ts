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

export class TokenSigner {
  private readonly key: Uint8Array;

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
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== 'string') throw new AppError('AuthInvalid');
      return { userId, sessionId: payload.sid, storage: payload.storage as StorageClaims };
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new AppError('LoginExpired');
      throw new AppError('AuthInvalid');
    }
  }
}

export const sessionExpiry = (now = new Date()): Date => new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);
