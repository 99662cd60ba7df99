// Commerce figures: purchase transactions/s at 50 concurrent clients on PostgreSQL (REST
// subscription purchases, each one conditional balance UPDATE + order + subscription in one
// transaction), and multipart upload MB/s through the embedded S3 server via presigned part URLs
// (4 in parallel) next to a plain copy of the same bytes on this disk, each as new files kept and as
// files replacing the last, and the quota check of an upload and the recycle bin's size when the
// practice already stores 10,000 files.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { copyFileSync, mkdtempSync, openSync, fsyncSync, closeSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import pg from 'pg';
import { percentile, root, untilIdle } from './run.mjs';

const PORT = 4900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'odontia-bench-commerce-'));
const adminUrl = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const dbName = `odontia_bench_${Date.now().toString(36)}`;
const CLIENTS = 50;
const SECONDS = 8;
const UPLOAD_MB = 256;
const UPLOAD_ROUNDS = 5;
const STORED_FILES = 10_000;

async function admin(sql, connectionString = adminUrl) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function waitHealthy() {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() - started > 180_000) throw new Error('server did not become healthy');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const rest = async (method, path, token, body) => {
  const res = await fetch(base + path, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: token } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.json();
};

async function purchases(token) {
  const plans = await rest('GET', '/api/ordersvc/subscription/plans?product_id=4', token);
  const plan = plans.data.list.find((p) => p.edition === 'basic' && p.years === 1);
  for (let i = 0; i < 3; i += 1) {
    await rest('POST', '/api/ordersvc/recharge', token, {
      amount: 10_000_000,
      provider: 'sandbox',
      agreement: true,
      idempotency_key: `bench-credit-${i}`,
    });
  }
  let ok = 0;
  let failed = 0;
  let seq = 0;
  const latencies = [];
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const reply = await rest('POST', '/api/ordersvc/subscription/buy', token, {
          plan_id: plan.id,
          idempotency_key: `bench-buy-${seq++}`,
        });
        latencies.push(performance.now() - t0);
        if (reply.code === 200) ok += 1;
        else failed += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const account = await rest('GET', '/api/ordersvc/balance', token);
  return {
    ok,
    failed,
    tps: ok / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    account: account.data,
  };
}

// Parts go out through node:http with kept-alive sockets: fetch (undici) spent four times the CPU
// per part on the load generator's side, which on two cores came out of the server's share.
const partAgent = new http.Agent({ keepAlive: true, maxSockets: 4 });
const putPart = (url, body) =>
  new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'PUT', agent: partAgent, headers: { 'content-length': body.length } });
    request.on('response', (response) => response.resume().on('end', () => resolve(response)));
    request.on('error', reject);
    request.end(body);
  });

async function upload(token, prefix, bytes, key = `${prefix}bench/upload.bin`) {
  const started = performance.now();
  const plan = (await rest('POST', '/api/storage/upload', token, { key, size: bytes.length, kind: 'model' })).data;
  const planned = performance.now();
  const queue = [...plan.parts];
  const etags = [];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let part = queue.shift(); part; part = queue.shift()) {
        const from = (part.part_number - 1) * plan.part_size;
        const res = await putPart(part.url, bytes.subarray(from, from + plan.part_size));
        if (res.statusCode !== 200) throw new Error(`part ${part.part_number}: HTTP ${res.statusCode}`);
        etags.push({ part_number: part.part_number, etag: res.headers.etag });
      }
    }),
  );
  const sent = performance.now();
  const done = await rest('POST', '/api/storage/upload/complete', token, {
    key,
    upload_id: plan.upload_id,
    parts: etags,
  });
  if (done.code !== 200 || done.data.size !== bytes.length) throw new Error(`upload failed: ${JSON.stringify(done)}`);
  const ended = performance.now();
  return {
    mbps: bytes.length / 1024 / 1024 / ((ended - started) / 1000),
    planMs: planned - started,
    partsMs: sent - planned,
    completeMs: ended - sent,
    partUrl: plan.parts[0].url,
  };
}

