import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';

/** What a client sends so that a retried purchase or recharge is recognised. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8)
  .max(128)
  .regex(/^[A-Za-z0-9_.:-]+$/);

async function orderIdForKey(em: EntityManager, practiceId: number, key: string): Promise<number | null> {
  const rows = await em.execute<{ id: number }[]>(
    'select id from points_order where practice_id = ? and idempotency_key = ?',
    [practiceId, key],
    'all',
  );
  return rows[0]?.id ?? null;
}

/**
 * Runs `work` (which writes one order carrying `key`) in its own transaction, unless an order with
 * that key exists: then its id is returned and nothing is written. Two concurrent requests with
 * one key both run `work`; the second's insert waits on the unique index, fails when the first
 * commits, rolls back whole (its balance change included) and answers the first's order.
 */
export async function idempotentOrder(
  em: EntityManager,
  practiceId: number,
  key: string,
  work: (tx: EntityManager) => Promise<number>,
): Promise<{ orderId: number; replayed: boolean }> {
  const existing = await orderIdForKey(em, practiceId, key);
  if (existing !== null) return { orderId: existing, replayed: true };
  try {
    return await em.transactional(async (tx) => {
      const found = await orderIdForKey(tx, practiceId, key);
      if (found !== null) return { orderId: found, replayed: true };
      return { orderId: await work(tx), replayed: false };
    });
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    const winner = await orderIdForKey(em.fork(), practiceId, key);
    if (winner === null) throw error;
    return { orderId: winner, replayed: true };
  }
}
