import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../core/app-error.js';

/** Failures allowed per window before a lockout, per account and per client address. */
export const THROTTLE_POLICY = {
  windowMinutes: 15,
  lockMinutes: 15,
  accountFailures: 5,
  addressFailures: 20,
} as const;

export const accountKey = (login: string) => `account:${login.toLowerCase()}`;
export const addressKey = (ip: string) => `ip:${ip}`;

const lockedError = (until: Date) =>
  new AppError('TooManyLoginAttempts', {
    minutes: Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000)),
  });

/** Refuses the attempt while either key is locked. */
export async function assertNotLocked(em: EntityManager, keys: string[]): Promise<void> {
  const rows = await em
    .getConnection()
    .execute<{ locked_until: Date }[]>(
      `select locked_until from login_throttle where key in (${keys.map(() => '?').join(',')}) and locked_until > now() order by locked_until desc limit 1`,
      keys,
    );
  const row = rows[0];
  if (row) throw lockedError(new Date(row.locked_until));
}

/**
 * Counts one failure for each key in one statement per key (an upsert, safe under concurrency).
 * Returns the lockout error when this failure locked a key.
 */
export async function recordFailure(em: EntityManager, key: string, limit: number): Promise<AppError | null> {
  const { windowMinutes, lockMinutes } = THROTTLE_POLICY;
  const rows = await em.getConnection().execute<{ locked_until: Date | null }[]>(
    `insert into login_throttle (key, failures, window_started_at, locked_until) values (?, 1, now(), null)
     on conflict (key) do update set
       failures = case when login_throttle.window_started_at < now() - make_interval(mins => ?) then 1 else login_throttle.failures + 1 end,
       window_started_at = case when login_throttle.window_started_at < now() - make_interval(mins => ?) then now() else login_throttle.window_started_at end
     returning failures, locked_until`,
    [key, windowMinutes, windowMinutes],
  );
  const failures = Number((rows[0] as unknown as { failures: number } | undefined)?.failures ?? 0);
  if (failures < limit) return null;
  const until = new Date(Date.now() + lockMinutes * 60_000);
  await em
    .getConnection()
    .execute('update login_throttle set locked_until = ?, failures = 0, window_started_at = now() where key = ?', [
      until,
      key,
    ]);
  return lockedError(until);
}

export async function clearFailures(em: EntityManager, key: string): Promise<void> {
  await em.getConnection().execute('delete from login_throttle where key = ?', [key]);
}
