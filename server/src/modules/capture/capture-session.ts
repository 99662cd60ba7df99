import { z } from 'zod';
import { idSchema, trimmed } from '../../core/validation.js';

/** Video formats a recording session accepts (phones film mp4 or mov, browsers record webm). */
export const CAPTURE_VIDEO_FORMATS = ['mp4', 'mov', 'webm'] as const;

const point = z.tuple([z.number().finite(), z.number().finite(), z.number().finite()]);
const intrinsics = z
  .object({
    width: z.number().int().positive().max(10_000),
    height: z.number().int().positive().max(10_000),
    fx: z.number().positive(),
    fy: z.number().positive(),
    cx: z.number().finite(),
    cy: z.number().finite(),
    distortion: z.array(z.number().finite()).max(5),
  })
  .strict();

export const captureVideoSchema = z
  .object({
    key: z.string().min(1).max(1024),
    kind: z.enum(['movement', 'stable', 'registration']),
    movementType: z.number().int().min(0).max(8).nullish(),
    name: trimmed(200).optional(),
  })
  .strict()
  .refine((v) => (v.kind === 'movement') === (v.movementType !== null && v.movementType !== undefined), {
    message: 'a movement recording needs its movement type 0-8, other recordings none',
    path: ['movementType'],
  })
  .refine((v) => (CAPTURE_VIDEO_FORMATS as readonly string[]).includes(v.key.split('.').pop()!.toLowerCase()), {
    message: 'mp4, mov or webm',
    path: ['key'],
  });

/**
 * A recording session of a facebow case group: the videos (one registration recording filmed with the
 * teeth closed while the pointer touches the marked points in order, up to three stable-position
 * collections, movement recordings labelled 0-8) and the points marked on the upper scan, in the order
 * the pointer touches them (e.g. IP, then the mesiobuccal cusps of 16 and 26).
 */
export const captureSessionSchema = z
  .object({
    videos: z.array(captureVideoSchema).min(1).max(20),
    scanPoints: z.array(point).min(3).max(8),
    /** The practice's done camera calibration the videos were filmed with; none: the phone default, with a warning. */
    calibrationId: idSchema.optional(),
    /** Set by the server from `calibrationId` (what the tracker uses), never taken from a client. */
    intrinsics: intrinsics.optional(),
  })
  .strict()
  .refine((s) => s.videos.filter((v) => v.kind === 'registration').length === 1, {
    message: 'exactly one registration recording',
    path: ['videos'],
  })
  .refine((s) => s.videos.filter((v) => v.kind === 'stable').length <= 3, {
    message: 'at most three stable-position collections',
    path: ['videos'],
  })
  .refine((s) => new Set(s.videos.map((v) => v.key)).size === s.videos.length, {
    message: 'each video once',
    path: ['videos'],
  });

export type CaptureSession = z.infer<typeof captureSessionSchema>;
export const submitSessionSchema = z.object({ caseGroupId: idSchema, session: captureSessionSchema }).strict();
