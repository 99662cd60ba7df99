import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestServer } from './harness.js';

// `npm run worker` processes (server/dist/worker.js) beside a test server on the real PostgreSQL.
const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const workerEntry = join(serverDir, 'dist', 'worker.js');

const newest = (path: string): number =>
  statSync(path).isDirectory()
    ? Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))))
    : statSync(path).mtimeMs;

/** The worker runs compiled code; compile when the sources are newer than the build. */
export function ensureWorkerBuilt(): void {
  if (existsSync(workerEntry) && newest(join(serverDir, 'src')) <= statSync(workerEntry).mtimeMs) return;
  spawnSync(
    process.execPath,
    [join(serverDir, '..', 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json'],
    { cwd: serverDir, stdio: 'ignore' },
  );
  if (!existsSync(workerEntry)) throw new Error('server/dist/worker.js could not be built');
}

/** Starts a worker on the server's database and storage; resolves once it says it is ready. */
export function startWorkerProcess(server: TestServer, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [workerEntry], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: server.config.databaseUrl,
      DATA_DIR: server.config.dataDir,
      S3_ENDPOINT: server.config.s3.endpoint,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((ready, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) ready(child);
    });
    child.once('exit', (code) => fail(new Error(`worker exited with ${code}`)));
  });
}
