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
