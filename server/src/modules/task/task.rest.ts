import { listAnswer } from '../../core/answers.js';
import { listData, type RestRouter } from '../../core/rest.js';
import type { Services } from '../../services.js';
import { restFacebowAnswer as facebowState, restTaskAnswer as task, toRestFacebow, toRestTask } from './task.view.js';

const fields = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
/** The case group a legacy call names: `product_illcase_id`, else `id`. */
const caseGroupOf = (input: Record<string, unknown>) => input.product_illcase_id ?? input.id;

export function registerTaskRest(rest: RestRouter, { tasks, facebow }: Services): void {
  // The seeds' GET /api/illcase/progress is registered by the records module; this is the task's own view.
  rest.route(
    'GET',
    '/api/illcase/task',
    async (ctx, { query }) => toRestTask(await tasks.get(ctx, caseGroupOf(query))),
    {
      answer: task,
    },
  );
  rest.route(
    'GET',
    '/api/illcase/task/list',
    async (ctx, { query }) => listData(await tasks.list(ctx, query), toRestTask),
    {
      answer: listAnswer(task),
    },
  );
  rest.route(
    'POST',
    '/api/illcase/task/submit',
    async (ctx, { body }) => {
      const input = fields(body);
      return toRestTask(
        await tasks.submit(ctx, {
          caseGroupId: caseGroupOf(input),
          ...(input.input !== undefined ? { input: input.input } : {}),
        }),
      );
    },
    { answer: task },
  );
  for (const [path, act] of [
    ['retry', tasks.retry],
    ['cancel', tasks.cancel],
    ['confirm', tasks.confirm],
  ] as const)
    rest.route(
      'POST',
      `/api/illcase/task/${path}`,
      async (ctx, { body }) => toRestTask(await act.call(tasks, ctx, caseGroupOf(fields(body)))),
      { answer: task },
    );

  rest.route(
    'POST',
    '/api/digitalbow/clear',
    async (ctx, { body }) => toRestFacebow(await facebow.clear(ctx, caseGroupOf(fields(body)))),
    { answer: facebowState },
  );
  rest.route(
    'GET',
    '/api/digitalbow/tools/:id',
    async (ctx, { params }) => toRestFacebow(await facebow.get(ctx, params.id)),
    {
      answer: facebowState,
    },
  );
  rest.route(
    'POST',
    '/api/digitalbow/tools/:id',
    async (ctx, { params, body }) => toRestFacebow(await facebow.saveConfig(ctx, params.id, body)),
    { answer: facebowState },
  );
  rest.route(
    'POST',
    '/api/digitalbow/collect/:id',
    async (ctx, { params, body }) => toRestFacebow(await facebow.recordCollection(ctx, params.id, body)),
    { answer: facebowState },
  );
}
