import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { notFound } from '../../core/app-error.js';
import { requireAuth, type RequestContext } from '../../core/context.js';
import { idSchema, parseInput } from '../../core/validation.js';
import type { RecordFileStore } from '../case/record-files.js';
import { Practice } from '../practice/practice.entity.js';
import type { FilesOf, StorageService } from './storage.service.js';
import { ModelFileType, StoredFile } from './stored-file.entity.js';

const key = z.string().min(1).max(1024);
const look = {
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/)
    .nullish(),
  alpha: z.number().min(0).max(1).optional(),
  name: z.string().trim().min(1).max(200).optional(),
};
export const attachModelInput = z
  .object({
    caseGroupId: idSchema.optional(),
    caseId: idSchema.optional(),
    patientId: idSchema.optional(),
    type: z.enum(ModelFileType),
    key,
    mtlKey: key.nullish(),
    textureKey: key.nullish(),
    ...look,
  })
  .strict()
  .refine((v) => v.caseGroupId !== undefined || v.caseId !== undefined || v.patientId !== undefined);
export const updateModelInput = z.object(look).strict();
export const modelListInput = z
  .object({ caseGroupId: idSchema.optional(), caseId: idSchema.optional(), patientId: idSchema.optional() })
  .strict()
  .refine((v) => Object.values(v).some((id) => id !== undefined));

/** Model files of cases: the rows the viewer reads and the objects behind them. */
export class ModelFileService implements RecordFileStore {
  constructor(private readonly storage: StorageService) {}

  /** Attaches uploaded objects (under the practice prefix) to a case, case group or patient of the practice. */
  async attach(ctx: RequestContext, raw: unknown): Promise<StoredFile> {
    requireAuth(ctx);
    const input = parseInput(attachModelInput, raw);
    const practiceId = ctx.auth.practiceId;
    const owner = await this.owner(ctx.em, practiceId, input);
    const prefix = await this.storage.prefixOf(ctx);
    const keys = [input.key, input.mtlKey, input.textureKey].filter((k): k is string => !!k);
    let size = 0;
    let lastModified: Date | null = null;
    for (const k of keys) {
      if (!k.startsWith(prefix)) throw notFound();
      const found = await this.storage.head(k);
      if (!found) throw notFound();
      size += found.size;
      if (k === input.key) lastModified = found.lastModified;
    }
    return ctx.em.transactional(async (em) =>
      em.create(StoredFile, {
        practice: em.getReference(Practice, practiceId),
        ...owner,
        type: input.type,
        key: input.key,
        mtlKey: input.mtlKey ?? null,
        textureKey: input.textureKey ?? null,
        color: input.color ?? null,
        alpha: input.alpha ?? 1,
        name: input.name ?? input.key.slice(input.key.lastIndexOf('/') + 1),
        size,
        lastModified,
      }),
    );
  }

  async list(ctx: RequestContext, raw: unknown): Promise<StoredFile[]> {
    requireAuth(ctx);
    const input = parseInput(modelListInput, raw ?? {});
    return ctx.em.find(
      StoredFile,
      {
        practice: ctx.auth.practiceId,
        ...(input.caseGroupId ? { caseGroupId: input.caseGroupId } : {}),
        ...(input.caseId ? { caseId: input.caseId } : {}),
        ...(input.patientId ? { patientId: input.patientId } : {}),
      },
      { orderBy: { id: 'asc' } },
    );
  }

  async update(ctx: RequestContext, rawId: unknown, raw: unknown): Promise<StoredFile> {
    const file = await this.own(ctx, rawId);
    const input = parseInput(updateModelInput, raw);
    return ctx.em.transactional(async () => {
      if (input.color !== undefined) file.color = input.color;
      if (input.alpha !== undefined) file.alpha = input.alpha;
      if (input.name !== undefined) file.name = input.name;
      return file;
    });
  }

  async remove(ctx: RequestContext, rawId: unknown): Promise<StoredFile> {
    const file = await this.own(ctx, rawId);
    const removed = { ...file } as StoredFile;
    await this.storage.deleteFileRows(ctx.em, file.practice.id, 'id = ?', [file.id]);
    return removed;
  }

  /** Removes the files (objects and rows) of patients, cases or case groups of a practice for good. */
  deleteFilesOf(em: EntityManager, practiceId: number, of: FilesOf): Promise<number> {
    return this.storage.deleteFilesOf(em, practiceId, of);
  }

  async deleteCaseGroupFiles(em: EntityManager, practiceId: number, caseGroupIds: number[]): Promise<void> {
    await this.deleteFilesOf(em, practiceId, { caseGroupIds });
  }

  private async owner(
    em: EntityManager,
    practiceId: number,
    input: { caseGroupId?: number; caseId?: number; patientId?: number },
  ) {
    let { caseGroupId, patientId } = input;
    const caseId = input.caseId;
    if (caseId !== undefined) {
      const [row] = await em.execute<{ patient_id: number; group_id: number | null }[]>(
        'select patient_id, group_id from medical_case where id = ? and practice_id = ?',
        [caseId, practiceId],
      );
      if (!row) throw notFound();
      patientId ??= row.patient_id;
      caseGroupId ??= row.group_id ?? undefined;
    }
    if (caseGroupId !== undefined) {
      const [row] = await em.execute<{ patient_id: number }[]>(
        'select patient_id from case_group where id = ? and practice_id = ?',
        [caseGroupId, practiceId],
      );
      if (!row) throw notFound();
      patientId ??= row.patient_id;
    }
    if (patientId !== undefined) {
      const [row] = await em.execute<{ id: number }[]>('select id from patient where id = ? and practice_id = ?', [
        patientId,
        practiceId,
      ]);
      if (!row) throw notFound();
    }
    return { caseGroupId: caseGroupId ?? null, caseId: caseId ?? null, patientId: patientId ?? null };
  }

  private async own(ctx: RequestContext, rawId: unknown): Promise<StoredFile> {
    requireAuth(ctx);
    const id = parseInput(idSchema, rawId);
    const file = await ctx.em.findOne(StoredFile, { id, practice: ctx.auth.practiceId });
    if (!file) throw notFound();
    return file;
  }
}
