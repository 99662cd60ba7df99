import 'reflect-metadata';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from './config.js';
import { openDatabase } from './infra/database.js';
import { PasswordTransportKey } from './modules/auth/rsa-key.js';
import { registeredTools, startTasks } from './modules/task/task.lifecycle.js';
import { createServices } from './services.js';

/**
 * `npm run worker`: consumes the task queues of the registered tools. Needs DATABASE_URL (with the
 * embedded database the server is the worker). Any number of workers may run; a crashed one's
 * task goes to another after its heartbeat lapses.
 */
const config = loadConfig();
if (!config.databaseUrl) {
  console.error(
    'npm run worker needs DATABASE_URL; with the embedded database `npm start` runs the worker in-process.',
  );
  process.exit(2);
}
const orm = await openDatabase({ url: config.databaseUrl, poolMax: Number(process.env.WORKER_POOL_MAX ?? 4) || 4 });
// The server migrates; wait for its tables rather than racing it.
for (let attempt = 0; ; attempt += 1) {
  const [row] = await orm.em
    .fork()
    .execute<{ ready: boolean }[]>("select to_regclass('public.case_task') is not null as ready");
  if (row?.ready) break;
  if (attempt === 150) throw new Error('the database was never migrated (start the server first)');
  await sleep(2000);
}
const services = createServices({
  config,
  transportKey: PasswordTransportKey.load(config.dataDir, config.rsaPrivateKeyPem),
  storageHost: config.s3.publicEndpoint ?? config.s3.endpoint ?? 'http://127.0.0.1',
});
const stop = await startTasks(orm, services, { work: true });
console.log(
  `worker ${process.pid} ready: tools for products ${
    registeredTools(process.env, { orm, services })
      .map((t) => t.productId)
      .join(', ') || '(none registered)'
  }`,
);

const shutdown = async () => {
  await stop();
  await orm.close(true);
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
