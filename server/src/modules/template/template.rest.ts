import { idAnswer, listAnswer } from '../../core/answers.js';
import { listData, type RestRouter } from '../../core/rest.js';
import type { Services } from '../../services.js';
import { fromRestTemplate, restTemplateAnswer as template, toRestTemplate } from './template.view.js';

export function registerTemplateRest(rest: RestRouter, { templates }: Services): void {
  rest.route(
    'GET',
    '/api/template',
    async (ctx, { query }) => listData(await templates.list(ctx, query), toRestTemplate),
    {
      answer: listAnswer(template),
    },
  );
  rest.route(
    'GET',
    '/api/template/:id',
    async (ctx, { params }) => toRestTemplate(await templates.get(ctx, params.id)),
    {
      answer: template,
    },
  );
  rest.route(
    'POST',
    '/api/template',
    async (ctx, { body }) => toRestTemplate(await templates.create(ctx, fromRestTemplate(body))),
    { answer: template },
  );
  rest.route(
    'PUT',
    '/api/template/:id',
    async (ctx, { params, body }) => toRestTemplate(await templates.update(ctx, params.id, fromRestTemplate(body))),
    { answer: template },
  );
  rest.route(
    'DELETE',
    '/api/template/:id',
    async (ctx, { params }) => ({ id: (await templates.delete(ctx, params.id)).id }),
    { answer: idAnswer },
  );
}
