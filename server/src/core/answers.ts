import { z } from 'zod';

/** Building blocks of the documented `/api` answers (what `data` holds on success). */
export const timestamp = z.iso.datetime();
export const nullableTimestamp = timestamp.nullable();
export const recordId = z.number().int().min(0);
export const nullableText = z.string().nullable();

/** `{ list, total, page, limit }`, as `listData` writes it. */
export const listAnswer = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int().min(0), page: z.number().int(), limit: z.number().int() });

/** An answer that names only the record it acted on. */
export const idAnswer = z.object({ id: recordId });
