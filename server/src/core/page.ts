import { z } from 'zod';

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

/** Paging as the seeds' clients send it; `maxLimit` caps what one request may read. */
export const pagingSchema = (defaultLimit: number, maxLimit = 100) =>
  z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  });

export const offsetOf = ({ page, limit }: { page: number; limit: number }) => (page - 1) * limit;

/** Escapes LIKE wildcards in user input. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
