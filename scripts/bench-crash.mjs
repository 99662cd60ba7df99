// Crash harness (issue 17 item 4): the built server on the real PostgreSQL (DATABASE_URL's server, a
// scratch database) and the embedded S3 under a scratch data folder, a mixed write load from this
// process (patients, cases with reservations, recharges and purchases, uploads), SIGKILL at random
// points, restart, then invariants: every acknowledged write present, nothing half-written, healthy
// within 5 s. CRASH_KILLS (default 50) sets the number of kills.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { root } from './run.mjs';

const KILLS = Number(process.env.CRASH_KILLS ?? 50);
const WRITERS = 4;
const HEALTHY_WITHIN_MS = 5000;
const PORT = 5000 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'odontia-crash-'));
const adminUrl = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const dbName = `odontia_crash_${Date.now().toString(36)}`;
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${dbName}`;
const bucketDir = join(dataDir, 's3', 'odontia');

async function sql(url, text, params) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

function startServer() {
  const child = spawn(process.execPath, [join(root, 'server', 'dist', 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: dbUrl.toString(),
      S3_ENDPOINT: '',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'fatal',
      ARGON2_MEMORY_KIB: '4096',
      ARGON2_TIME_COST: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  return { child, exited };
}

async function waitHealthy(timeoutMs) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return performance.now() - started;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`server not healthy within ${timeoutMs} ms`);
}

async function rest(method, path, token, body) {
  const res = await fetch(base + path, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: token } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.json();
}

// What the server acknowledged (code 200) before a kill: each must be there after the restart.
const acked = { patients: [], cases: [], uploads: [], recharges: 0, purchases: 0 };
let seq = 0;

async function oneWrite(token, prefix, planId) {
  const n = seq++;
  const pick = n % 5;
  if (pick === 0 || acked.patients.length === 0) {
    const r = await rest('POST', '/api/patient', token, { name: `Crash ${n}`, level: 1 });
    if (r.code === 200) acked.patients.push(r.data.id);
  } else if (pick === 1) {
    const pid = acked.patients[n % acked.patients.length];
    const day = String(1 + (n % 28)).padStart(2, '0');
    const r = await rest('POST', '/api/illcase/create/case', token, {
      pid,
      reservation_time: `2031-06-${day}T09:00:00.000Z`,
    });
    if (r.code === 200) acked.cases.push(r.data.id);
  } else if (pick === 2) {
    const r = await rest('POST', '/api/ordersvc/recharge', token, {
      amount: 1000,
      provider: 'sandbox',
      agreement: true,
      idempotency_key: `crash-credit-${n}`,
    });
    if (r.code === 200) acked.recharges += 1;
  } else if (pick === 3) {
    const r = await rest('POST', '/api/ordersvc/subscription/buy', token, {
      plan_id: planId,
      idempotency_key: `crash-buy-${n}`,
    });
    if (r.code === 200) acked.purchases += 1;
  } else {
    const key = `${prefix}crash/${n}.stl`;
    const bytes = Buffer.from(`solid c${n}\nendsolid c${n}\n`);
    const plan = await rest('POST', '/api/storage/upload', token, { key, size: bytes.length, kind: 'model' });
    if (plan.code !== 200) return;
    const put = await fetch(plan.data.parts[0].url, { method: 'PUT', body: bytes });
    if (!put.ok) return;
    const completion = {
      key,
      upload_id: plan.data.upload_id,
      parts: [{ part_number: 1, etag: put.headers.get('etag') }],
    };
    unanswered.add(completion);
    await complete(token, completion);
  }
}

// Completions sent but not answered when the server died: a client retries them after the restart.
const unanswered = new Set();
async function complete(token, completion) {
  const done = await rest('POST', '/api/storage/upload/complete', token, completion);
  unanswered.delete(completion);
  if (done.code === 200) acked.uploads.push(completion.key);
}

/** Every invariant that does not hold, as one line each. */
async function violations(token, since) {
  const found = [];
  const url = dbUrl.toString();
  const ids = (rows) => new Set(rows.map((r) => Number(r.id)));
  const patients = ids(await sql(url, 'select id from patient'));
  for (const id of acked.patients) if (!patients.has(Number(id))) found.push(`acknowledged patient ${id} missing`);
  const cases = await sql(url, 'select id, group_id from medical_case');
  const caseIds = ids(cases);
  for (const id of acked.cases) if (!caseIds.has(Number(id))) found.push(`acknowledged case ${id} missing`);
  const [orphanCases] = await sql(
    url,
    'select count(*)::int as n from medical_case where group_id is null and created_at >= $1',
    [since],
  );
  if (orphanCases.n) found.push(`${orphanCases.n} cases without their group`);
  const [orphanReservations] = await sql(
    url,
    `select count(*)::int as n from reservation r where r.created_at >= $1
      and not exists (select 1 from medical_case m where m.reservation_id = r.id)`,
    [since],
  );
  if (orphanReservations.n) found.push(`${orphanReservations.n} reservations without their case`);
  const account = await rest('GET', '/api/ordersvc/balance', token);
  if (account.data.balance !== account.data.ledgerTotal)
    found.push(`balance ${account.data.balance} != ledger sum ${account.data.ledgerTotal}`);
  for (const row of await sql(url, "select upload_id from storage_upload where upload_id not like 'pending:%'"))
    if (!existsSync(join(bucketDir, '._S3rver_uploads', row.upload_id)))
      found.push(`quota reservation ${row.upload_id} without its upload`);
  for (const key of acked.uploads)
    if (!existsSync(join(bucketDir, `${key}._S3rver_object`))) found.push(`acknowledged upload ${key} missing`);
  return found;
}

await sql(adminUrl, `create database ${dbName}`);
let server = startServer();
const report = { kills: 0, violations: [], slowRestarts: [], pending: 0, worstRestartMs: 0 };
try {
  await waitHealthy(180_000);
  const since = (await sql(dbUrl.toString(), 'select now() as t'))[0].t;
  const login = await rest('POST', '/api/login', undefined, { phone: '13800000000', password: 'Demo@1234' });
  const token = login.data.token;
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  const prefix = claims.storage?.prefix ?? claims.prefix;
  const plans = await rest('GET', '/api/ordersvc/subscription/plans?product_id=4', token);
  const planId = plans.data.list.find((p) => p.edition === 'basic' && p.years === 1).id;

  for (let kill = 1; kill <= KILLS; kill += 1) {
    let running = true;
    const writers = Array.from({ length: WRITERS }, async () => {
      while (running) await oneWrite(token, prefix, planId).catch(() => undefined);
    });
    await new Promise((r) => setTimeout(r, 150 + Math.random() * 1200));
    server.child.kill('SIGKILL');
    await server.exited;
    running = false;
    await Promise.all(writers);
    report.kills = kill;
    server = startServer();
    const took = await waitHealthy(60_000);
    report.worstRestartMs = Math.max(report.worstRestartMs, took);
    if (took > HEALTHY_WITHIN_MS) report.slowRestarts.push(Math.round(took));
    for (const completion of [...unanswered]) await complete(token, completion).catch(() => undefined);
    for (const v of await violations(token, since)) report.violations.push(`kill ${kill}: ${v}`);
  }
  const [pending] = await sql(
    dbUrl.toString(),
    "select count(*)::int as n from storage_upload where upload_id like 'pending:%'",
  );
  report.pending = pending.n;
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  await sql(adminUrl, `drop database if exists ${dbName} with (force)`).catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`crash safety (SIGKILL during a mixed write load, ${WRITERS} writers, real PostgreSQL, embedded S3)`);
console.log(`  kills survived            ${String(report.kills).padStart(8)}`);
console.log(
  `  acknowledged writes       ${String(acked.patients.length + acked.cases.length + acked.recharges + acked.purchases + acked.uploads.length).padStart(8)}   (patients ${acked.patients.length}, cases ${acked.cases.length}, recharges ${acked.recharges}, purchases ${acked.purchases}, uploads ${acked.uploads.length})`,
);
console.log(`  invariant violations      ${String(report.violations.length).padStart(8)}`);
for (const v of report.violations.slice(0, 20)) console.log(`    ${v}`);
console.log(
  `  slowest restart to healthy ${Math.round(report.worstRestartMs).toString().padStart(7)} ms   (${report.slowRestarts.length} over ${HEALTHY_WITHIN_MS} ms)`,
);
console.log(
  `  pending: reservations     ${String(report.pending).padStart(8)}   (left by kills between reserving and creating an upload; stop holding quota after 10 min)`,
);
if (report.violations.length || report.slowRestarts.length) process.exitCode = 1;
