import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  decodeTrajectory,
  encodeTrajectory,
  frameMatrix,
  MovementType,
  TRAJECTORY_MAGIC,
  trajectoryFromCsv,
  TrajectoryFormatError,
  type Trajectory,
} from '@odontia/shared';
import { z } from 'zod';
import { AppError, badRequest, notFound } from '../../core/app-error.js';
import { requireAuth, type RequestContext } from '../../core/context.js';
import { idSchema, parseInput, trimmed } from '../../core/validation.js';
import type { RecordFilesOf } from '../case/record-files.js';
import type { StorageService } from '../storage/storage.service.js';
import { JawRecording } from './jaw-recording.entity.js';

export const recordingMetaSchema = z.object({ name: trimmed(200).optional() }).strict();
export type RecordingMeta = z.input<typeof recordingMetaSchema>;
export const importInput = z
  .object({
    caseId: idSchema,
    key: z.string().min(1).max(1024),
    name: trimmed(200).optional(),
    kind: z.enum(['movement', 'stable', 'registration']).optional(),
    movementType: z.number().int().min(0).max(8).nullish(),
  })
  .strict();
/** An imported trajectory file (OJTR or CSV) is a document: at most 20 MB (DECISIONS.md upload table). */
const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

const MOVEMENT_TYPES = new Set<number>(Object.values(MovementType));
const KINDS = new Set(['movement', 'stable', 'registration']);
const SOURCES = new Set(['video', 'import', 'synthetic']);

/** What the row says about a trajectory; refuses a trajectory that breaks the contract. */
export function summariseTrajectory(t: Trajectory) {
  const h = t.header;
  const problems: string[] = [];
  if (!KINDS.has(h.kind)) problems.push('kind');
  if (!SOURCES.has(h.source)) problems.push('source');
  if (h.kind === 'movement' ? !MOVEMENT_TYPES.has(h.movementType ?? -1) : h.movementType !== null)
    problems.push('movementType');
  const n = h.frameCount;
  if (!(n > 0)) problems.push('frameCount');
  let valid = 0;
  let qualitySum = 0;
  for (let i = 0; i < n; i++) {
    const time = t.times[i]!;
    if (!Number.isFinite(time) || (i > 0 && time < t.times[i - 1]!)) {
      problems.push(`times[${i}]`);
      break;
    }
    const q = t.quality[i]!;
    if (!(q >= 0 && q <= 1)) {
      problems.push(`quality[${i}]`);
      break;
    }
    if (frameMatrix(t, i)) {
      valid += 1;
      qualitySum += q;
    }
  }
  if (problems.length) throw badRequest(problems.map((path) => ({ path, message: 'breaks the trajectory contract' })));
  return {
    kind: h.kind,
    movementType: h.kind === 'movement' ? h.movementType : null,
    source: h.source,
    frameCount: n,
    validFrames: valid,
    durationMs: t.times[n - 1]! - t.times[0]!,
    fps: h.fps,
    meanQuality: qualitySum / n,
    registrationResidualMm: h.registrationResidualMm,
  };
}

/**
 * Jaw recordings of cases (the data contract of issue 11 item 5): each trajectory is one OJTR object
 * at `<practice prefix>cases/<caseId>/trajectory/<id>.ojtr` and one `jaw_recording` row; a row never
 * exists without its file.
 */
export class JawRecordingService {
  constructor(private readonly storage: StorageService) {}

  /** Stores a trajectory on a case of the caller's practice. */
  async saveTrajectory(
    ctx: RequestContext,
    rawCaseId: unknown,
    rawMeta: unknown,
    trajectory: Trajectory,
  ): Promise<JawRecording> {
    requireAuth(ctx);
    return this.store(ctx.em, ctx.auth.practiceId, rawCaseId, rawMeta, trajectory);
  }

  /**
   * The same for callers without a request (the tracking worker runs a task of a practice): the
   * case must belong to `practiceId` and be open.
   */
  async store(
    em: EntityManager,
    practiceId: number,
    rawCaseId: unknown,
    rawMeta: unknown,
    trajectory: Trajectory,
  ): Promise<JawRecording> {
    const caseId = parseInput(idSchema, rawCaseId);
    const meta = parseInput(recordingMetaSchema, rawMeta ?? {});
    const summary = summariseTrajectory(trajectory);
    const owner = await this.caseOf(em, practiceId, caseId);
    if (owner.status === 2) throw new AppError('CaseSubmitted');
    const bytes = encodeTrajectory(trajectory);
    let key: string | null = null;
    try {
      return await em.transactional(async (tx) => {
        const recording = tx.create(JawRecording, {
          practiceId,
          patientId: owner.patientId,
          caseId,
          caseGroupId: owner.groupId,
          ...summary,
          name: meta.name ?? '',
          key: `pending:${randomUUID()}`,
          size: bytes.length,
        });
        await tx.flush();
        key = `${owner.prefix}cases/${caseId}/trajectory/${recording.id}.ojtr`;
        recording.key = key;
        await this.storage.putObject(tx, key, bytes);
        return recording;
      });
    } catch (error) {
      // the row rolled back: its object must not stay behind
      if (key) await this.storage.deleteKeys(em, [key]).catch(() => undefined);
      throw error;
    }
  }

