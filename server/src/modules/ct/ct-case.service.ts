import { z } from 'zod';
import type { RequestContext } from '../../core/context.js';
import { parseInput } from '../../core/validation.js';
import type { FacebowService } from '../task/facebow.service.js';
import type { TrajectoryCaseService } from '../trajectory/trajectory-case.service.js';

/** A point of the head in the upper-scan frame, mm: anything farther than this from IP is not a condyle. */
const REACH_MM = 300;
const point = z.tuple([z.number(), z.number(), z.number()]).refine((p) => p.every((v) => Math.abs(v) <= REACH_MM));

/** LC on the patient's left (+X), RC on the right. */
const condylesInput = z
  .object({ lc: point, rc: point })
  .strict()
  .refine((c) => c.lc[0] > c.rc[0]);

/**
 * Condyle points located on the case's CT, saved into the facebow configuration (`ctLc`, `ctRc`) that
 * the jaw analysis reads: with them it uses the CT's condyles instead of the estimated axis.
 */
export class CtCondyleService {
  constructor(
    private readonly cases: () => TrajectoryCaseService,
    private readonly facebow: () => FacebowService,
  ) {}

  async set(ctx: RequestContext, rawCaseId: unknown, raw: unknown) {
    const c = await this.cases().get(ctx, rawCaseId);
    const { lc, rc } = parseInput(condylesInput, raw);
    const { config } = await this.facebow().get(ctx, c.caseGroupId);
    return this.facebow().saveConfig(ctx, c.caseGroupId, { ...config, ctLc: lc, ctRc: rc });
  }
}
