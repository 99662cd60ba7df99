import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { loadConfig, type AppConfig } from '../config.js';
import { startRuntime, type Runtime, type RuntimeOptions } from '../runtime.js';
import { DEMO } from '../seed/demo.js';
import { createScratchDatabase } from './database.js';

export interface RestReply<T = unknown> {
  status: number;
  headers: Headers;
  body: { code: number; msg: string; data: T };
}

export interface GraphqlReply<T = Record<string, unknown>> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string; message?: string; [key: string]: unknown } }[];
}

export interface TestServer {
  url: string;
  runtime: Runtime;
  config: AppConfig;
  rest<T = unknown>(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; raw?: string; headers?: Record<string, string> },
  ): Promise<RestReply<T>>;
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<GraphqlReply<T>>;
  login(phone: string, password: string): Promise<string>;
  /** The demo main account's token. */
  demoToken(): Promise<string>;
  /** A second practice with its own main account, for tenancy tests. */
  createPractice(phone: string, password?: string): Promise<{ token: string; userId: number }>;
  stop(): Promise<void>;
}

/**
 * The real app on a real database for one suite: a scratch database on DATABASE_URL's server when
 * set (CI), else an in-memory embedded one; an embedded S3 in a temporary folder; a random port.
 */
export async function startTestServer(
  options: RuntimeOptions & { env?: Record<string, string> } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'odontia-test-'));
  const scratch = await createScratchDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ARGON2_MEMORY_KIB: '4096',
    ARGON2_TIME_COST: '1',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...(process.env.S3_ENDPOINT ? { S3_ENDPOINT: process.env.S3_ENDPOINT } : {}),
    ...options.env,
  });
  const runtime = await startRuntime(config, { ephemeral: true, ...options });
  await runtime.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = runtime.app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const rest = async <T = unknown>(
    method: string,
    path: string,
    { body, token, raw, headers = {} }: Parameters<TestServer['rest']>[2] = {},
  ): Promise<RestReply<T>> => {
    const response = await fetch(url + path, {
      method,
      headers: {
        ...(body !== undefined || raw !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: token } : {}),
        ...headers,
      },
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as RestReply<T>['body'],
    };
  };

  const graphql = async <T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<GraphqlReply<T>> => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, ...((await response.json()) as Omit<GraphqlReply<T>, 'status'>) };
  };

  const login = async (phone: string, password: string) => {
    const reply = await rest<{ token: string }>('POST', '/api/login', { body: { phone, password } });
    if (reply.body.code !== 200) throw new Error(`login failed: ${reply.body.msg}`);
    return reply.body.data.token;
  };

  return {
    url,
    runtime,
    config: runtime.config,
    rest,
    graphql,
    login,
    demoToken: () => login(DEMO.main.phone, DEMO.main.password),
    async createPractice(phone, password = 'Other@1234') {
      const user = await runtime.services.practices.createPractice(runtime.orm.em.fork(), {
        name: `Practice ${phone}`,
        phone,
        password,
      });
      return { token: await login(phone, password), userId: user.id };
    },
    async stop() {
      await runtime.stop();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