/** Stores `count` small files under the practice prefix straight through the S3 protocol (not a measured path). */
async function storeFiles(endpoint, prefix, count) {
  const { loadConfig } = await import(join(root, 'server', 'dist', 'config.js'));
  const { createS3Client } = await import(join(root, 'server', 'dist', 'modules', 'storage', 's3.js'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
  const client = createS3Client(config.s3, endpoint);
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let i = next++; i < count; i = next++)
        await client.send(
          new PutObjectCommand({
            Bucket: config.s3.bucket,
            Key: `${prefix}bench/stored/${i}.bin`,
            Body: randomBytes(1024),
          }),
        );
    }),
  );
  client.destroy();
}

/** Upload plans and usage reads of a practice with many files: p50 and max of `rounds` each. */
async function quotaChecks(token, prefix, rounds) {
  const plans = [];
  const reads = [];
  const bins = [];
  for (let i = 0; i < rounds; i += 1) {
    plans.push((await upload(token, prefix, randomBytes(4096), `${prefix}bench/small-${i}.bin`)).planMs);
    const started = performance.now();
    await rest('GET', '/api/obs_size', token);
    reads.push(performance.now() - started);
    const binStarted = performance.now();
    await rest('GET', '/api/recycle_size', token);
    bins.push(performance.now() - binStarted);
  }
  const summary = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `p50 ${percentile(sorted, 50).toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms`;
  };
  return { plans: summary(plans), reads: summary(reads), bins: summary(bins) };
}

/**
 * Lets the disk finish what the last measurement wrote, so that the upload and the copy each start on
 * a quiet disk (this VM's disk takes a burst faster than a steady stream).
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 3000));

/** Copies `bytes` from one file of this disk to `target` and flushes it: the plain copy an upload is compared with. */
function diskCopy(bytes, target) {
  const source = join(dataDir, 'copy-source.bin');
  writeFileSync(source, bytes);
  const written = openSync(source, 'r');
  fsyncSync(written);
  closeSync(written);
  const started = performance.now();
  copyFileSync(source, target);
  const fd = openSync(target, 'r+');
  fsyncSync(fd);
  closeSync(fd);
  return bytes.length / 1024 / 1024 / ((performance.now() - started) / 1000);
}

/**
 * UPLOAD_ROUNDS uploads and as many copies, alternating, each figure the middle one; every round is
 * printed, the cold first one included (a copy's fsync sometimes meets the disk still writing the
 * last one). `kept` keeps every upload and every copy as a new file, as a clinic's storage grows;
 * otherwise each replaces the last. The two are measured apart because on this VM they differ up to
 * threefold for any writer: a new file's page cache comes from memory the hypervisor has to fault in
 * first (the kernel's copy into it cost nine times as much in a profile), a replacing file's mostly
 * from the memory the last one freed.
 */
async function uploadsAgainstCopies(token, prefix, bytes, kept) {
  const uploads = [];
  const copies = [];
  for (let round = 0; round < UPLOAD_ROUNDS; round += 1) {
    const name = kept ? `kept-${round}` : 'replaced';
    await settle();
    uploads.push(await upload(token, prefix, bytes, `${prefix}bench/upload-${name}.bin`));
    await settle();
    copies.push(diskCopy(bytes, join(dataDir, `copy-${name}.bin`)));
  }
  const middle = (values) =>
    percentile(
      [...values].sort((a, b) => a - b),
      50,
    );
  const uploaded = uploads.find((u) => u.mbps === middle(uploads.map((u) => u.mbps)));
  const copyMbps = middle(copies);
  console.log(
    `commerce (${UPLOAD_MB} MiB, 5 MiB parts, 4 parallel presigned PUTs into the embedded S3 server; ${kept ? 'every upload and copy a new file, kept' : 'each upload and copy replacing the last'}; middle of ${UPLOAD_ROUNDS})`,
  );
  console.log(
    `  multipart upload          ${uploaded.mbps.toFixed(0).padStart(8)} MB/s   (plan ${uploaded.planMs.toFixed(0)} ms, parts ${uploaded.partsMs.toFixed(0)} ms, completion ${uploaded.completeMs.toFixed(0)} ms; all: ${uploads.map((u) => u.mbps.toFixed(0)).join(', ')})`,
  );
  console.log(
    `  plain file copy (fsync)   ${copyMbps.toFixed(0).padStart(8)} MB/s   (all: ${copies.map((c) => c.toFixed(0)).join(', ')})`,
  );
  console.log(`  upload / copy ratio       ${(uploaded.mbps / copyMbps).toFixed(2).padStart(8)}`);
  return uploaded;
}

