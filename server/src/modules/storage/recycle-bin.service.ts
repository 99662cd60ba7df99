import { z } from 'zod';
import { AppError, notFound } from '../../core/app-error.js';
import { requireAuth, requireMainAccount, type AuthedContext, type RequestContext } from '../../core/context.js';
import { inParallel } from '../../core/in-parallel.js';
import { parseInput } from '../../core/validation.js';
import type { StorageService, StoredObject } from './storage.service.js';

/** What emptying the bin needs from the records side: destroying a patient or a case for good. */
export interface RecordDestroyer {
  destroy(ctx: RequestContext, id: unknown): Promise<unknown>;
}

/**
 * Why an object is in the bin: a file deleted from the data center (restored on its own), or a file
 * of a patient or case in the recycle bin (restored with that record).
 */
export type RecycledOrigin = 'file' | 'patient' | 'case';

export interface RecycledObject extends StoredObject {
  origin: RecycledOrigin;
  /** Where a deleted file goes back to; for record files, the key itself. */
  originalKey: string;
  patientId: number | null;
  caseId: number | null;
}

export interface RecycleBin {
  objects: RecycledObject[];
  bytes: number;
}

export interface RecycleBinEmptied {
  patients: number;
  cases: number;
  files: number;
  freedBytes: number;
}

const RECYCLE_FOLDER = 'recycle/';
/** Storage requests in flight while the bin is gathered. */
const GATHER_CONCURRENCY = 8;
const keyInput = z.object({ key: z.string().min(1).max(1024) }).strict();

/**
 * The one recycle bin of a practice. Files deleted in the data center move (server side) to
 * `<prefix>recycle/<ms>-<path>`, the layout the data center has always used; files of trashed
 * patients and cases stay where they are (model files and the data-center folders
 * `patients/<id>/`, `patients/<id>/cases/<id>/`, `cases/<id>/`) and come back with the record.
 * One list, one size, one empty action for all three.
 */
export class RecycleBinService {
  constructor(
    private readonly storage: StorageService,
    private readonly patients: () => RecordDestroyer,
    private readonly cases: () => RecordDestroyer,
  ) {}

  async contents(ctx: RequestContext): Promise<RecycleBin> {
    return (await this.load(ctx)).bin;
  }

  async size(ctx: RequestContext): Promise<number> {
    return (await this.contents(ctx)).bytes;
  }

  /** Moves a data-center file into the bin; answers the key it has there. */
  async trashFile(ctx: RequestContext, raw: unknown): Promise<StoredObject> {
    const { key } = parseInput(keyInput, raw);
    const prefix = await this.storage.prefixOf(ctx);
    if (!key.startsWith(prefix) || key.startsWith(prefix + RECYCLE_FOLDER)) throw new AppError('PermissionDenied');
    const to = `${prefix}${RECYCLE_FOLDER}${Date.now()}-${key.slice(prefix.length)}`;
    return this.storage.move(ctx, key, to);
  }

  /** Puts a deleted file back where it was deleted from; a file uploaded there since is never overwritten (Conflict). */
  async restoreFile(ctx: RequestContext, raw: unknown): Promise<StoredObject> {
    const { key } = parseInput(keyInput, raw);
    const prefix = await this.storage.prefixOf(ctx);
    if (!key.startsWith(prefix + RECYCLE_FOLDER)) throw notFound();
    const to = originalOf(prefix, key);
    if (await this.storage.head(to)) throw new AppError('Conflict');
    return this.storage.move(ctx, key, to);
  }

  /**
   * Destroys the trashed patients (with their cases) and trashed cases, each in its own
   * transaction, then removes every object that was in the bin (main account).
   */
  async empty(ctx: RequestContext): Promise<RecycleBinEmptied> {
    requireMainAccount(ctx);
    const { bin, trash, prefix } = await this.load(ctx);
    for (const id of trash.patientIds) await this.patients().destroy(ctx, id);
    const loneCases = trash.cases.filter((c) => !trash.patientIds.has(c.patientId));
    for (const c of loneCases) await this.cases().destroy(ctx, c.id);
    await this.storage.deleteUnder(
      ctx.em,
      prefix,
      bin.objects.map((o) => o.key),
    );
    return {
      patients: trash.patientIds.size,
      cases: loneCases.length,
      files: bin.objects.filter((o) => o.origin === 'file').length,
      freedBytes: bin.bytes,
    };
  }

  private async load(ctx: RequestContext): Promise<{ bin: RecycleBin; trash: Trash; prefix: string }> {
    requireAuth(ctx);
    const prefix = await this.storage.prefixOf(ctx);
    const trash = await this.trashedRecords(ctx);
    const objects = (await this.candidates(ctx, prefix, trash))
      .map((object) => classify(prefix, object, trash))
      .filter((object): object is RecycledObject => object !== null);
    return { bin: { objects, bytes: objects.reduce((sum, o) => sum + o.size, 0) }, trash, prefix };
  }

