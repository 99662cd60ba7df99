import { z } from 'zod';
import { idAnswer, listAnswer, recordId } from '../../core/answers.js';
import { listData, type RestRouter } from '../../core/rest.js';
import { idSchema, parseInput } from '../../core/validation.js';
import type { Services } from '../../services.js';
import { restTaskAnswer, toRestTask } from '../task/task.view.js';
import { caseListInput, createCaseInput, createGroupInput, updateCaseInput } from './case.input.js';
import { restCaseAnswer as record, restGroupAnswer, toRestCase, toRestGroup } from './case.view.js';

const progressQuery = z.object({ id: idSchema.optional(), product_illcase_id: idSchema.optional() });
const count = z.number().int().min(0);
const summaryAnswer = z.object({
  total: count,
  open: count,
  submitted: count,
  trash: count,
  by_product: z.array(z.object({ product_id: recordId, count })),
});
const progressAnswer = restTaskAnswer.extend({
  pid: recordId,
  case_type: z.number().int(),
  case_status: z.union([z.literal(1), z.literal(2)]),
  cases: z.array(z.object({ id: recordId, status: z.number().int() })),
});

/** `/api/illcase` (the case list side) and `/api/medicalrecord` (the record side): one case entity. */
export function registerCaseRest(rest: RestRouter, { cases, tasks }: Services): void {
  rest.route('GET', '/api/illcase', async (ctx, { query }) => listData(await cases.list(ctx, query), toRestCase), {
    query: caseListInput,
    answer: listAnswer(record),
  });
  rest.route('POST', '/api/illcase/create/case', async (ctx, { body }) => toRestCase(await cases.create(ctx, body)), {
    body: createCaseInput,
    answer: record,
  });
  rest.route(
    'DELETE',
    '/api/illcase/delete/:id',
    async (ctx, { params }) => toRestCase(await cases.stash(ctx, params.id)),
    { answer: record },
  );
  rest.route(
    'POST',
    '/api/illcase/restore/:id',
    async (ctx, { params }) => toRestCase(await cases.restore(ctx, params.id)),
    { answer: record },
  );
  rest.route(
    'DELETE',
    '/api/illcase/destroy/:id',
    async (ctx, { params }) => ({ id: (await cases.destroy(ctx, params.id)).id }),
    { answer: idAnswer },
  );
  rest.route(
    'GET',
    '/api/illcase/summary',
    async (ctx) => {
      const s = await cases.summary(ctx);
      return {
        total: s.total,
        open: s.open,
        submitted: s.submitted,
        trash: s.trash,
        by_product: s.byProduct.map((p) => ({ product_id: p.productId ?? 0, count: p.count })),
      };
    },
    { answer: summaryAnswer },
  );
  rest.route('GET', '/api/illcase/case/:id', async (ctx, { params }) => toRestCase(await cases.get(ctx, params.id)), {
    answer: record,
  });
  rest.route(
    'PUT',
    '/api/illcase/case/:id',
    async (ctx, { params, body }) => toRestCase(await cases.update(ctx, params.id, body)),
    { body: updateCaseInput, answer: record },
  );
  rest.route(
    'POST',
    '/api/illcase/submit/:id',
    async (ctx, { params }) => toRestCase(await cases.submit(ctx, params.id)),
    { answer: record },
  );
  // A product case's progress: its application task (the task module), with the records side.
  rest.route(
    'GET',
    '/api/illcase/progress',
    async (ctx, { query }) => {
      const { id, product_illcase_id } = parseInput(progressQuery, query);
      const { group, cases: groupCases } = await cases.group(ctx, product_illcase_id ?? id);
      return {
        ...toRestTask(await tasks.get(ctx, group.id)),
        pid: group.pid,
        case_type: group.caseType,
        case_status: groupCases.length > 0 && groupCases.every((c) => c.submitted) ? 2 : 1,
        cases: groupCases.map((c) => ({ id: c.id, status: c.status })),
      };
    },
    { answer: progressAnswer },
  );
  // The legacy helper "create case group" (path not shown in the seeds).
  rest.route('POST', '/api/product_illcase', async (ctx, { body }) => toRestGroup(await cases.createGroup(ctx, body)), {
    body: createGroupInput,
    answer: restGroupAnswer,
  });

  rest.route(
    'GET',
    '/api/medicalrecord',
    async (ctx, { query }) => listData(await cases.list(ctx, query), toRestCase),
    { query: caseListInput, answer: listAnswer(record) },
  );
  // A legacy client that deleted a record finds it gone; it stays restorable from the recycle bin (`/api/illcase`).
  rest.route(
    'GET',
    '/api/medicalrecord/:id',
    async (ctx, { params }) => toRestCase(await cases.get(ctx, params.id, { includeTrash: false })),
    { answer: record },
  );
  rest.route('POST', '/api/medicalrecord', async (ctx, { body }) => toRestCase(await cases.create(ctx, body)), {
    body: createCaseInput,
    answer: record,
  });
  rest.route(
    'PUT',
    '/api/medicalrecord/:id',
    async (ctx, { params, body }) => toRestCase(await cases.update(ctx, params.id, body)),
    { body: updateCaseInput, answer: record },
  );
  rest.route(
    'DELETE',
    '/api/medicalrecord/:id',
    async (ctx, { params }) => toRestCase(await cases.stash(ctx, params.id)),
    { answer: record },
  );
}
