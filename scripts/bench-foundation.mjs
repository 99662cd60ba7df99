// Foundation figures: start-to-healthy time, idle RSS with the embedded database, and throughput /
// latency at 50 connections for GraphQL `me`, REST `GET /api/user/1` and a bare route with the same JSON.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { root, untilIdle } from './run.mjs';

const PORT = 4500 + Math.floor(Math.random() * 400);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'odontia-bench-'));

function startServer() {
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      S3_ENDPOINT: '',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      BENCH_BARE_ROUTE: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running.add(child);
  return { child, started };
}

async function waitHealthy(started) {
  for (;;) {
    try {
      const res = await fetch(`${base}/healthz`);
      if (res.ok) return performance.now() - started;
    } catch {
      /* not up yet */
    }
    if (performance.now() - started > 120_000) throw new Error('server did not become healthy');
    await new Promise((r) => setTimeout(r, 25));
  }
}

function serverPid(launcherPid) {
  // scripts/start.mjs (what `npm start` runs) -> node server/dist/main.js: the server is its child.
  return Number(
    execFileSync('pgrep', ['-P', String(launcherPid)], { encoding: 'utf8' })
      .trim()
      .split(/\s+/)[0],
  );
}

const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
};

const running = new Set();
async function stop({ child }) {
  running.delete(child);
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}
// A failed run must not leave a server behind (start.mjs passes the signal on to it).
process.on('exit', () => running.forEach((child) => child.kill('SIGTERM')));

const load = (title, { path, ...opts }) =>
  new Promise((resolve, reject) =>
    autocannon({ url: base + path, connections: 50, duration: 8, ...opts, title }, (err, result) =>
      err ? reject(err) : resolve(result),
    ),
  );

const row = (name, r) =>
  `${name.padEnd(24)} ${String(Math.round(r.requests.average)).padStart(8)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;

const childProcessesOf = (pid) => {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).trim();
  } catch {
    return ''; // pgrep exits 1 when there is none
  }
};

/**
 * RSS once the server is idle: its background work done (the demo CBCT is generated in a child process,
 * then written through the server), its idle compaction run (it follows the last request or CPU work by
 * IDLE_COMPACTION_MS, 10 s, checked every 2.5 s) and V8's own memory reducer after it: the RSS has held
 * within 3 MB for 20 s.
 */
async function idleRssOf(pid) {
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  do {
    while (childProcessesOf(pid)) await sleep(250);
    await untilIdle([pid]);
  } while (childProcessesOf(pid));
  const samples = [];
  const settled = () => samples.length >= 9 && Math.max(...samples.slice(-9)) - Math.min(...samples.slice(-9)) < 3;
  for (let waited = 0; !settled() && waited < 180_000; waited += 2_500) {
    samples.push(rssMb(pid));
    await sleep(2_500);
  }
  return rssMb(pid);
}

const first = startServer();
const firstHealthy = await waitHealthy(first.started);
// the first start writes the demo CBCT in the background after it is healthy
const firstIdleRss = await idleRssOf(serverPid(first.child.pid));
await stop(first);
const second = startServer();
const healthy = await waitHealthy(second.started);
const pid = serverPid(second.child.pid);
const idleRss = await idleRssOf(pid);

const login = await fetch(`${base}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ phone: '13800000000', password: 'Demo@1234' }),
});
const token = login.headers.get('authorization');
const headers = { authorization: token, 'content-type': 'application/json' };

await load('warmup', { duration: 3, path: '/api/user/1', headers });
const bare = await load('bare', { path: '/bench/bare' });
const bareAuth = await load('bare-auth', { path: '/bench/bare-auth', headers });
const rest = await load('rest', { path: '/api/user/1', headers });
const graphql = await load('graphql', {
  path: '/graphql',
  method: 'POST',
  headers,
  body: JSON.stringify({
    query: '{ me { id name phone email roles memberNumber practice { id balance usableStorageGb } } }',
  }),
});
const loadedRss = rssMb(pid);
await stop(second);
rmSync(dataDir, { recursive: true, force: true });

console.log(
  `\n== Foundation (${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PostgreSQL'}, 50 connections, 8 s each, loopback) ==`,
);
console.log(`first start to healthy (migrate + seed): ${Math.round(firstHealthy)} ms`);
console.log(`restart to healthy (already built):     ${Math.round(healthy)} ms   (target < 5000 ms)`);
console.log(
  `idle RSS after the first start:         ${firstIdleRss.toFixed(0)} MB   (it seeded the demo and wrote its CBCT)`,
);
console.log(`idle RSS after a restart:               ${idleRss.toFixed(0)} MB   (target < 250 MB)`);
console.log(`RSS after the load runs:                ${loadedRss.toFixed(0)} MB`);
console.log(row('bare route (static JSON)', bare));
console.log(row('bare route + auth query', bareAuth));
console.log(row('REST GET /api/user/1', rest));
console.log(row('GraphQL me', graphql));
const ratio = (a, b) => (a.latency.p50 / Math.max(b.latency.p50, 1)).toFixed(2);
console.log(
  `GraphQL me / bare+auth latency (p50):   ${ratio(graphql, bareAuth)}x   (target <= 2x: GraphQL's own cost)`,
);
console.log(
  `GraphQL me / static bare (p50):         ${ratio(graphql, bare)}x   (includes the session check in the database)`,
);
console.log(
  `REST user / static bare (p50):          ${ratio(rest, bare)}x   (3 queries: session, user, sub-user count)`,
);
