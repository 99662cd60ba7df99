import { captureSetError, FACE_CAPTURE_LIMITS, uploadKindOf } from '@odontia/shared';
import { z } from 'zod';
import { AppError, notFound } from '../../core/app-error.js';
import { requireAuth, type AuthedContext, type RequestContext } from '../../core/context.js';
import { idSchema, parseInput } from '../../core/validation.js';
import { checkUpload } from '../storage/storage.limits.js';
import type { StorageService } from '../storage/storage.service.js';
import type { TaskService, TaskView } from '../task/task.service.js';
import { faceCaseOf, faceRoot, openFaceCaseOf, smartFaceGroup } from './face-case.js';
import { FaceCapture, type FaceExpression } from './face.entity.js';
import { measureStreamMs } from './video-duration.js';

export const FACE_EXPRESSION_NAMES = ['neutral', 'smile', 'open_mouth'] as const;
const expressionSchema = z.enum(FACE_EXPRESSION_NAMES);
const addInput = z
  .object({
    caseId: idSchema,
    expression: expressionSchema,
    keys: z.array(z.string().min(1).max(1024)).min(1).max(1000),
  })
  .strict();
const deleteInput = z.object({ ids: z.array(idSchema).max(1000) }).strict();

/** The reconstruction tool's input (face-reconstruction/face.tool.ts): one expression's photos or video. */
export type ReconstructionInput = { expression: FaceExpression } & ({ photos: string[] } | { video: string });

/** Photos and videos of a case's face (issue 14 item 1) and the reconstruction task they feed. */
export class FaceCaptureService {
  constructor(
    private readonly storage: StorageService,
    private readonly tasks: () => TaskService,
  ) {}

  /**
   * Registers uploaded files (under the practice's prefix) as captures of one expression: at most 100
   * photos per upload and 200 in all, or one video whose duration ffmpeg reads from the file.
   */
  async add(ctx: RequestContext, raw: unknown): Promise<FaceCapture[]> {
    requireAuth(ctx);
    const input = parseInput(addInput, raw);
    const found = await openFaceCaseOf(ctx.em, ctx.auth.practiceId, input.caseId);
    const kinds = input.keys.map((key) => {
      const kind = uploadKindOf(key);
      if (kind !== 'image' && kind !== 'video') throw new AppError('UnsupportedFormat', { type: 'jpg/png/mp4/mov' });
      if (!key.startsWith(found.prefix)) throw new AppError('PermissionDenied');
      return kind;
    });
    const photos = kinds.filter((k) => k === 'image').length;
    const videos = kinds.length - photos;
    if (photos > FACE_CAPTURE_LIMITS.photosPerUpload) throw new AppError('FacePhotosPerUpload');
    const existing = await this.countOf(ctx, input.caseId, input.expression);
    const total = { photos: existing.photos + photos, videos: existing.videos + videos };
    if (captureSetError(total.photos, total.videos) === 'photosOrVideo') throw new AppError('FacePhotosOrVideo');
    if (total.photos > FACE_CAPTURE_LIMITS.maxPhotos) throw new AppError('FacePhotoCount');

    const taken = await ctx.em.count(FaceCapture, { caseId: input.caseId, key: { $in: input.keys } });
    if (taken > 0 || new Set(input.keys).size !== input.keys.length) throw new AppError('Conflict');
    const rows: FaceCapture[] = [];
    for (const [i, key] of input.keys.entries()) {
      const stored = await this.storage.head(key);
      if (!stored) throw notFound();
      const kind = kinds[i]!;
      checkUpload(kind, key, stored.size);
      let durationMs: number | null = null;
      if (kind === 'video') {
        durationMs = await measureStreamMs(await this.storage.openStream(key));
        if (durationMs <= FACE_CAPTURE_LIMITS.minVideoMs) throw new AppError('FaceVideoTooShort');
      }
      rows.push(
        ctx.em.create(FaceCapture, {
          practiceId: ctx.auth.practiceId,
          caseId: input.caseId,
          expression: input.expression,
          kind: kind === 'image' ? 'photo' : 'video',
          key,
          size: stored.size,
          durationMs,
        }),
      );
    }
    await ctx.em.transactional(async (tx) => {
      // counted again under a lock of the case row, so two uploads at once cannot pass 200 together
      await tx.execute('select id from medical_case where id = ? for update', [input.caseId]);
      const again = await this.countOf({ ...ctx, em: tx }, input.caseId, input.expression);
      if (again.photos + photos > FACE_CAPTURE_LIMITS.maxPhotos) throw new AppError('FacePhotoCount');
      if (captureSetError(again.photos + photos, again.videos + videos) === 'photosOrVideo')
        throw new AppError('FacePhotosOrVideo');
      rows.forEach((row) => tx.persist(row));
    });
    return rows;
  }

