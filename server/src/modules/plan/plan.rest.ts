import { idAnswer, listAnswer } from '../../core/answers.js';
import { listData, type RestRouter } from '../../core/rest.js';
import type { Services } from '../../services.js';
import { createPlanInput, planListInput, updatePlanInput } from './plan.service.js';
import { restPlanAnswer as plan, toRestPlan } from './plan.view.js';

/**
 * `/api/treatmentcase` is a patient's plan (name, teeth, item); `/api/treatmentplan` the same plans
 * read with their dated steps, listing only plans that have steps, and written with their steps.
 */
export function registerPlanRest(rest: RestRouter, { plans }: Services): void {
  for (const base of ['/api/treatmentcase', '/api/treatmentplan']) {
    const withSteps = base === '/api/treatmentplan';
    rest.route(
      'GET',
      base,
      async (ctx, { query }) =>
        listData(await plans.list(ctx, withSteps ? { ...query, with_steps: true } : query), toRestPlan),
      { query: planListInput, answer: listAnswer(plan) },
    );
    rest.route('GET', `${base}/:id`, async (ctx, { params }) => toRestPlan(await plans.get(ctx, params.id)), {
      answer: plan,
    });
    rest.route('POST', base, async (ctx, { body }) => toRestPlan(await plans.create(ctx, body)), {
      body: createPlanInput,
      answer: plan,
    });
    rest.route(
      'PUT',
      `${base}/:id`,
      async (ctx, { params, body }) => toRestPlan(await plans.update(ctx, params.id, body)),
      { body: updatePlanInput, answer: plan },
    );
    rest.route('DELETE', `${base}/:id`, async (ctx, { params }) => ({ id: (await plans.delete(ctx, params.id)).id }), {
      answer: idAnswer,
    });
  }
}
