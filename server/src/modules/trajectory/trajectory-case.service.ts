import {
  CT_REGISTRATION,
  ctFrames,
  ctPointToScan,
  FACEBOW_PRODUCT_TYPES,
  FACIAL_LANDMARKS,
  isRigidTransform,
  ProductType,
  REFERENCE_PLANES,
  type FacialLandmarkName,
  type FacialLandmarks,
  type OcclusalMarks,
  type ReferencePlaneName,
} from '@odontia/shared';
import { z } from 'zod';
import { notFound } from '../../core/app-error.js';
import { requireAuth, type RequestContext } from '../../core/context.js';
import { idSchema, parseInput } from '../../core/validation.js';
import type { FacebowService } from '../task/facebow.service.js';

/** A case the Trajectory pages may open: a case of the practice whose case group is a facebow product. */
export interface TrajectoryCase {
  caseId: number;
  caseGroupId: number;
  productId: number;
  /** 1 the digital facebow, 3 the CT facebow. */
  productType: number;
  patientId: number;
  patientName: string;
  recordName: string;
  status: number;
}

const vec3 = z.tuple([z.number().finite(), z.number().finite(), z.number().finite()]);

/** A saved scan registration: the column-major 4x4 from the upper-scan frame onto the CT's frame. */
export const ctRegistrationSchema = z.array(z.number().finite()).length(16).refine(isRigidTransform);
export const ctRegistrationRmsSchema = z.number().min(0).max(CT_REGISTRATION.maxRmsMm);

/** The configuration key of a landmark marked on the CT: `ctPorionL`, `ctNasion`... (the map is flat). */
export const ctLandmarkKey = (name: FacialLandmarkName): string => `ct${name[0]!.toUpperCase()}${name.slice(1)}`;

/** The skull and face landmarks saved in a configuration (the CT's frame); keys that do not parse are left out. */
export function ctLandmarks(config: Record<string, unknown>): FacialLandmarks {
  return Object.fromEntries(
    FACIAL_LANDMARKS.flatMap((name) => {
      const parsed = vec3.safeParse(config[ctLandmarkKey(name)]);
      return parsed.success ? [[name, parsed.data]] : [];
    }),
  );
}

/**
 * The facebow configuration keys the analysis reads (the rest of the map is the tool's own): the
 * reference plane, the opening band of the hinge axis, the marked IP and mesiobuccal cusps of 36 and
 * 46, condyle points located on a CT (`ctLc`, `ctRc`, in the CT's frame; the landmarks beside them, see
 * `ctLandmarks`) and the scans' registration onto that CT (`ctRegistration`, `ctRegistrationRmsMm`),
 * all written by the CT facebow.
 */
export const facebowParamsSchema = z.object({
  referencePlane: z.enum(REFERENCE_PLANES).optional(),
  hingeWindowStartMm: z.number().min(0).max(40).optional(),
  hingeWindowEndMm: z.number().min(1).max(45).optional(),
  ip: vec3.optional(),
  mb36: vec3.optional(),
  mb46: vec3.optional(),
  ctLc: vec3.optional(),
  ctRc: vec3.optional(),
  ctRegistration: ctRegistrationSchema.optional(),
  ctRegistrationRmsMm: ctRegistrationRmsSchema.optional(),
});

export interface FacebowParams {
  referencePlane: ReferencePlaneName;
  hingeWindowMm: [number, number];
  marks: OcclusalMarks | null;
  /** The CT's condyle points in the upper-scan frame (mapped through the scan registration). */
  ctCondyles: { lc: [number, number, number]; rc: [number, number, number] } | null;
  /** The CT's landmarks in the upper-scan frame. */
  landmarks: FacialLandmarks | null;
  ctRegistration: { matrix: number[]; rmsMm: number | null } | null;
}

