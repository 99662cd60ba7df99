import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * A practice's live or recycle-bin count of cases or patients, kept by statement triggers
 * (Migration20261128100000PatientCount): one row read instead of counting the table per list page.
 */
export async function maintainedCount(
  em: EntityManager,
  records: 'case' | 'patient',
  practiceId: number,
  kind: 'live' | 'trash',
): Promise<number> {
  const [row] = await em
    .getConnection()
    .execute<{ count: string }[]>(`select ${kind} as count from ${records}_count where practice_id = ?`, [practiceId]);
  return Number(row?.count ?? 0);
}