await admin(`create database ${dbName}`);
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
const child = spawn(process.execPath, [join(root, 'server', 'dist', 'main.js')], {
  cwd: root,
  env: {
    ...process.env,
    DATABASE_URL: url.toString(),
    S3_ENDPOINT: '',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitHealthy();
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: '13800000000', password: 'Demo@1234' }),
  });
  const token = (await login.json()).data.token;
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  const prefix = claims.storage?.prefix ?? claims.prefix;

  const buy = await purchases(token);
  console.log(
    'commerce (PostgreSQL, REST subscription purchases by one practice, 50 concurrent clients, 8 s; each purchase holds the practice balance row until commit)',
  );
  console.log(
    `  purchase transactions/s   ${buy.tps.toFixed(0).padStart(8)}   p50 ${buy.p50.toFixed(1)} ms   p99 ${buy.p99.toFixed(1)} ms   (${buy.ok} ok, ${buy.failed} refused)`,
  );
  console.log(
    `  ledger after the run      balance ${buy.account.balance} == ledger sum ${buy.account.ledgerTotal}: ${buy.account.balance === buy.account.ledgerTotal}`,
  );

  const bytes = randomBytes(UPLOAD_MB * 1024 * 1024);
  await untilIdle([child.pid]);
  const uploaded = await uploadsAgainstCopies(token, prefix, bytes, false);
  await uploadsAgainstCopies(token, prefix, bytes, true);

  // The files are stored around the server, so the practice's total does not know them until its
  // hourly recount. Aged past the hour, the total is answered at once and counted in the background;
  // invalidated, the first plan lists the practice before it answers.
  await storeFiles(new URL(uploaded.partUrl).origin, prefix, STORED_FILES);
  const usedNow = async () => (await rest('GET', '/api/obs_size', token)).data.used;
  const bench = url.toString();
  await admin(`update storage_usage set counted_at = now() - interval '2 hours'`, bench);
  const refreshStarted = performance.now();
  const aged = await quotaChecks(token, prefix, 1);
  while ((await usedNow()) < STORED_FILES * 1024) {
    if (performance.now() - refreshStarted > 60_000) throw new Error('the background recount did not land in 60 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  const refreshMs = performance.now() - refreshStarted;
  await admin(`update storage_usage set valid = false`, bench);
  const invalidated = await quotaChecks(token, prefix, 1);
  if ((await usedNow()) < STORED_FILES * 1024) throw new Error('the recount missed the files stored around it');
  const checks = await quotaChecks(token, prefix, 20);
  console.log(
    `commerce (quota and recycle-bin reads of a practice storing ${STORED_FILES.toLocaleString('en')} more files; 20 small uploads)`,
  );
  console.log(`  upload plan               ${checks.plans}`);
  console.log(`  storage usage read        ${checks.reads}`);
  console.log(`  recycle bin size          ${checks.bins}`);
  console.log(
    `  plan with the total aged  ${aged.plans}   (its background recount landed ${refreshMs.toFixed(0)} ms after the plan was asked)`,
  );
  console.log(`  plan that recounts        ${invalidated.plans}   (total invalidated)`);
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  await admin(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}
