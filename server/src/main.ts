import 'reflect-metadata';
import { loadConfig } from './config.js';
import { startRuntime } from './runtime.js';

const config = loadConfig();
const runtime = await startRuntime(config);
await runtime.app.listen({ port: config.port, host: config.host });

const shutdown = async (signal: string) => {
  runtime.app.log.info({ signal }, 'shutting down');
  await runtime.stop();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
