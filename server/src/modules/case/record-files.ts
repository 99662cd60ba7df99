import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * What destroying records needs from file storage: remove every stored object of the given case
 * groups for good. The storage module provides it; until it is wired in `services.ts`, records have
 * no stored files to remove.
 */
export interface RecordFileStore {
  deleteCaseGroupFiles(em: EntityManager, practiceId: number, caseGroupIds: number[]): Promise<void>;
}
