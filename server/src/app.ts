import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import fastifyApollo from '@as-integrations/fastify';
import fastifyStatic from '@fastify/static';
import type { MikroORM } from '@mikro-orm/postgresql';
import { ErrorCatalogue } from '@odontia/shared';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import type { AppConfig } from './config.js';
import { AppError } from './core/app-error.js';
import { clientMetaFrom, tokenFrom, type RequestContext } from './core/context.js';
import { createApollo, graphqlResponseStatus } from './core/graphql.js';
import type { GraphqlContext } from './core/graphql-context.js';
import { openapiDocument } from './core/openapi.js';
import { createRestRouter, restFailure } from './core/rest.js';
import { securityHeaders } from './core/security-headers.js';
import { restModules } from './modules/index.js';
import type { Services } from './services.js';

export interface AppDeps {
  config: AppConfig;
  orm: MikroORM;
  services: Services;
  schema: GraphQLSchema;
  /** Extra routes, e.g. the benchmark's bare route. */
  extraRoutes?: (app: FastifyInstance) => void;
}

const BODY_LIMIT = 1_048_576;
const SERVER_VERSION = (createRequire(import.meta.url)('../package.json') as { version: string }).version;
/** GraphQL requests that failed before Apollo (unreadable body, bad token): their status is HTTP's, not GraphQL's. */
const httpFailures = new WeakSet<FastifyRequest>();
const isApiPath = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/graphql');

export async function buildApp({ config, orm, services, schema, extraRoutes }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers.authorization'],
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: BODY_LIMIT,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true },
  });

  app.addHook('onRequest', securityHeaders(config.s3.publicEndpoint ?? config.s3.endpoint));
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/graphql') && !httpFailures.has(request)) {
      reply.status(graphqlResponseStatus(reply.statusCode, reply.getHeader('content-type') as string, payload));
    }
  });

  async function contextFor(request: FastifyRequest, authenticate: boolean): Promise<RequestContext> {
    const em = orm.em.fork();
    const ctx: RequestContext = {
      requestId: request.id,
      em,
      client: clientMetaFrom(request.headers, request.ip),
      auth: null,
      log: request.log,
    };
    const token = tokenFrom(request.headers);
    if (authenticate) {
      if (!token) throw new AppError('AuthInvalid');
      ctx.auth = await services.auth.authenticate(em, token);
    } else if (token) {
      ctx.auth = await services.auth.authenticate(em, token).catch(() => null);
    }
    return ctx;
  }

  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    const failure = toAppError(error);
    if (!failure) request.log.error({ err: error }, 'request failed');
    const appError = failure ?? new AppError('InternalServerError');
    if (request.url.startsWith('/graphql')) {
      httpFailures.add(request);
      const status = appError.entry.rest === 401 ? 401 : appError.entry.rest >= 500 ? 500 : 400;
      return reply.status(status).send({
        errors: [
          { message: appError.message, extensions: { code: appError.entry.graphql, message: appError.entry.message } },
        ],
      });
    }
    const { status, body } = restFailure(appError);
    return reply.status(status).send(body);
  });

  app.get('/healthz', async () => {
    await orm.em.getConnection().execute('select 1');
    return { status: 'ok' };
  });

  const apollo = await createApollo(schema, config.production);
  await app.register(fastifyApollo(apollo), {
    path: '/graphql',
    context: async (request): Promise<GraphqlContext> => ({ ...(await contextFor(request, false)), services }),
  });

  const rest = createRestRouter(app, contextFor, { checkAnswers: !config.production });
  for (const register of restModules) register(rest, services);
  const openapi = openapiDocument(rest.routes, SERVER_VERSION);
  app.get('/api/openapi.json', async () => openapi);
  extraRoutes?.(app);

  const hasClient = existsSync(join(config.clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: config.clientDir,
      wildcard: false,
      setHeaders: (res, path) => {
        const immutable = /[\\/]assets[\\/]/.test(path);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || request.method !== 'GET' || !hasClient) {
      return reply.status(404).send({ code: 404, msg: ErrorCatalogue.NotFound.message, data: null });
    }
    // The SPA owns every other path (client-side routes, its own /404).
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  return app;
}

/** Maps framework failures on bad input to the catalogue; anything else is unknown. */
function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode ?? 500;
  if (status === 404) return new AppError('NotFound');
  if (status >= 400 && status < 500) return new AppError('ParameterError');
  return null;
}
