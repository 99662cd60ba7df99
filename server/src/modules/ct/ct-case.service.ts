import { CT_CANAL, CT_REGISTRATION, FACIAL_LANDMARKS, swappedLandmarks, type FacialLandmarks } from '@odontia/shared';
import { z } from 'zod';
import { requireAuth, type RequestContext } from '../../core/context.js';
import { parseInput } from '../../core/validation.js';
import type { FacebowService } from '../task/facebow.service.js';
import {
  ctLandmarkKey,
  ctLandmarks,
  ctRegistrationRmsSchema,
  ctRegistrationSchema,
  type TrajectoryCaseService,
} from '../trajectory/trajectory-case.service.js';

/** A sanity bound on a point of the CT, mm (DICOM patient coordinates may sit far from the head). */
const REACH_MM = 2000;
const point = z.tuple([z.number(), z.number(), z.number()]).refine((p) => p.every((v) => Math.abs(v) <= REACH_MM));

/** LC on the patient's left (+X), RC on the right. */
const condylesInput = z
  .object({ lc: point, rc: point })
  .strict()
  .refine((c) => c.lc[0] > c.rc[0]);

/** Skull and face landmarks, each optional; of a bilateral pair the left one lies on the patient's left (+X). */
const landmarksInput = z
  .object(Object.fromEntries(FACIAL_LANDMARKS.map((name) => [name, point.optional()])))
  .strict()
  .superRefine((marks, ctx) => {
    for (const left of swappedLandmarks(marks)) {
      ctx.addIssue({
        code: 'custom',
        path: [left],
        message: `${left} must lie on the patient's left of its right twin (+X)`,
      });
    }
  });

const registrationInput = z
  .object({
    matrix: z
      .array(z.number())
      .length(16)
      .refine((m) => ctRegistrationSchema.safeParse(m).success, {
        message: `a rigid transform (a rotation and at most ${CT_REGISTRATION.maxTranslationMm} mm of translation)`,
      }),
    rmsMm: ctRegistrationRmsSchema,
  })
  .strict();

const canalLine = z
  .array(point)
  .max(CT_CANAL.maxPoints)
  .refine((line) => line.length !== 1, { message: 'a canal needs two points' });
const canalsInput = z
  .object({
    diameterMm: z.number().min(CT_CANAL.diameterMm.min).max(CT_CANAL.diameterMm.max),
    left: canalLine,
    right: canalLine,
  })
  .strict();

export type CtCanals = z.infer<typeof canalsInput>;

/**
 * What the CT facebow saves into the case's facebow configuration, which the jaw analysis reads: the
 * condyle points and the skull and face landmarks located on the CT (`ctLc`, `ctRc`, `ctPorionL`... see
 * `ctLandmarkKey`; CT frame) and the scans' registration onto the CT (`ctRegistration`,
 * `ctRegistrationRmsMm`), through which the analysis takes them into the upper-scan frame of the trajectories.
 */
export class CtCaseService {
  constructor(
    private readonly cases: () => TrajectoryCaseService,
    private readonly facebow: () => FacebowService,
  ) {}

  async setCondyles(ctx: RequestContext, rawCaseId: unknown, raw: unknown) {
    const caseGroupId = await this.caseGroup(ctx, rawCaseId);
    const { lc, rc } = parseInput(condylesInput, raw);
    return this.patch(ctx, caseGroupId, { ctLc: lc, ctRc: rc });
  }

  /** Replaces the landmarks marked on the case's CT: those left out are cleared. */
  async setLandmarks(ctx: RequestContext, rawCaseId: unknown, raw: unknown) {
    const caseGroupId = await this.caseGroup(ctx, rawCaseId);
    const landmarks: FacialLandmarks = parseInput(landmarksInput, raw);
    const { config } = await this.facebow().get(ctx, caseGroupId);
    const next = { ...config };
    for (const name of FACIAL_LANDMARKS) {
      const p = landmarks[name];
      if (p) next[ctLandmarkKey(name)] = p;
      else delete next[ctLandmarkKey(name)];
    }
    return this.facebow().saveConfig(ctx, caseGroupId, next);
  }

  /** The landmarks marked on the case's CT (CT frame); empty when none. */
  async landmarks(ctx: RequestContext, rawCaseId: unknown): Promise<FacialLandmarks> {
    const caseGroupId = await this.caseGroup(ctx, rawCaseId);
    return ctLandmarks((await this.facebow().get(ctx, caseGroupId)).config);
  }

  async setRegistration(ctx: RequestContext, rawCaseId: unknown, raw: unknown) {
    const caseGroupId = await this.caseGroup(ctx, rawCaseId);
    const { matrix, rmsMm } = parseInput(registrationInput, raw);
    return this.patch(ctx, caseGroupId, { ctRegistration: matrix, ctRegistrationRmsMm: rmsMm });
  }

  /**
   * Saves the mandibular canals traced on the case's CT (points through the canal, the CT's patient frame,
   * and the tube's diameter), beside the facebow configuration: tracing never invalidates collected data.
   */
  async setCanals(ctx: RequestContext, rawCaseId: unknown, raw: unknown): Promise<CtCanals> {
    requireAuth(ctx);
    const caseGroupId = await this.caseGroup(ctx, rawCaseId);
    const canals = parseInput(canalsInput, raw);
    await ctx.em.execute(
      `insert into facebow_config (case_group_id, practice_id, ct_canals) values (?, ?, ?)
       on conflict (case_group_id) do update set ct_canals = excluded.ct_canals, updated_at = now()`,
      [caseGroupId, ctx.auth.practiceId, JSON.stringify(canals)],
    );
    return canals;
  }

  /** The canals traced on the case's CT, or null. */
  async canals(ctx: RequestContext, rawCaseId: unknown): Promise<CtCanals | null> {
    const caseGroupId = await this.caseGroup(ctx, rawCaseId);
    const [row] = await ctx.em.execute<{ ct_canals: CtCanals | null }[]>(
      'select ct_canals from facebow_config where case_group_id = ?',
      [caseGroupId],
    );
    return row?.ct_canals ?? null;
  }

  /** The saved scan registration of a facebow case, or null. */
  async registration(ctx: RequestContext, rawCaseId: unknown) {
    const c = await this.cases().get(ctx, rawCaseId);
    return (await this.cases().params(ctx, c)).ctRegistration;
  }

  private async caseGroup(ctx: RequestContext, rawCaseId: unknown): Promise<number> {
    return (await this.cases().get(ctx, rawCaseId)).caseGroupId;
  }

  private async patch(ctx: RequestContext, caseGroupId: number, values: Record<string, unknown>) {
    const { config } = await this.facebow().get(ctx, caseGroupId);
    return this.facebow().saveConfig(ctx, caseGroupId, { ...config, ...values });
  }
}
