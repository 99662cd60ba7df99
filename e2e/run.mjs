// `npm run test -w e2e`: starts the BUILT server (with its in-process task worker) on a free port with a fresh data folder (embedded
// database and S3, demo practice seeded), or on a scratch database when DATABASE_URL is set; waits
// for /healthz; runs the Playwright tests in the Debian Chromium; stops the server. The exit code
// is Playwright's.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const serverEntry = join(root, 'server', 'dist', 'main.js');

if (!existsSync(serverEntry)) {
  console.error('server/dist/main.js is missing: run `npm run build` first (npm run e2e does).');
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function scratchDatabase(base) {
  const { default: pg } = await import('pg');
  const name = `odontia_e2e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function waitForHealth(url, server, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode} before it was healthy`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not healthy within ${timeoutMs} ms`);
}

const stopped = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'odontia-e2e-'));
const database = process.env.DATABASE_URL ? await scratchDatabase(process.env.DATABASE_URL) : undefined;

const server = spawn(process.execPath, [serverEntry], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // The journeys of the tools wait for their queued tasks: this server runs the worker too.
    IN_PROCESS_WORKER: '1',
    // the recording-session journey tracks 2-3 s synthetic videos (the product's minimum is 10 s)
    CAPTURE_MIN_MOVEMENT_MS: process.env.CAPTURE_MIN_MOVEMENT_MS ?? '2000',
    ...(database ? { DATABASE_URL: database.url } : { DATABASE_URL: '' }),
  },
});

let exitCode = 1;
try {
  await waitForHealth(baseUrl, server);
  console.log(`e2e: server healthy at ${baseUrl}`);
  exitCode = await new Promise((resolve) => {
    const playwright = spawn(
      join(root, 'node_modules', '.bin', 'playwright'),
      ['test', '--config', join(here, 'playwright.config.ts'), ...process.argv.slice(2)],
      { cwd: here, stdio: 'inherit', env: { ...process.env, E2E_BASE_URL: baseUrl } },
    );
    playwright.on('exit', (code) => resolve(code ?? 1));
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await stopped(server);
  await database?.drop().catch((error) => console.error('dropping the scratch database failed:', error.message));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
