import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError } from '../core/app-error.js';
import type { DataDirHolder } from '../infra/data-dir-lock.js';
import { describeFailure, operatorCommands, type OperatorArgs, type OperatorRuntime } from './commands.js';

const MAX_BODY = 64 * 1024;

interface AdminReply {
  output?: string;
  error?: string;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('request too large'));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const sameSecret = (given: string, secret: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The running server's local admin endpoint: operator commands run inside the process that holds the
 * embedded database, so nothing opens its data directory a second time. Loopback only, and each
 * request carries a secret that only the lock file (mode 0600, owner-readable) publishes.
 */
export async function startAdminEndpoint(
  runtime: OperatorRuntime,
  log: { error(obj: unknown, msg: string): void },
): Promise<{ admin: NonNullable<DataDirHolder['admin']>; stop(): Promise<void> }> {
  const secret = randomBytes(32).toString('base64url');
  const server = createServer(async (request, response) => {
    const answer = (status: number, reply: AdminReply) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
    };
    if (request.method !== 'POST' || request.url !== '/run') return answer(404, { error: 'not found' });
    if (!sameSecret(String(request.headers.authorization ?? ''), `Bearer ${secret}`))
      return answer(401, { error: 'admin secret refused' });
    let command: string;
    let args: OperatorArgs;
    try {
      const body = JSON.parse(await readBody(request)) as { command?: unknown; args?: unknown };
      command = String(body.command);
      args = (body.args && typeof body.args === 'object' ? body.args : {}) as OperatorArgs;
    } catch {
      return answer(400, { error: 'error: malformed admin request' });
    }
    const definition = operatorCommands[command];
    if (!definition) return answer(404, { error: `error: unknown command ${command}` });
    if (definition.offline)
      return answer(409, { error: `error: ${command} replaces what this server works on: stop the server first` });
    try {
      answer(200, { output: await definition.run(runtime, args) });
    } catch (error) {
      if (!(error instanceof AppError)) log.error({ err: error, command }, 'operator command failed');
      answer(400, { error: describeFailure(error) });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    admin: { port: (server.address() as AddressInfo).port, secret },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export class AdminEndpointUnreachable extends Error {}

/** Runs an operator command inside the running server that holds the data directory. */
export function runThroughAdminEndpoint(
  admin: NonNullable<DataDirHolder['admin']>,
  command: string,
  args: OperatorArgs,
): Promise<{ ok: boolean; text: string }> {
  const body = JSON.stringify({ command, args });
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      {
        host: '127.0.0.1',
        port: admin.port,
        path: '/run',
        method: 'POST',
        headers: {
          authorization: `Bearer ${admin.secret}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            const reply = JSON.parse(Buffer.concat(chunks).toString('utf8')) as AdminReply;
            resolve({ ok: response.statusCode === 200, text: reply.output ?? reply.error ?? '' });
          } catch {
            reject(new AdminEndpointUnreachable('the admin endpoint answered something unreadable'));
          }
        });
      },
    );
    call.on('error', (error) => reject(new AdminEndpointUnreachable(error.message)));
    call.end(body);
  });
}
