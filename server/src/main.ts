import 'reflect-metadata';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from './config.js';
import { tokenFrom } from './core/context.js';
import { envelope } from './core/rest.js';
import { DataDirBusyError } from './infra/data-dir-lock.js';
import { EmbeddedDatabaseUnreadableError } from './infra/embedded-postgres-error.js';
import { compactMemoryWhenIdle } from './infra/idle-memory.js';
import { User } from './modules/user/user.entity.js';
import { toRestUser } from './modules/user/user.view.js';
import { startRuntime, type Runtime } from './runtime.js';

const config = loadConfig();

/**
 * `npm run bench` compares GraphQL and REST with bare routes: one serving the same JSON from memory
 * (what the framework costs), one authenticating the token like every request does and answering
 * GraphQL `me`'s JSON by hand (so the difference to GraphQL is GraphQL's own cost).
 */
function benchBareRoutes(app: FastifyInstance, runtime: () => Runtime) {
  let body: unknown;
  app.get('/bench/bare', async () => {
    if (!body) {
      const { orm, services } = runtime();
      const em = orm.em.fork();
      const user = await em.findOneOrFail(User, 1, { populate: ['practice'] });
      body = envelope(toRestUser(user, await services.users.actualChildren(em, user)));
    }
    return body;
  });
  app.get('/bench/bare-auth', async (request) => {
    const { orm, services } = runtime();
    const { user } = await services.auth.authenticate(orm.em.fork(), tokenFrom(request.headers) ?? '');
    const { id, name, phone, email, roles, memberNumber, practice } = user;
    return {
      data: {
        me: {
          id: String(id),
          name,
          phone,
          email,
          roles,
          memberNumber,
          practice: { id: String(practice.id), balance: practice.balance, usableStorageGb: practice.usableStorageGb },
        },
      },
    };
  });
}

const runtime: Runtime = await startRuntime(config, {
  extraRoutes: process.env.BENCH_BARE_ROUTE === '1' ? (app) => benchBareRoutes(app, () => runtime) : undefined,
}).catch((error: unknown) => {
  if (!(error instanceof DataDirBusyError || error instanceof EmbeddedDatabaseUnreadableError)) throw error;
  console.error(error.message);
  process.exit(1);
});
compactMemoryWhenIdle(runtime.app, runtime.compactThreads);
await runtime.app.listen({ port: config.port, host: config.host }).catch(async (error: unknown) => {
  // Closed before exiting: an embedded database left open ends without its shutdown checkpoint.
  await runtime.stop();
  const code = (error as NodeJS.ErrnoException).code;
  if (code !== 'EADDRINUSE' && code !== 'EACCES') throw error;
  console.error(
    code === 'EADDRINUSE'
      ? `Port ${config.port} on ${config.host} is in use by another program (an Odontia server still stopping?). Stop it or set PORT.`
      : `Not allowed to listen on port ${config.port} on ${config.host}. Set PORT to a port above 1023.`,
  );
  process.exit(1);
});

let stopping = false;
// A terminal's Ctrl-C reaches a cluster's server processes both directly and through the primary.
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  runtime.app.log.info({ signal }, 'shutting down');
  await runtime.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
