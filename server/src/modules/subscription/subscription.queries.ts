import type { EntityManager } from '@mikro-orm/postgresql';

/** A subscription is active while now < expired_at (seed 001 section 4). */
export async function hasActiveSubscription(
  em: EntityManager,
  practiceId: number,
  productId: number,
): Promise<boolean> {
  const rows = await em.execute<{ id: number }[]>(
    'select id from subscription where practice_id = ? and product_id = ? and expired_at > now() limit 1',
    [practiceId, productId],
    'all',
  );
  return rows.length > 0;
}

/** Product ids the practice is subscribed to right now. */
export async function activeSubscriptionProductIds(em: EntityManager, practiceId: number): Promise<Set<number>> {
  const rows = await em.execute<{ product_id: number }[]>(
    'select distinct product_id from subscription where practice_id = ? and expired_at > now()',
    [practiceId],
    'all',
  );
  return new Set(rows.map((row) => row.product_id));
}