  /**
   * Imports an uploaded trajectory file (under the caller's prefix) into a case: an OJTR file as is, or
   * the documented CSV (kind and movement type given with it). The upload itself stays where it is.
   */
  async importFile(ctx: RequestContext, raw: unknown): Promise<JawRecording> {
    requireAuth(ctx);
    const input = parseInput(importInput, raw);
    const prefix = await this.storage.prefixOf(ctx);
    if (!input.key.startsWith(prefix)) throw new AppError('PermissionDenied');
    const found = await this.storage.head(input.key);
    if (!found) throw notFound();
    if (found.size > IMPORT_MAX_BYTES) throw new AppError('FileSizeExceedsLimit');
    const bytes = await this.storage.getObject(input.key);
    if (!bytes) throw notFound();
    let trajectory: Trajectory;
    try {
      if (new TextDecoder().decode(bytes.subarray(0, 4)) === TRAJECTORY_MAGIC) {
        trajectory = decodeTrajectory(bytes);
        trajectory.header = { ...trajectory.header, source: 'import' };
      } else {
        const kind = input.kind ?? 'movement';
        const movementType = input.movementType ?? null;
        if ((kind === 'movement') !== (movementType !== null))
          throw badRequest([{ path: 'movementType', message: 'required for a movement recording only' }]);
        trajectory = trajectoryFromCsv(new TextDecoder().decode(bytes), {
          kind,
          movementType,
          registrationResidualMm: null,
          source: 'import',
          fps: null,
          warnings: [],
        });
      }
    } catch (error) {
      if (error instanceof TrajectoryFormatError) throw badRequest([{ path: 'file', message: error.message }]);
      throw error;
    }
    return this.saveTrajectory(ctx, input.caseId, { name: input.name }, trajectory);
  }

  /** Recordings of a case, oldest first. */
  async list(ctx: RequestContext, rawCaseId: unknown): Promise<JawRecording[]> {
    requireAuth(ctx);
    const caseId = parseInput(idSchema, rawCaseId);
    await this.caseOf(ctx.em, ctx.auth.practiceId, caseId);
    return ctx.em.find(JawRecording, { practiceId: ctx.auth.practiceId, caseId }, { orderBy: { id: 'asc' } });
  }

  async get(ctx: RequestContext, rawId: unknown): Promise<JawRecording> {
    requireAuth(ctx);
    const id = parseInput(idSchema, rawId);
    const found = await ctx.em.findOne(JawRecording, { id, practiceId: ctx.auth.practiceId });
    if (!found) throw notFound();
    return found;
  }

  /** A recording with its decoded trajectory. */
  async load(ctx: RequestContext, rawId: unknown): Promise<{ recording: JawRecording; trajectory: Trajectory }> {
    const recording = await this.get(ctx, rawId);
    return { recording, trajectory: await this.read(recording) };
  }

  /** Every recording of a case with its trajectory (what the analysis reads). */
  async loadCase(
    ctx: RequestContext,
    rawCaseId: unknown,
  ): Promise<{ recording: JawRecording; trajectory: Trajectory }[]> {
    const recordings = await this.list(ctx, rawCaseId);
    return Promise.all(recordings.map(async (recording) => ({ recording, trajectory: await this.read(recording) })));
  }

  /** Removes the recordings (rows and files) of patients or cases of a practice for good (records destroy). */
  async deleteFilesOf(em: EntityManager, practiceId: number, of: RecordFilesOf): Promise<number> {
    const where: string[] = [];
    const params: unknown[] = [practiceId];
    if (of.patientIds?.length) {
      where.push('patient_id in (?)');
      params.push(of.patientIds);
    }
    if (of.caseIds?.length) {
      where.push('case_id in (?)');
      params.push(of.caseIds);
    }
    if (where.length === 0) return 0;
    const [practice] = await em.execute<{ storage_prefix: string }[]>(
      'select storage_prefix from practice where id = ?',
      [practiceId],
    );
    const rows = await em.execute<{ key: string }[]>(
      `delete from jaw_recording where practice_id = ? and (${where.join(' or ')}) returning key`,
      params,
    );
    if (practice)
      await this.storage.deleteUnder(
        em,
        practice.storage_prefix,
        rows.map((r) => r.key),
      );
    return rows.length;
  }

  /** Removes the recordings a capture session tracked from video in a case group (a re-run replaces them). */
  async deleteTrackedOf(em: EntityManager, practiceId: number, caseGroupId: number): Promise<number> {
    const rows = await em.execute<{ key: string }[]>(
      `delete from jaw_recording where practice_id = ? and case_group_id = ? and source = 'video' returning key`,
      [practiceId, caseGroupId],
    );
    await this.storage.deleteKeys(
      em,
      rows.map((r) => r.key),
    );
    return rows.length;
  }

  /** A short-lived GET URL of the recording's OJTR file. */
  async url(ctx: RequestContext, recording: JawRecording): Promise<string> {
    return this.storage.presignGet(ctx, { key: recording.key });
  }

  private async read(recording: JawRecording): Promise<Trajectory> {
    const bytes = await this.storage.getObject(recording.key);
    if (!bytes) throw new AppError('GetFileFailed');
    try {
      return decodeTrajectory(bytes);
    } catch (error) {
      if (error instanceof TrajectoryFormatError) throw new AppError('DecodingError');
      throw error;
    }
  }

  private async caseOf(em: EntityManager, practiceId: number, caseId: number) {
    const [row] = await em.execute<
      { patient_id: number; group_id: number | null; status: number; storage_prefix: string }[]
    >(
      `select c.patient_id, c.group_id, c.status, p.storage_prefix from medical_case c
         join practice p on p.id = c.practice_id
        where c.id = ? and c.practice_id = ? and c.deleted_at is null`,
      [caseId, practiceId],
    );
    if (!row) throw notFound();
    return { patientId: row.patient_id, groupId: row.group_id, status: row.status, prefix: row.storage_prefix };
  }
}
