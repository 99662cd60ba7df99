import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error.js';
import type { RequestContext } from './context.js';
import type { HttpMethod, RouteDoc } from './openapi.js';
import type { Page } from './page.js';
import { parseInput } from './validation.js';

/** Builds the request context; `authenticate` also resolves the caller and fails with 401 without one. */
export type ContextFactory = (request: FastifyRequest, authenticate: boolean) => Promise<RequestContext>;

export interface RestInput {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

export type RestHandler = (ctx: RequestContext, input: RestInput, reply: FastifyReply) => Promise<unknown>;

export interface RouteOptions {
  public?: boolean;
  /** The schema the body must satisfy (checked before the handler runs) and the document shows. */
  body?: z.ZodType;
  /** Likewise for the query string. */
  query?: z.ZodType;
  /** The `data` of a successful answer, as the document shows it (checked outside production). */
  answer?: z.ZodType;
}

export interface RestRouter {
  route(method: HttpMethod, url: string, handler: RestHandler, options?: RouteOptions): void;
  /** Every route registered so far, for the OpenAPI document. */
  readonly routes: readonly RouteDoc[];
}

/** The legacy envelope: `{ code: 200, msg: 'ok', data }`. */
export const envelope = (data: unknown) => ({ code: 200, msg: 'ok', data: data ?? null });

/** A list in the legacy envelope: `{ list, total, page, limit }`. */
export const listData = <T, R>(page: Page<T>, map: (item: T) => R) => ({
  list: page.items.map(map),
  total: page.total,
  page: page.page,
  limit: page.limit,
});

/**
 * Outside production every successful answer is checked against its documented schema as it goes
 * out, so each integration test that calls a route also proves the OpenAPI document right.
 */
function checkAnswer(route: RouteDoc, data: unknown): void {
  if (!route.answer) return;
  const result = route.answer.safeParse(JSON.parse(JSON.stringify(data ?? null)));
  if (!result.success)
    throw new Error(
      `${route.method} ${route.url} answered outside its documented schema: ${result.error.issues
        .map((i) => `${i.path.join('.')}: ${i.message}`)
        .join('; ')}`,
    );
}

export function createRestRouter(
  app: FastifyInstance,
  contextFor: ContextFactory,
  { checkAnswers }: { checkAnswers: boolean },
): RestRouter {
  const routes: RouteDoc[] = [];
  return {
    routes,
    route(method, url, handler, options = {}) {
      const doc: RouteDoc = { method, url, public: !!options.public, ...options };
      routes.push(doc);
      app.route({
        method,
        url,
        handler: async (request, reply) => {
          const ctx = await contextFor(request, !options.public);
          const input: RestInput = {
            params: (request.params ?? {}) as Record<string, string>,
            query: (request.query ?? {}) as Record<string, unknown>,
            body: request.body ?? {},
          };
          if (options.body) parseInput(options.body, input.body);
          if (options.query) parseInput(options.query, input.query);
          const data = await handler(ctx, input, reply);
          if (checkAnswers) checkAnswer(doc, data);
          return reply.send(envelope(data));
        },
      });
    },
  };
}

/** Body of a REST failure; 401 also sets the HTTP status, every other business error answers 200. */
export function restFailure(error: AppError): { status: number; body: { code: number; msg: string; data: null } } {
  const code = error.entry.rest;
  const status = code === 401 ? 401 : code >= 500 && !isBusinessFailure(error) ? 500 : 200;
  return { status, body: { code, msg: error.message, data: null } };
}

const isBusinessFailure = (error: AppError) => error.key !== 'InternalServerError' && error.key !== 'UnknownError';

/** Query arrays arrive as `a=1&a=2` (no indices, as the seeds' clients send them) or `a[]=1`. */
export function queryArray(value: unknown): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}

export const appError = (value: unknown): value is AppError => value instanceof AppError;
