import { z } from 'zod';
import { idSchema } from './validation.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a REST route declares about itself; the same schemas validate its input (core/rest.ts). */
export interface RouteDoc {
  method: HttpMethod;
  url: string;
  public: boolean;
  body?: z.ZodType;
  query?: z.ZodType;
  /** The `data` of a successful answer. */
  answer?: z.ZodType;
}

/** The legacy envelope every `/api` answer (success or business failure) is wrapped in. */
export const envelopeSchema = z.object({ code: z.number().int(), msg: z.string(), data: z.unknown() });
/** A business failure: its catalogue code and message, no data. */
const failureSchema = z.object({ code: z.number().int().min(201), msg: z.string(), data: z.null() });

type JsonSchema = Record<string, unknown>;
const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

function successSchema(route: RouteDoc): JsonSchema {
  if (!route.answer) return { $ref: '#/components/schemas/Envelope' };
  const success = {
    type: 'object',
    properties: { code: { const: 200 }, msg: { type: 'string' }, data: jsonSchemaOf(route.answer, 'output') },
    required: ['code', 'msg', 'data'],
  };
  return { oneOf: [success, { $ref: '#/components/schemas/Failure' }] };
}

const pathParams = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

function queryParameters(schema: z.ZodType): JsonSchema[] {
  const json = jsonSchemaOf(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: property,
  }));
}

function operationOf(route: RouteDoc): JsonSchema {
  const parameters = [
    ...pathParams(route.url).map((name) => ({ name, in: 'path', required: true, schema: jsonSchemaOf(idSchema) })),
    ...(route.query ? queryParameters(route.query) : []),
  ];
  const envelope = { content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } } };
  return {
    operationId: `${route.method.toLowerCase()}${route.url.replace(/[/:](\w)/g, (_, c: string) => c.toUpperCase()).replace(/\W/g, '')}`,
    ...(parameters.length ? { parameters } : {}),
    ...(route.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(route.body) } } } }
      : {}),
    ...(route.public ? { security: [] } : {}),
    responses: {
      '200': {
        description: 'The envelope: code 200 with data, or a business failure with its catalogue code.',
        content: { 'application/json': { schema: successSchema(route) } },
      },
      '401': { description: 'No valid session (code 401).', ...envelope },
      '500': { description: 'An unexpected failure (code 500).', ...envelope },
    },
  };
}

/** OpenAPI 3.1 of the REST layer, from the routes as registered. */
export function openapiDocument(routes: readonly RouteDoc[], version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const path = openapiPath(route.url);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Odontia legacy REST API',
      version,
      description:
        'The `/api` layer legacy clients use. Every answer is the envelope `{ code, msg, data }`; `msg` is the exact catalogue message.',
    },
    paths,
    components: {
      schemas: { Envelope: jsonSchemaOf(envelopeSchema), Failure: jsonSchemaOf(failureSchema) },
      securitySchemes: { session: { type: 'apiKey', in: 'header', name: 'authorization' } },
    },
    security: [{ session: [] }],
  };
}
