import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';

let server: TestServer;
let doc: OpenApi;
beforeAll(async () => {
  server = await startTestServer();
  doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as OpenApi;
  ajv.addSchema(doc as unknown as Schema, 'doc');
});
afterAll(() => server?.stop());

type Schema = Record<string, unknown>;
interface Operation {
  operationId: string;
  security?: unknown[];
  parameters?: { name: string; in: string; required: boolean; schema: Schema }[];
  requestBody?: { content: { 'application/json': { schema: Schema } } };
  responses: Record<string, { content?: { 'application/json': { schema: Schema } } }>;
}
interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );

const ajv = new Ajv2020({ strict: false });
const validators: Record<string, ReturnType<typeof ajv.compile>> = {};

const pointer = (...segments: string[]) => segments.map((s) => s.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/** The answer's body against the schema the document gives for its status. */
function checkAgainstDocument(path: string, method: string, operation: Operation, status: number, body: unknown) {
  if (!operation.responses[String(status)]) return [`status ${status} is not documented`];
  const where = `doc#/${pointer('paths', path, method.toLowerCase(), 'responses', String(status), 'content', 'application/json', 'schema')}`;
  validators[where] ??= ajv.compile({ $ref: where });
  const validate = validators[where]!;
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

describe('OpenAPI document of the REST layer', () => {
  it('is a valid OpenAPI 3.1 document covering every /api route', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const documented = new Set(operations().map((o) => `${o.method} ${o.path}`));
    expect(documented.size).toBeGreaterThan(70);
    expect(documented).toContain('PUT /api/treatmentcase/{id}');
    expect(documented).toContain('GET /api/medicalrecord/{id}');
    const put = doc.paths['/api/treatmentcase/{id}']!.put!;
    const body = put.requestBody!.content['application/json'].schema as { properties: Record<string, Schema> };
    expect(body.properties.pid).toBeDefined();
  });

  it('documents what every operation answers on success, not only the envelope', () => {
    const bare = operations()
      .filter(({ operation }) => '$ref' in operation.responses['200']!.content!['application/json'].schema)
      .map(({ method, path }) => `${method} ${path}`);
    expect(bare).toEqual([]);
    const get = doc.paths['/api/patient/{id}']!.get!.responses['200']!.content!['application/json'].schema as {
      oneOf: { properties: { data: { properties: Record<string, unknown> } } }[];
    };
    expect(Object.keys(get.oneOf[0]!.properties.data.properties)).toContain('illness_history');
  });

  it('every documented operation answers as documented (and refuses undocumented body fields)', async () => {
    const ordered = operations().sort((a, b) => Number(a.path === '/api/logout') - Number(b.path === '/api/logout'));
    const problems: string[] = [];
    let token = await server.demoToken();
    for (const { path, method, operation } of ordered) {
      const url = path.replace(/\{\w+\}/g, '999999');
      const send = async (body: unknown, withToken: boolean) => {
        const reply = await fetch(server.url + url, {
          method,
          headers: {
            ...(method === 'POST' || method === 'PUT' ? { 'content-type': 'application/json' } : {}),
            ...(withToken ? { authorization: token } : {}),
          },
          body: method === 'POST' || method === 'PUT' ? JSON.stringify(body) : undefined,
        });
        const answer = (await reply.json()) as { code: number; msg: string };
        problems.push(
          ...checkAgainstDocument(path, method, operation, reply.status, answer).map((p) => `${method} ${path}: ${p}`),
        );
        return { status: reply.status, answer };
      };
      const anonymous = await send({}, false);
      if (!operation.security) expect(anonymous.status, `${method} ${path} without a session`).toBe(401);
      await send({}, true);
      if (operation.requestBody) {
        const { answer } = await send({ not_in_the_document: 1 }, true);
        expect(answer, `${method} ${path}`).toMatchObject({ code: 400, msg: 'Parameter error' });
      }
      if (path === '/api/logout') token = await server.demoToken();
    }
    expect(problems).toEqual([]);
  });
});
