import { createHash } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { AppError } from '../../core/app-error.js';

/** What a client sends so that a retried purchase or recharge is recognised. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8)
  .max(128)
  .regex(/^[A-Za-z0-9_.:-]+$/);

/** One idempotent request: its kind and every parameter that decides what it writes. */
export interface IdempotentRequest {
  kind: string;
  params: Record<string, string | number | boolean>;
}

/** A stable hash of the request; parameter order does not matter. */
export function fingerprintOf({ kind, params }: IdempotentRequest): string {
  const canonical = JSON.stringify([kind, Object.entries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))]);
  return createHash('sha256').update(canonical).digest('hex');
}

async function orderForKey(
  em: EntityManager,
  practiceId: number,
  key: string,
): Promise<{ id: number; fingerprint: string | null } | null> {
  const rows = await em.execute<{ id: number; fingerprint: string | null }[]>(
    'select id, idempotency_fingerprint as fingerprint from points_order where practice_id = ? and idempotency_key = ?',
    [practiceId, key],
    'all',
  );
  return rows[0] ?? null;
}

/** The earlier order of a key is the answer only to the same request; anything else is a conflict. */
function replayOf(found: { id: number; fingerprint: string | null }, fingerprint: string) {
  if (found.fingerprint !== null && found.fingerprint !== fingerprint) throw new AppError('IdempotencyKeyReused');
  return { orderId: found.id, replayed: true };
}

/**
 * Runs `work` (which writes one order carrying `key`) in its own transaction, unless an order with
 * that key exists: then its id is returned and nothing is written, provided it was written for the
 * same request (kind and parameters); a key reused for a different request fails with
 * `IdempotencyKeyReused`. Two concurrent requests with one key both run `work`; the second's
 * insert waits on the unique index, fails when the first commits, rolls back whole (its balance
 * change included) and answers the first's order.
 */
export async function idempotentOrder(
  em: EntityManager,
  practiceId: number,
  key: string,
  request: IdempotentRequest,
  work: (tx: EntityManager) => Promise<number>,
): Promise<{ orderId: number; replayed: boolean }> {
  const fingerprint = fingerprintOf(request);
  const existing = await orderForKey(em, practiceId, key);
  if (existing !== null) return replayOf(existing, fingerprint);
  try {
    return await em.transactional(async (tx) => {
      const found = await orderForKey(tx, practiceId, key);
      if (found !== null) return replayOf(found, fingerprint);
      const orderId = await work(tx);
      await tx.execute('update points_order set idempotency_fingerprint = ? where id = ?', [fingerprint, orderId]);
      return { orderId, replayed: false };
    });
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    const winner = await orderForKey(em.fork(), practiceId, key);
    if (winner === null) throw error;
    return replayOf(winner, fingerprint);
  }
}
