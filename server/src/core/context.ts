import type { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '@odontia/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Session } from '../modules/auth/session.entity.js';
import type { User } from '../modules/user/user.entity.js';
import { AppError } from './app-error.js';

/** What a client says about itself in the seeds' headers; recorded, never required. */
export interface ClientMeta {
  type: string | null;
  info: string | null;
  fingerprint: string | null;
  ip: string | null;
}

export interface AuthContext {
  user: User;
  session: Session;
  practiceId: number;
  roles: Role[];
}

/** One request: its own entity manager, who is calling and from where. */
export interface RequestContext {
  requestId: string;
  em: EntityManager;
  client: ClientMeta;
  auth: AuthContext | null;
  log: FastifyBaseLogger;
}

export type AuthedContext = RequestContext & { auth: AuthContext };

export function requireAuth(ctx: RequestContext): asserts ctx is AuthedContext {
  if (!ctx.auth) throw new AppError('AuthInvalid');
}

/** The practice's main account. */
export function requireMainAccount(ctx: RequestContext): asserts ctx is AuthedContext {
  requireAuth(ctx);
  if (!ctx.auth.roles.includes('admin')) throw new AppError('PermissionDenied');
}

/** Doctor management: the `main` role (member_number above 0). */
export function requireMainRole(ctx: RequestContext): asserts ctx is AuthedContext {
  requireAuth(ctx);
  if (!ctx.auth.roles.includes('main')) throw new AppError('PermissionDenied');
}

const header = (value: string | string[] | undefined, max: number): string | null => {
  const text = Array.isArray(value) ? value[0] : value;
  return text ? text.slice(0, max) : null;
};

export function clientMetaFrom(headers: Record<string, string | string[] | undefined>, ip: string): ClientMeta {
  return {
    type: header(headers['client-type'], 64),
    info: header(headers['client-info'], 512),
    fingerprint: header(headers['client-fingerprint'], 128),
    ip: ip.slice(0, 64),
  };
}

/** `authorization: <jwt>` as the seeds send it, or the usual `Bearer <jwt>`. */
export function tokenFrom(headers: Record<string, string | string[] | undefined>): string | null {
  const value = header(headers.authorization, 4096);
  if (!value) return null;
  return value.startsWith('Bearer ') ? value.slice(7).trim() : value.trim();
}
