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

export function registerExportRest(rest: RestRouter, { exports }: Services): void {
  rest.route('POST', '/api/practice/export', async (ctx) => toRestExport(await exports.request(ctx)));
  rest.route('GET', '/api/practice/export', async (ctx) => {
    const list = await exports.list(ctx);
    return { list: list.map(toRestExport), total: list.length, page: 1, limit: list.length };
  });
  rest.route('GET', '/api/practice/export/:id', async (ctx, { params }) =>
    toRestExport(await exports.get(ctx, params.id)),
  );
  rest.route('GET', '/api/practice/export/:id/link', async (ctx, { params }) => {
    const link = await exports.link(ctx, params.id);
    return { url: link.url, expires_at: link.expiresAt.toISOString() };
  });
}
