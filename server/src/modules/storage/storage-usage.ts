import type { EntityManager } from '@mikro-orm/postgresql';
import { practicePrefixOf } from '../practice/practice.entity.js';

/** A counted total older than this is counted again, so anything the counter missed heals within the hour. */
const RECOUNT_AFTER = `interval '1 hour'`;

/** Marks every practice's total for a recount (after a restore put back objects the restored totals may not know of). */
export async function invalidateAllUsage(em: EntityManager): Promise<void> {
  await em.execute('update storage_usage set valid = false, version = version + 1');
}

/**
 * Bytes stored under each practice prefix (table `storage_usage`), so a quota check reads one row
 * instead of listing every object. The storage service adds what it writes and subtracts what it
 * deletes; where it cannot tell the sizes (a failed or very large delete) it invalidates the total and
 * the next read counts again by listing.
 *
 * An object completed while a recount is listing may be missed by that count: the total is then
 * low by that object until the hourly recount. Low errs towards letting an upload through, never
 * towards refusing one that fits: a removal during a recount voids that recount instead.
 */
export class StorageUsageCounter {
  /** Prefixes this process is recounting in the background (one listing at a time per practice). */
  private readonly refreshing = new Set<string>();

  constructor(private readonly listBytes: (prefix: string) => Promise<number>) {}

  /**
   * The practice's total. A missing or invalidated total is counted before answering; one that is only
   * old is answered as it is and counted again in the background, so no request waits for the listing
   * of a large practice once an hour.
   */
  async usedBytes(em: EntityManager, prefix: string): Promise<number> {
    const [row] = await em.execute<{ used_bytes: string; valid: boolean; old: boolean }[]>(
      `select used_bytes, valid, counted_at <= now() - ${RECOUNT_AFTER} as old from storage_usage where prefix = ?`,
      [prefix],
    );
    if (!row?.valid) return this.recount(em, prefix);
    if (row.old && !this.refreshing.has(prefix)) {
      this.refreshing.add(prefix);
      // a failed refresh leaves the total as it was; the next read after the hour tries again
      void this.recount(em.fork(), prefix)
        .catch(() => undefined)
        .finally(() => this.refreshing.delete(prefix));
    }
    return Number(row.used_bytes);
  }

  /** Adds `bytes` (negative for a removal) to the total of the practice `key` belongs to. */
  add(em: EntityManager, key: string, bytes: number): Promise<void> {
    return this.addAll(em, [{ key, bytes }]);
  }

  /** The same for many keys: one update per practice. */
  async addAll(em: EntityManager, changes: { key: string; bytes: number }[]): Promise<void> {
    const byPrefix = new Map<string, number>();
    for (const { key, bytes } of changes) {
      const prefix = practicePrefixOf(key);
      if (prefix) byPrefix.set(prefix, (byPrefix.get(prefix) ?? 0) + bytes);
    }
    for (const [prefix, bytes] of byPrefix) {
      if (bytes === 0) continue;
      // a removal also moves the version on, so a recount that may have listed the removed objects is not stored
      await em.execute('update storage_usage set used_bytes = used_bytes + ?, version = version + ? where prefix = ?', [
        bytes,
        bytes < 0 ? 1 : 0,
        prefix,
      ]);
    }
  }

  /** Marks the totals of the practices these keys belong to for a recount. */
  async invalidate(em: EntityManager, keys: Iterable<string>): Promise<void> {
    const prefixes = [...new Set([...keys].map(practicePrefixOf).filter((p): p is string => p !== null))];
    if (prefixes.length === 0) return;
    await em.execute('update storage_usage set valid = false, version = version + 1 where prefix in (?)', [prefixes]);
  }

  /**
   * Lists the prefix and stores the sum, unless the total was invalidated or objects were removed
   * meanwhile (the count may include them); the caller gets the count either way.
   */
  private async recount(em: EntityManager, prefix: string): Promise<number> {
    const [row] = await em.execute<{ version: number }[]>(
      `insert into storage_usage as u (prefix, used_bytes, valid) values (?, 0, false)
         on conflict (prefix) do update set prefix = u.prefix returning u.version`,
      [prefix],
    );
    const used = await this.listBytes(prefix);
    await em.execute(
      'update storage_usage set used_bytes = ?, valid = true, counted_at = now() where prefix = ? and version = ?',
      [used, prefix, row!.version],
    );
    return used;
  }
}
