import { LockMode } from '@mikro-orm/core';
import {
  DEFAULT_SMILE_PARAMETERS,
  designMarks,
  designSmile,
  markingError,
  SMILE_PARAMETER_RANGES,
  type FaceMarkSet,
  type LibraryTooth,
  type SmileParameters,
} from '@odontia/shared';
import { tooth } from '@odontia/phantom';
import { z } from 'zod';
import { AppError } from '../../core/app-error.js';
import { requireAuth, type AuthedContext, type RequestContext } from '../../core/context.js';
import { idSchema, parseInput } from '../../core/validation.js';
import type { StorageService } from '../storage/storage.service.js';
import { faceCaseOf, faceModelFolder, openFaceCaseOf } from './face-case.js';
import { FaceDesign } from './face.entity.js';

const point = z.tuple([z.number().finite(), z.number().finite(), z.number().finite()]);
const pair = z.tuple([point, point]);
const marksSchema = z
  .object({
    midline: pair.optional(),
    pupils: pair.optional(),
    upperLip: point.optional(),
    innerCanthi: pair.optional(),
    alae: pair.optional(),
    smileLine: z.array(point).min(2).max(64).optional(),
    lipContour: z.array(point).min(3).max(128).optional(),
  })
  .strict();
const ranged = (name: keyof typeof SMILE_PARAMETER_RANGES) =>
  z.number().finite().min(SMILE_PARAMETER_RANGES[name][0]).max(SMILE_PARAMETER_RANGES[name][1]);
const parametersSchema = z
  .object({
    widthSource: z.enum(['intercanthal', 'interalar']),
    proportion: z.enum(['golden', 'red']),
    redPercent: ranged('redPercent'),
    centralWidthMm: ranged('centralWidthMm').nullable(),
    widthToHeightPercent: ranged('widthToHeightPercent'),
    incisalShowMm: ranged('incisalShowMm'),
    lateralStepMm: ranged('lateralStepMm'),
    canineStepMm: ranged('canineStepMm'),
    archDepthMm: ranged('archDepthMm'),
    labialInsetMm: ranged('labialInsetMm'),
  })
  .partial()
  .strict();

/** The phantom's tooth library (Wheeler's means) for the six upper anteriors. */
export const SMILE_LIBRARY: LibraryTooth[] = [11, 12, 13, 21, 22, 23].map((fdi) => {
  const t = tooth(fdi);
  return { fdi, mesiodistalMm: t.mesiodistalMm, crownHeightMm: t.crownHeightMm, buccolingualMm: t.buccolingualMm };
});

/**
 * The smile design of a case (issue 14 item 4): marking (midline first) → submitted to be designed →
 * designed, to be confirmed (the clinician keeps editing; every edit recomputes) → confirmed, finished.
 */
export class FaceDesignService {
  constructor(private readonly storage: StorageService) {}

  async get(ctx: RequestContext, rawCaseId: unknown): Promise<FaceDesign> {
    requireAuth(ctx);
    const caseId = parseInput(idSchema, rawCaseId);
    await faceCaseOf(ctx.em, ctx.auth.practiceId, caseId);
    return this.designOf(ctx, caseId);
  }

  async saveMarks(ctx: RequestContext, rawCaseId: unknown, rawMarks: unknown): Promise<FaceDesign> {
    return this.edit(ctx, rawCaseId, (design) => {
      const marks = parseInput(marksSchema, rawMarks) as FaceMarkSet;
      if (markingError(marks)) throw new AppError('FaceMidlineFirst');
      design.marks = marks;
    });
  }

  async saveParameters(ctx: RequestContext, rawCaseId: unknown, rawParameters: unknown): Promise<FaceDesign> {
    return this.edit(ctx, rawCaseId, (design) => {
      const change = parseInput(parametersSchema, rawParameters);
      design.parameters = { ...design.parameters, ...change };
    });
  }

  /** Submit to be designed: needs the face model and complete marks; the design is computed at once. */
  async submit(ctx: RequestContext, rawCaseId: unknown): Promise<FaceDesign> {
    requireAuth(ctx);
    const caseId = parseInput(idSchema, rawCaseId);
    const found = await openFaceCaseOf(ctx.em, ctx.auth.practiceId, caseId);
    if (!(await this.storage.head(`${faceModelFolder(found, 'neutral')}landmarks.json`)))
      throw new AppError('FaceModelFirst');
    return ctx.em.transactional(async (em) => {
      const design = await this.designOf({ ...ctx, em }, caseId, true);
      if (design.status !== 'marking') throw new AppError('Conflict');
      design.status = 'to_be_designed';
      this.compute(design);
      design.status = 'to_be_confirmed';
      return design;
    });
  }

  /** The clinician accepts the design: finished, read-only. */
  async confirm(ctx: RequestContext, rawCaseId: unknown): Promise<FaceDesign> {
    requireAuth(ctx);
    const caseId = parseInput(idSchema, rawCaseId);
    await openFaceCaseOf(ctx.em, ctx.auth.practiceId, caseId);
    return ctx.em.transactional(async (em) => {
      const design = await this.designOf({ ...ctx, em }, caseId, true);
      if (design.status !== 'to_be_confirmed') throw new AppError('Conflict');
      Object.assign(design, { status: 'finished', confirmedAt: new Date() });
      return design;
    });
  }

  /** The design of a case, created with the default parameters on first use. */
  async designOf(ctx: AuthedContext, caseId: number, lock = false): Promise<FaceDesign> {
    await ctx.em.execute(
      `insert into face_design (practice_id, case_id, parameters) values (?, ?, ?) on conflict (case_id) do nothing`,
      [ctx.auth.practiceId, caseId, JSON.stringify(DEFAULT_SMILE_PARAMETERS)],
    );
    return ctx.em.findOneOrFail(
      FaceDesign,
      { caseId, practiceId: ctx.auth.practiceId },
      { refresh: true, ...(lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) },
    );
  }

  private async edit(ctx: RequestContext, rawCaseId: unknown, change: (design: FaceDesign) => void) {
    requireAuth(ctx);
    const caseId = parseInput(idSchema, rawCaseId);
    await openFaceCaseOf(ctx.em, ctx.auth.practiceId, caseId);
    return ctx.em.transactional(async (em) => {
      const design = await this.designOf({ ...ctx, em }, caseId, true);
      if (design.status === 'finished') throw new AppError('Conflict');
      change(design);
      if (design.status === 'to_be_confirmed') this.compute(design);
      return design;
    });
  }

  private compute(design: FaceDesign): void {
    const marks = designMarks(design.marks);
    if (!marks) throw new AppError(design.marks.midline ? 'FaceMarksIncomplete' : 'FaceMidlineFirst');
    design.result = designSmile(marks, design.parameters as SmileParameters, SMILE_LIBRARY);
  }
}
