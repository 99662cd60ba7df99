import { z } from 'zod';
import { listAnswer, nullableTimestamp, recordId, timestamp } from '../../core/answers.js';
import type { RestRouter } from '../../core/rest.js';
import type { Services } from '../../services.js';
import type { PracticeExport } from './export.service.js';

const toRestExport = (e: PracticeExport) => ({
  id: e.id,
  status: e.status,
  progress: e.progress,
  size: e.size ?? 0,
  error: e.error ?? '',
  created_at: e.createdAt.toISOString(),
  finished_at: e.finishedAt?.toISOString() ?? null,
});

const exportAnswer = z.object({
  id: recordId,
  status: z.enum(['queued', 'running', 'finished', 'failed']),
  progress: z.number().min(0).max(100),
  size: z.number().int().min(0),
  error: z.string(),
  created_at: timestamp,
  finished_at: nullableTimestamp,
});

export function registerExportRest(rest: RestRouter, { exports }: Services): void {
  rest.route('POST', '/api/practice/export', async (ctx) => toRestExport(await exports.request(ctx)), {
    answer: exportAnswer,
  });
  rest.route(
    'GET',
    '/api/practice/export',
    async (ctx) => {
      const list = await exports.list(ctx);
      return { list: list.map(toRestExport), total: list.length, page: 1, limit: list.length };
    },
    { answer: listAnswer(exportAnswer) },
  );
  rest.route(
    'GET',
    '/api/practice/export/:id',
    async (ctx, { params }) => toRestExport(await exports.get(ctx, params.id)),
    {
      answer: exportAnswer,
    },
  );
  rest.route(
    'GET',
    '/api/practice/export/:id/link',
    async (ctx, { params }) => {
      const link = await exports.link(ctx, params.id);
      return { url: link.url, expires_at: link.expiresAt.toISOString() };
    },
    { answer: z.object({ url: z.url(), expires_at: timestamp }) },
  );
}
