import 'reflect-metadata';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from './config.js';
import { envelope } from './core/rest.js';
import { User } from './modules/user/user.entity.js';
import { toRestUser } from './modules/user/user.view.js';
import { startRuntime, type Runtime } from './runtime.js';

const config = loadConfig();

/**
 * `npm run bench` compares GraphQL and REST with a bare route serving the same JSON from memory:
 * the difference is what auth, the database and the transport cost.
 */
function benchBareRoute(app: FastifyInstance, runtime: () => Runtime) {
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
}

const runtime: Runtime = await startRuntime(config, {
  extraRoutes: process.env.BENCH_BARE_ROUTE === '1' ? (app) => benchBareRoute(app, () => runtime) : undefined,
});
await runtime.app.listen({ port: config.port, host: config.host });

const shutdown = async (signal: string) => {
  runtime.app.log.info({ signal }, 'shutting down');
  await runtime.stop();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
