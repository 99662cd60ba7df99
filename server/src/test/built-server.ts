import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO } from '../seed/demo.js';

/** The server workspace; tests that need real processes run its built `dist/`, as production does. */
export const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const distEntry = (name: 'main' | 'serve' | 'cli' | 'worker') => join(serverDir, 'dist', `${name}.js`);

const newest = (path: string): number =>
  statSync(path).isDirectory()
    ? Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))))
    : statSync(path).mtimeMs;

/** Compiles `server/dist` when it is missing or older than the sources. */
export function ensureServerBuilt(): void {
  const entry = distEntry('main');
  if (existsSync(entry) && newest(join(serverDir, 'src')) <= statSync(entry).mtimeMs) return;
  const tsc = join(serverDir, '..', 'node_modules', 'typescript', 'bin', 'tsc');
  const built = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: serverDir, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`server build failed:\n${built.stdout}${built.stderr}`);
}

export const freePort = (): Promise<number> =>
  new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePort(port));
    });
  });

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
}

/** Starts `dist/main.js` (or the cluster entry `serve.js`) with the given environment (on top of this process's). */
export function spawnServer(env: Record<string, string>, entry: 'main' | 'serve' = 'main'): ServerProcess {
  let output = '';
  const child = spawn(process.execPath, [distEntry(entry)], {
    cwd: serverDir,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | string>((resolveExit) =>
    child.once('exit', (code, signal) => resolveExit(code ?? signal ?? 'unknown')),
  );
  return { child, url: `http://127.0.0.1:${env.PORT}`, output: () => output, exited };
}

/** Waits until `/healthz` answers, or fails with the server's output when it exits or takes too long. */
export async function waitHealthy(server: ServerProcess, timeoutMs = 120_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server.child.exitCode !== null || server.child.signalCode !== null)
      throw new Error(`server exited before it was healthy:\n${server.output()}`);
    try {
      if ((await fetch(`${server.url}/healthz`)).ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not healthy within ${timeoutMs} ms:\n${server.output()}`);
}

/**
 * Runs `dist/cli.js` without blocking this process: the server a command goes through may live in
 * this very process (the test harness), so a synchronous spawn would deadlock.
 */
export function runCli(
  args: string[],
  env: Record<string, string>,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolveRun) => {
    const child = spawn(process.execPath, [distEntry('cli'), ...args], {
      cwd: serverDir,
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('exit', (status) => resolveRun({ status, stdout, stderr }));
  });
}

/** A built server on the embedded database and S3 under `dataDir`, with cheap password hashing. */
export const embeddedServerEnv = (dataDir: string, port = 0): Record<string, string> => ({
  PORT: String(port),
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  S3_ENDPOINT: '',
  NODE_ENV: 'test',
  ARGON2_MEMORY_KIB: '4096',
  ARGON2_TIME_COST: '1',
});

/** A REST call to a spawned server, answered as the envelope. */
export async function restTo<T>(
  server: ServerProcess,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<{ code: number; msg: string; data: T }> {
  const response = await fetch(server.url + path, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: token } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await response.json()) as { code: number; msg: string; data: T };
}

/** Signs the demo main account (or another) in on a spawned server; null when refused. */
export async function loginTo(
  server: ServerProcess,
  phone: string = DEMO.main.phone,
  password: string = DEMO.main.password,
): Promise<string | null> {
  const reply = await restTo<{ token: string }>(server, 'POST', '/api/login', undefined, { phone, password });
  return reply.code === 200 ? reply.data.token : null;
}

/** The demo main account's token on a spawned server (the demo login must succeed). */
export async function demoToken(server: ServerProcess): Promise<string> {
  const token = await loginTo(server);
  if (!token) throw new Error(`the demo login was refused:\n${server.output()}`);
  return token;
}

/** Runs an operator command (`npm run cli`) on the embedded defaults under `dataDir`. */
export const runCliOn = (dataDir: string, args: string[]) =>
  runCli(args, { ...embeddedServerEnv(dataDir), LOG_LEVEL: 'warn' });

/** Built servers a suite starts on the embedded defaults; `killAll` (for afterAll) ends the ones still running. */
export function embeddedServers() {
  const running: ServerProcess[] = [];
  const spawnOn = async (dataDir: string, port?: number) => {
    const server = spawnServer(embeddedServerEnv(dataDir, port ?? (await freePort())));
    running.push(server);
    return server;
  };
  return {
    /** Starts one without waiting (for a start that must fail). */
    spawn: spawnOn,
    async start(dataDir: string): Promise<ServerProcess> {
      const server = await spawnOn(dataDir);
      await waitHealthy(server);
      return server;
    },
    async stop(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
      server.child.kill(signal);
      await server.exited;
    },
    async killAll(): Promise<void> {
      for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await Promise.all(running.map((server) => server.exited));
    },
  };
}