  /**
   * The objects that can be in the bin, in key order: the bin folder, the folders of trashed patients
   * and cases, and the model files of trashed records wherever they lie. What the bin costs grows
   * with what is in it, not with everything the practice stores.
   */
  private async candidates(ctx: RequestContext, prefix: string, trash: Trash): Promise<StoredObject[]> {
    const folders = [
      RECYCLE_FOLDER,
      ...[...trash.patientIds].map((id) => `patients/${id}/`),
      ...trash.cases.flatMap((c) =>
        trash.patientIds.has(c.patientId)
          ? [`cases/${c.id}/`]
          : [`cases/${c.id}/`, `patients/${c.patientId}/cases/${c.id}/`],
      ),
    ];
    const found = new Map<string, StoredObject>();
    await inParallel(folders, GATHER_CONCURRENCY, async (folder) => {
      for (const object of await this.storage.listAll(ctx, { prefix: prefix + folder })) found.set(object.key, object);
    });
    await inParallel(
      [...trash.modelFiles.keys()].filter((key) => key.startsWith(prefix) && !found.has(key)),
      GATHER_CONCURRENCY,
      async (key) => {
        const object = await this.storage.head(key);
        if (object) found.set(key, object);
      },
    );
    return [...found.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  private async trashedRecords(ctx: AuthedContext): Promise<Trash> {
    const practiceId = ctx.auth.practiceId;
    const patients = await ctx.em.execute<{ id: number }[]>(
      'select id from patient where practice_id = ? and deleted_at is not null',
      [practiceId],
    );
    const cases = await ctx.em.execute<{ id: number; patient_id: number }[]>(
      'select id, patient_id from medical_case where practice_id = ? and deleted_at is not null',
      [practiceId],
    );
    const files = await ctx.em.execute<
      {
        key: string;
        mtl_key: string | null;
        texture_key: string | null;
        patient_id: number | null;
        case_id: number | null;
      }[]
    >(
      `select f.key, f.mtl_key, f.texture_key, f.patient_id, f.case_id from stored_file f
         left join patient p on p.id = f.patient_id
         left join medical_case c on c.id = f.case_id
        where f.practice_id = ? and (p.deleted_at is not null or c.deleted_at is not null)`,
      [practiceId],
    );
    const modelFiles = new Map<string, { patientId: number | null; caseId: number | null }>();
    for (const f of files) {
      for (const key of [f.key, f.mtl_key, f.texture_key]) {
        if (key) modelFiles.set(key, { patientId: f.patient_id, caseId: f.case_id });
      }
    }
    return {
      patientIds: new Set(patients.map((p) => p.id)),
      cases: cases.map((c) => ({ id: c.id, patientId: c.patient_id })),
      caseIds: new Set(cases.map((c) => c.id)),
      modelFiles,
    };
  }
}

interface Trash {
  patientIds: Set<number>;
  cases: { id: number; patientId: number }[];
  caseIds: Set<number>;
  modelFiles: Map<string, { patientId: number | null; caseId: number | null }>;
}

/** `<prefix>recycle/<ms>-<path>` back to `<prefix><path>`. */
export function originalOf(prefix: string, recycledKey: string): string {
  const name = recycledKey.slice(prefix.length + RECYCLE_FOLDER.length);
  return prefix + name.replace(/^\d+-/, '');
}

const PATIENT_FOLDER = /^patients\/(\d+)\/(?:cases\/(\d+)\/)?/;
const CASE_FOLDER = /^cases\/(\d+)\//;

/** Whether (and why) an object of the practice is in the bin. */
export function classify(
  prefix: string,
  object: StoredObject,
  trash: Pick<Trash, 'patientIds' | 'caseIds' | 'modelFiles'>,
): RecycledObject | null {
  const path = object.key.slice(prefix.length);
  if (path.startsWith(RECYCLE_FOLDER)) {
    return { ...object, origin: 'file', originalKey: originalOf(prefix, object.key), patientId: null, caseId: null };
  }
  const record = { ...object, originalKey: object.key };
  const inFolder = PATIENT_FOLDER.exec(path);
  const caseFolder = inFolder?.[2] ?? CASE_FOLDER.exec(path)?.[1];
  const patientId = inFolder ? Number(inFolder[1]) : null;
  const caseId = caseFolder ? Number(caseFolder) : null;
  if (patientId !== null && trash.patientIds.has(patientId)) return { ...record, origin: 'patient', patientId, caseId };
  if (caseId !== null && trash.caseIds.has(caseId)) return { ...record, origin: 'case', patientId, caseId };
  const model = trash.modelFiles.get(object.key);
  if (!model) return null;
  const byPatient = model.patientId !== null && trash.patientIds.has(model.patientId);
  return { ...record, origin: byPatient ? 'patient' : 'case', ...model };
}