/** The analysis parameters of a saved configuration; keys that do not parse fall back to their defaults. */
export function facebowParams(config: Record<string, unknown>): FacebowParams {
  const known = Object.fromEntries(
    Object.entries(facebowParamsSchema.shape).flatMap(([key, schema]) => {
      const parsed = schema.safeParse(config[key]);
      return parsed.success && parsed.data !== undefined ? [[key, parsed.data]] : [];
    }),
  ) as z.output<typeof facebowParamsSchema>;
  const frames = ctFrames(known.ctRegistration);
  const landmarks = Object.entries(ctLandmarks(config));
  const start = known.hingeWindowStartMm ?? 5;
  const end = known.hingeWindowEndMm ?? 12;
  return {
    referencePlane: known.referencePlane ?? 'frankfort',
    hingeWindowMm: start < end ? [start, end] : [5, 12],
    marks: known.ip && known.mb36 && known.mb46 ? { ip: known.ip, mb36: known.mb36, mb46: known.mb46 } : null,
    ctCondyles:
      known.ctLc && known.ctRc
        ? { lc: ctPointToScan(frames, known.ctLc), rc: ctPointToScan(frames, known.ctRc) }
        : null,
    landmarks: landmarks.length
      ? Object.fromEntries(landmarks.map(([name, p]) => [name, ctPointToScan(frames, p)]))
      : null,
    ctRegistration: known.ctRegistration
      ? { matrix: known.ctRegistration, rmsMm: known.ctRegistrationRmsMm ?? null }
      : null,
  };
}

/** A facebow product type (digital 1, CT 3), when a caller narrows to one. */
export const facebowTypeSchema = z
  .union([z.literal(ProductType.Trajectory), z.literal(ProductType.TrajectoryCT)])
  .optional();

const marksInput = z.object({ ip: vec3, mb36: vec3, mb46: vec3 }).strict();

/**
 * The case side of the Trajectory pages: which case may be opened (the route guard's server half),
 * the registration marks, and importing another case's configuration.
 */
export class TrajectoryCaseService {
  constructor(private readonly facebow: () => FacebowService) {}

  /**
   * The case, or Not found when it is not a facebow case of the caller's practice (never reveals
   * existence); with `rawProductType`, also when the case is of the other facebow product (the CT
   * pages open CT facebow cases only, the digital facebow pages digital ones).
   */
  async get(ctx: RequestContext, rawCaseId: unknown, rawProductType?: unknown): Promise<TrajectoryCase> {
    requireAuth(ctx);
    const caseId = parseInput(idSchema, rawCaseId);
    const productType = parseInput(facebowTypeSchema, rawProductType ?? undefined);
    const [row] = await ctx.em.execute<
      {
        group_id: number;
        product_id: number;
        type: number | null;
        patient_id: number;
        patient_name: string;
        record_name: string;
        status: number;
      }[]
    >(
      `select c.group_id, g.product_id, p.type, c.patient_id, pa.name as patient_name, c.record_name, c.status
         from medical_case c
         join case_group g on g.id = c.group_id and g.practice_id = c.practice_id
         join product p on p.id = g.product_id
         join patient pa on pa.id = c.patient_id
        where c.id = ? and c.practice_id = ? and c.deleted_at is null`,
      [caseId, ctx.auth.practiceId],
    );
    if (!row || !FACEBOW_PRODUCT_TYPES.includes(row.type ?? 0)) throw notFound();
    if (productType !== undefined && row.type !== productType) throw notFound();
    return {
      caseId,
      caseGroupId: row.group_id,
      productId: row.product_id,
      productType: row.type!,
      patientId: row.patient_id,
      patientName: row.patient_name,
      recordName: row.record_name,
      status: row.status,
    };
  }

  /** The case's saved facebow parameters as the analysis reads them. */
  async params(ctx: RequestContext, c: TrajectoryCase): Promise<FacebowParams> {
    const state = await this.facebow().get(ctx, c.caseGroupId);
    return facebowParams(state.config);
  }

  /** Saves IP and the mesiobuccal cusps of 36 and 46 marked on the lower scan into the configuration. */
  async setMarks(ctx: RequestContext, rawCaseId: unknown, rawMarks: unknown) {
    const c = await this.get(ctx, rawCaseId);
    const marks = parseInput(marksInput, rawMarks);
    const { config } = await this.facebow().get(ctx, c.caseGroupId);
    return this.facebow().saveConfig(ctx, c.caseGroupId, { ...config, ...marks });
  }

  /**
   * Copies another facebow case's configuration (parameters and registration marks) over this one's;
   * the facebow service discards collected data when that changes the configuration.
   */
  async importConfig(ctx: RequestContext, rawCaseId: unknown, rawFromCaseId: unknown) {
    const target = await this.get(ctx, rawCaseId);
    const source = await this.get(ctx, rawFromCaseId);
    const { config } = await this.facebow().get(ctx, source.caseGroupId);
    return this.facebow().saveConfig(ctx, target.caseGroupId, config);
  }
}
