import { z } from 'zod';
import { AppError } from './app-error.js';

/** Parses input with a zod schema; any mismatch is the catalogue's `Parameter error`. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new AppError(
      'ParameterError',
      {},
      result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  }
  return result.data;
}

/** Ids arrive as numbers (REST) or strings (GraphQL ID); both must be positive integers. */
export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const trimmed = (max: number) => z.string().trim().max(max);

/**
 * Fields legacy clients echo back from what they read (ids, status, nested records) that the server
 * decides itself: ignored, but only accepted with the type the server answers them with.
 */
export const echoed = {
  id: z
    .union([z.number().int().min(0).max(2_147_483_647), z.string().regex(/^\d{1,10}$/)])
    .nullable()
    .optional(),
  code: z.number().int().min(0).max(100).nullable().optional(),
  time: z.string().max(64).nullable().optional(),
  record: z.record(z.string(), z.unknown()).nullable().optional(),
  list: z.array(z.record(z.string(), z.unknown())).max(1000).nullable().optional(),
};
