import type { EntityManager } from '@mikro-orm/postgresql';

/** Records whose stored files are to be removed. */
export interface RecordFilesOf {
  patientIds?: number[];
  caseIds?: number[];
  caseGroupIds?: number[];
}

/**
 * What destroying records needs from file storage: remove every stored object of the given
 * patients, cases and case groups for good, in the caller's transaction. The storage module
 * provides it (wired in `services.ts`).
 */
export interface RecordFileStore {
  deleteFilesOf(em: EntityManager, practiceId: number, of: RecordFilesOf): Promise<unknown>;
}
