import { listData, type RestRouter } from '../../core/rest.js';
import type { Services } from '../../services.js';
import { toRestFacebow, toRestTask } from './task.view.js';

const fields = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
/** The case group a legacy call names: `product_illcase_id`, else `id`. */
const caseGroupOf = (input: Record<string, unknown>) => input.product_illcase_id ?? input.id;

export function registerTaskRest(rest: RestRouter, { tasks, facebow }: Services): void {
  // The seeds' GET /api/illcase/progress is registered by the records module; this is the task's own view.
  rest.route('GET', '/api/illcase/task', async (ctx, { query }) =>
    toRestTask(await tasks.get(ctx, caseGroupOf(query))),
  );
  rest.route('GET', '/api/illcase/task/list', async (ctx, { query }) =>
    listData(await tasks.list(ctx, query), toRestTask),
  );
  rest.route('POST', '/api/illcase/task/submit', async (ctx, { body }) => {
    const input = fields(body);
    return toRestTask(
      await tasks.submit(ctx, {
        caseGroupId: caseGroupOf(input),
        ...(input.input !== undefined ? { input: input.input } : {}),
      }),
    );
  });
  rest.route('POST', '/api/illcase/task/retry', async (ctx, { body }) =>
    toRestTask(await tasks.retry(ctx, caseGroupOf(fields(body)))),
  );
  rest.route('POST', '/api/illcase/task/cancel', async (ctx, { body }) =>
    toRestTask(await tasks.cancel(ctx, caseGroupOf(fields(body)))),
  );
  rest.route('POST', '/api/illcase/task/confirm', async (ctx, { body }) =>
    toRestTask(await tasks.confirm(ctx, caseGroupOf(fields(body)))),
  );

  rest.route('POST', '/api/digitalbow/clear', async (ctx, { body }) =>
    toRestFacebow(await facebow.clear(ctx, caseGroupOf(fields(body)))),
  );
  rest.route('GET', '/api/digitalbow/tools/:id', async (ctx, { params }) =>
    toRestFacebow(await facebow.get(ctx, params.id)),
  );
  rest.route('POST', '/api/digitalbow/tools/:id', async (ctx, { params, body }) =>
    toRestFacebow(await facebow.saveConfig(ctx, params.id, body)),
  );
  rest.route('POST', '/api/digitalbow/collect/:id', async (ctx, { params, body }) =>
    toRestFacebow(await facebow.recordCollection(ctx, params.id, body)),
  );
}
