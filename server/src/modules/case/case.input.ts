import { ToothPositionError, normalizeToothPositions } from '@odontia/shared';
import { z } from 'zod';
import { AppError } from '../../core/app-error.js';
import { pagingSchema } from '../../core/page.js';
import { echoed, idSchema } from '../../core/validation.js';
import { instantSchema } from '../reservation/reservation.service.js';
import type { CaseEntry } from './case-entry.js';

export const ENTRY_LIMIT = 50;
const TEXT_MAX = 5000;

const entrySchema = z.object({ position: z.string().max(200).nullish(), content: z.string().trim().max(2000) }).strip();
export const entryListSchema = z.array(entrySchema).max(ENTRY_LIMIT);

/** Tooth positions through the one shared parser: validated, sorted and merged. */
export function normalizeEntries(entries: z.output<typeof entryListSchema>): CaseEntry[] {
  return entries.map(({ position, content }) => {
    try {
      return { position: normalizeToothPositions(position ?? ''), content };
    } catch (error) {
      if (error instanceof ToothPositionError) throw new AppError('InvalidToothPosition', {}, { position });
      throw error;
    }
  });
}

/** An optional reference that legacy clients send as 0 or null for "none". */
const optionalRef = z
  .union([z.literal(0), z.literal('0'), z.literal(''), z.null(), idSchema])
  .transform((v) => (v ? Number(v) : null));

/** Fields a case save may carry, named as in the seeds (snake_case). */
export const caseFields = {
  record_name: z.string().trim().max(200).optional(),
  chief_complaint: z.string().max(TEXT_MAX).optional(),
  current_condition: z.string().max(TEXT_MAX).optional(),
  treatment_item: z.string().max(TEXT_MAX).optional(),
  doctor_advice: z.string().max(TEXT_MAX).optional(),
  examination: entryListSchema.optional(),
  diagnosis: entryListSchema.optional(),
  dispose: entryListSchema.optional(),
  type: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .optional(),
  memo: z.string().max(1000).optional(),
  treatment_plan_id: optionalRef.optional(),
  /** Set: book or move the appointment; null or empty: cancel it (seed 000 section 4). */
  reservation_time: z
    .union([instantSchema, z.literal(''), z.null()])
    .transform((v) => (v ? v : null))
    .optional(),
  reservation_remark: z.string().trim().max(1000).nullish(),
  // Saving always writes status 1 (submitting is its own action); echoed ids are the server's to decide.
  status: echoed.code,
  id: echoed.id,
  uid: echoed.id,
  reservation_id: echoed.id,
  reservation: echoed.record,
  treatment_plan: echoed.record,
};

export const createCaseInput = z
  .object({
    ...caseFields,
    pid: optionalRef.optional(),
    product_id: optionalRef.optional(),
    product_illcase_id: optionalRef.optional(),
    case_type: z.coerce.number().int().min(0).max(100).optional(),
  })
  .strict();
export type CreateCaseInput = z.output<typeof createCaseInput>;

export const updateCaseInput = z
  .object({
    ...caseFields,
    // The application of an existing case cannot change; accepted and ignored.
    pid: echoed.id,
    product_id: echoed.id,
    product_illcase_id: echoed.id,
  })
  .strict();
export type UpdateCaseInput = z.output<typeof updateCaseInput>;

export const createGroupInput = z
  .object({
    pid: idSchema,
    case_type: z.coerce.number().int().min(0).max(100).optional(),
    product_id: optionalRef.optional(),
    uid: echoed.id,
  })
  .strict();

export const caseListInput = pagingSchema(20, 100).extend({
  pid: idSchema.optional(),
  uid: idSchema.optional(),
  status: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .optional(),
  product_id: idSchema.optional(),
  product_illcase_id: idSchema.optional(),
  /** 0 (default) live cases, 1 the recycle bin. */
  state: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .default(0),
  keyword: z.string().trim().max(100).optional(),
});
export type CaseListInput = z.output<typeof caseListInput>;
