// A new embedded data directory's first start, in a child process of the server (see runtime.ts):
// the database created, migrated and seeded with the demo, its scans generated and stored.
import 'reflect-metadata';
import type { AppConfig } from './config.js';
import { answerParent } from './core/child-process.js';
import { startOperatorRuntime } from './runtime.js';

answerParent(async (config: AppConfig) => {
  const runtime = await startOperatorRuntime(config);
  await runtime.stop();
});
