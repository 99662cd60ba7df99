import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestServer, type TestServer } from './harness.js';

// `npm run worker` processes (server/dist/worker.js) beside a test server on the real PostgreSQL.
const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const workerEntry = join(serverDir, 'dist', 'worker.js');

const newest = (path: string): number =>
  statSync(path).isDirectory()
    ? Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))))
    : statSync(path).mtimeMs;

/** The worker runs compiled code; compile when the sources are newer than the build. */
function ensureWorkerBuilt(): void {
  if (existsSync(workerEntry) && newest(join(serverDir, 'src')) <= statSync(workerEntry).mtimeMs) return;
  spawnSync(
    process.execPath,
    [join(serverDir, '..', 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json'],
    { cwd: serverDir, stdio: 'ignore' },
  );
  if (!existsSync(workerEntry)) throw new Error('server/dist/worker.js could not be built');
}

/** The queue fails a worker's job within seconds of its last heartbeat; workers poll twice a second. */
const WORKER_TIMING = { TASK_HEARTBEAT_SECONDS: '10', TASK_SUPERVISE_SECONDS: '1', TASK_POLL_SECONDS: '0.5' };

/** A test server without a worker of its own, supervising the queue on WORKER_TIMING. */
export async function startServerForWorkers(): Promise<TestServer> {
  ensureWorkerBuilt();
  Object.assign(process.env, WORKER_TIMING);
  return startTestServer({ env: { IN_PROCESS_WORKER: '0' } });
}

/** Starts a worker on the server's database and storage; resolves once it says it is ready. */
export function startWorkerProcess(server: TestServer, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, [workerEntry], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: server.config.databaseUrl,
      DATA_DIR: server.config.dataDir,
      S3_ENDPOINT: server.config.s3.endpoint,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ...WORKER_TIMING,
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