  /** The case's captures, by expression then upload order. */
  async list(ctx: RequestContext, rawCaseId: unknown): Promise<FaceCapture[]> {
    requireAuth(ctx);
    const caseId = parseInput(idSchema, rawCaseId);
    await faceCaseOf(ctx.em, ctx.auth.practiceId, caseId);
    return ctx.em.find(
      FaceCapture,
      { caseId, practiceId: ctx.auth.practiceId },
      { orderBy: { expression: 'asc', id: 'asc' } },
    );
  }

  /** Deletes the selected captures and their files; an empty selection is refused (seed 001). */
  async delete(ctx: RequestContext, raw: unknown): Promise<number> {
    requireAuth(ctx);
    const { ids } = parseInput(deleteInput, raw);
    if (ids.length === 0) throw new AppError('FaceDeleteSelection');
    const rows = await ctx.em.find(FaceCapture, { id: { $in: ids }, practiceId: ctx.auth.practiceId });
    if (rows.length !== new Set(ids).size) throw notFound();
    for (const caseId of new Set(rows.map((r) => r.caseId))) await openFaceCaseOf(ctx.em, ctx.auth.practiceId, caseId);
    await ctx.em.transactional(async (tx) => {
      await tx.nativeDelete(FaceCapture, { id: { $in: ids }, practiceId: ctx.auth.practiceId });
    });
    await this.storage
      .deleteKeys(
        ctx.em,
        rows.map((r) => r.key),
      )
      .catch(() => undefined);
    return rows.length;
  }

  /**
   * Queues the reconstruction of one expression (the SmartFace case group's task) with its captures:
   * 30-200 photos or one video; also the retry after a failure once the photos were changed, and the next
   * expression's model (or a new one) after a model was made. Not while a reconstruction is queued or running.
   */
  async submit(ctx: RequestContext, rawCaseId: unknown, rawExpression: unknown = 'neutral'): Promise<TaskView> {
    requireAuth(ctx);
    const caseId = parseInput(idSchema, rawCaseId);
    const expression = parseInput(expressionSchema, rawExpression);
    const found = await openFaceCaseOf(ctx.em, ctx.auth.practiceId, caseId);
    const caseGroupId = smartFaceGroup(found);
    const of = (await this.list(ctx, caseId)).filter((c) => c.expression === expression);
    const photos = of.filter((c) => c.kind === 'photo');
    const error = captureSetError(photos.length, of.length - photos.length);
    if (error) throw new AppError(error === 'photoCount' ? 'FacePhotoCount' : 'FacePhotosOrVideo');
    const input: ReconstructionInput = photos.length
      ? { expression, photos: photos.map((c) => c.key) }
      : { expression, video: of[0]!.key };
    return this.tasks().submit(ctx, { caseGroupId, input }, { again: true });
  }

  /** Where the page uploads a case's captures (then calls `add` with the keys). */
  async folder(ctx: RequestContext, rawCaseId: unknown): Promise<string> {
    requireAuth(ctx);
    const found = await faceCaseOf(ctx.em, ctx.auth.practiceId, parseInput(idSchema, rawCaseId));
    return `${faceRoot(found)}face-captures/`;
  }

  private async countOf(ctx: AuthedContext, caseId: number, expression: FaceExpression) {
    const [row] = await ctx.em.execute<{ photos: string; videos: string }[]>(
      `select count(*) filter (where kind = 'photo') photos, count(*) filter (where kind = 'video') videos
         from face_capture where case_id = ? and practice_id = ? and expression = ?`,
      [caseId, ctx.auth.practiceId, expression],
    );
    return { photos: Number(row?.photos ?? 0), videos: Number(row?.videos ?? 0) };
  }
}
