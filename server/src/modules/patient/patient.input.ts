import { MAINLAND_MOBILE, isCountry, isEthnicity } from '@odontia/shared';
import { z } from 'zod';
import { AppError } from '../../core/app-error.js';
import { pagingSchema } from '../../core/page.js';
import { echoed, idSchema } from '../../core/validation.js';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
const HEALTH_MAX = 2000;

/** yyyy-MM-dd, or an ISO date-time with offset as the seeds' client sends it: the date as written. */
const birthday = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/)
  .transform((v) => v.slice(0, 10))
  .refine((v) => {
    const date = new Date(`${v}T00:00:00Z`);
    return (
      !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === v && v >= '1900-01-01' && date <= new Date()
    );
  })
  .nullish()
  .or(z.literal('').transform(() => null));

/** Fields as the seeds name them (snake_case); GraphQL input is mapped onto these. */
export const patientFields = z
  .object({
    name: z.string().max(100).nullish(),
    sex: z.coerce
      .number()
      .int()
      .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)]))
      .optional(),
    birthday,
    phone: z.string().max(11).nullish(),
    country: text(64).refine((v) => v === null || isCountry(v)),
    nationality: text(64).refine((v) => v === null || isEthnicity(v)),
    marital_status: z.coerce
      .number()
      .int()
      .pipe(z.union([z.literal(1), z.literal(2)]))
      .nullish(),
    career: text(100),
    address: text(500),
    level: z.coerce.number().int().min(0).max(3).nullish(),
    memo: text(64),
    illness_history: text(HEALTH_MAX),
    allergy_history: text(HEALTH_MAX),
    smoking_history: text(HEALTH_MAX),
    drinking_history: text(HEALTH_MAX),
    taking_medication: text(HEALTH_MAX),
    oral_anesthesia_reaction: text(HEALTH_MAX),
    infection: text(HEALTH_MAX),
    be_pregnant: z.coerce
      .number()
      .int()
      .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)]))
      .nullish(),
    issues_with_oral_treatment: text(HEALTH_MAX),
    any_major_disease_no_mention: text(HEALTH_MAX),
    // Legacy clients echo these back; the server decides them.
    id: echoed.id,
    uid: echoed.id,
    pid: echoed.id,
  })
  .strict();
export type PatientFields = z.output<typeof patientFields>;

/**
 * The form rules of seed 000 section 5 with their own messages: name required and trimmed,
 * category required, phone a mainland mobile number when given.
 */
export function checkPatientRules(
  input: { name?: string | null; level?: number | null; phone?: string | null },
  creating: boolean,
) {
  if (creating || input.name !== undefined) {
    const name = input.name?.trim() ?? '';
    if (!name) throw new AppError('PatientNameRequired');
  }
  if ((creating || input.level !== undefined) && !input.level) throw new AppError('PatientLevelRequired');
  if (input.phone && !MAINLAND_MOBILE.test(input.phone.trim())) throw new AppError('InvalidMobilePhone');
}

export const patientListInput = pagingSchema(20, 100).extend({
  keyword: z.string().trim().max(100).optional(),
  uid: idSchema.optional(),
  /** 0 (default) live patients, 1 the recycle bin. */
  state: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .default(0),
});

export const memoCheckInput = z.object({ memo: z.string().trim().min(1).max(64), id: idSchema.optional() });
