// Records figures: seeds 100,000 patients and 300,000 cases in one practice with set-based SQL
// (once per bench database: odontia_bench_records on DATABASE_URL's PostgreSQL, kept between runs),
// starts the built server (server/dist) as its own process the way production does and drives it
// from another process (scripts/bench-load.mjs) with 20 concurrent clients. Each row prints p50,
// p99, requests/s, errors, the server's CPU milliseconds per request (/proc/<pid>/stat) and the
// load average before and after it. Then the same search against two server processes (cluster).
import 'reflect-metadata';
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { measureLists } from './bench-lists.mjs';
import { cpuTicks, root, serverAllocatorEnv } from './run.mjs';

const BASE_URL = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 100_000);
const CASES = PATIENTS * 3;
const PLANNED = Math.floor(PATIENTS / 10);
const CONNECTIONS = 20;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const SQL_REQUESTS = 2000;
// The patient service's keyword search: page and total in one statement.
const SEARCH_SQL =
  'select p.*, count(*) over () as total_count from patient p where p.practice_id = 1 and p.deleted_at is null and p.search_text like $1 order by p.id desc limit 20 offset 0';
const TICK_MS = 10; // USER_HZ 100: /proc CPU times are in 10 ms ticks

const { startEmbeddedS3 } = await import(join(root, 'server', 'dist', 'infra', 'embedded-s3.js'));
const { IDLE_COMPACTION_MS } = await import(join(root, 'server', 'dist', 'infra', 'idle-memory.js'));
// long enough for the server's idle compaction (checked every quarter period) to have run
const IDLE_WAIT_MS = IDLE_COMPACTION_MS * 1.25 + 2000;

const dbName = process.env.BENCH_DATABASE ?? 'odontia_bench_records';
const admin = new pg.Client({ connectionString: BASE_URL });
await admin.connect();
const newDatabase = !(await admin.query('select 1 from pg_database where datname = $1', [dbName])).rowCount;
if (newDatabase) await admin.query(`create database ${dbName}`);
await admin.end();
const dbUrl = new URL(BASE_URL);
dbUrl.pathname = `/${dbName}`;

// The server's data folder (its embedded S3 included) is kept with the database, as in production: a
// new one makes the server write the demo's CBCT again, which its idle memory would then include.
const dataDir = join(tmpdir(), `${dbName}-data`);
const firstStart = newDatabase || !existsSync(dataDir);
mkdirSync(dataDir, { recursive: true });
const s3 = await startEmbeddedS3(join(dataDir, 's3'), 'odontia');
const serverEnv = {
  ...process.env,
  ...serverAllocatorEnv(process.env),
  NODE_ENV: 'production',
  DATABASE_URL: dbUrl.toString(),
  S3_ENDPOINT: s3.endpoint,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
};
let server;
let pool;
try {
  server = await startServer('main.js', 4100);
  const startedRss = await rssMb(server.pids());
  await sleep(IDLE_WAIT_MS);
  const idleRss = await rssMb(server.pids());
  pool = new pg.Pool({ connectionString: dbUrl.toString(), max: CONNECTIONS });

  const seedMs = await seedOnce(pool);
  const base = server.url;
  const token = await login(base);
  const headers = { authorization: token, 'content-type': 'application/json' };

  const keywords = await sampleKeywords(pool);
  const graphql = (body) => ({ method: 'POST', path: '/graphql', headers, body: JSON.stringify(body) });
  const get = (path) => ({ method: 'GET', path, headers });
  const search = keywords.map((keyword) =>
    graphql({
      query:
        'query($k: String!) { patients(keyword: $k, limit: 20) { total items { id name phone memo level birthday sex } } }',
      variables: { k: keyword },
    }),
  );
  const listQuery = (
    total,
  ) => `query($p: Int!) { cases(page: $p, limit: 20) { ${total ? 'total ' : ''}page items { id recordName status type createdAt
        patient { id name phone level } reservation { id reservationTime remark status }
        treatmentStep { id sopName sopTime } treatmentPlan { id name } group { id productId } doctor { id name } } } }`;
  const list = Array.from({ length: 50 }, (_, i) =>
    graphql({ query: listQuery(false), variables: { p: 1 + (i % 25) } }),
  );
  const listTotal = Array.from({ length: 50 }, (_, i) =>
    graphql({ query: listQuery(true), variables: { p: 1 + (i % 25) } }),
  );
  const restSearch = keywords.map((k) => get(`/api/patient?keyword=${encodeURIComponent(k)}&limit=20`));
  const restList = Array.from({ length: 50 }, (_, i) => get(`/api/illcase?page=${1 + (i % 25)}&limit=20`));
  await checkAnswers(base, headers, search[0], listTotal[0]);
  if (process.env.BENCH_EXPLAIN === '1') await explain(pool, keywords);

  await load(server, search, 3); // warm-up
  await load(server, list, 3);
  const rows = [
    ['GraphQL patient keyword search', await load(server, search, DURATION), '15 / 60'],
    ['GraphQL case list (20, nested)', await load(server, list, DURATION), '20 / 80'],
    ['  the same with total', await load(server, listTotal, DURATION), '20 / 80'],
    ['REST GET /api/patient?keyword=', await load(server, restSearch, DURATION), '15 / 60'],
    ['REST GET /api/illcase', await load(server, restList, DURATION), '20 / 80'],
    // One client at a time: the cost of a request without queueing behind the other 19.
    ['  keyword search, 1 client', await load(server, search, 5, 1), '-'],
    ['  case list with total, 1 client', await load(server, listTotal, 5, 1), '- (CPU <= 3 ms/req)'],
  ];
  const loadedRss = await rssMb(server.pids());
  await sleep(IDLE_WAIT_MS);
  const idleAfterLoadRss = await rssMb(server.pids());
  const lists = await measureLists(base, token);
  const sql = await bareSearch(pool, keywords);
  await server.stop();
  server = undefined;

  server = await startServer('serve.js', 4101, { WEB_CONCURRENCY: '2' });
  await load(server, search, 3);
  const twoSearch = await load(server, search, DURATION);
  await server.stop();
  server = undefined;

  console.log(
    '\n== Records (PostgreSQL %s, %d concurrent clients, %d s per run, loopback, server in its own process) ==',
    await version(pool),
    CONNECTIONS,
    DURATION,
  );
  console.log(
    seedMs === null
      ? `seed: already in ${dbName} (${PATIENTS.toLocaleString('en')} patients + ${CASES.toLocaleString('en')} cases)`
      : `seed ${PATIENTS.toLocaleString('en')} patients + ${CASES.toLocaleString('en')} cases (+ groups, ${Math.floor(CASES / 3).toLocaleString('en')} appointments, ${PLANNED.toLocaleString('en')} plans): ${(seedMs / 1000).toFixed(1)} s   (target < 120 s)`,
  );
  for (const [name, result, targets] of rows) console.log(row(name, result, targets));
  console.log(row('two server processes: keyword search', twoSearch, '-'));
  console.log(
    `bare SQL keyword search (page + total) p50 ${sql.p50.toFixed(1)} ms   p99 ${sql.p99.toFixed(1)} ms   ${Math.round(sql.rps)} req/s`,
  );
  console.log(
    `GraphQL / bare SQL keyword search ratio (p50): ${(rows[0][1].p50 / Math.max(sql.p50, 0.1)).toFixed(2)}x   (target <= 1.5x)`,
  );
  console.log(
    `two server processes / one, keyword search req/s: ${(twoSearch.rps / rows[0][1].rps).toFixed(2)}x   (target >= 1.6x)`,
  );
  const mb = (v) => `${v.toFixed(0)} MB`;
  console.log(
    `idle RSS, external PostgreSQL, one server process: ${mb(idleRss)} ${IDLE_WAIT_MS / 1000} s after start, ${mb(idleAfterLoadRss)} ${IDLE_WAIT_MS / 1000} s after the load${firstStart ? ' (first start: the demo seed ran in it)' : ''}   (target < 150 MB)`,
  );
  console.log(`  (RSS 2 s after start ${mb(startedRss)}, at the end of the load ${mb(loadedRss)})`);
  for (const line of lists) console.log(line);
} finally {
  await server?.stop();
  await pool?.end();
  await s3.stop();
}

/** The built server as its own process; `pids()` are the processes that serve (a cluster's workers). */
async function startServer(entry, port, env = {}) {
  let output = '';
  const child = spawn(process.execPath, [join(root, 'server', 'dist', entry)], {
    cwd: join(root, 'server'),
    env: { ...serverEnv, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const expected = Number(env.WEB_CONCURRENCY ?? 1);
  const children = () =>
    readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .filter((pid) => {
        try {
          return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === child.pid;
        } catch {
          return false;
        }
      })
      .map(Number);
  const pids = () => (expected > 1 ? children() : [child.pid]);
  for (let started = Date.now(); ; await sleep(200)) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    if (Date.now() - started > 180_000) throw new Error(`server not ready:\n${output}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy && (expected === 1 || output.includes('server processes on one port'))) break;
  }
  await sleep(2000); // idle: startup work settled
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  return { url, pids, stop };
}

async function rssMb(pids) {
  return pids.reduce((sum, pid) => {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return sum + Number(line.split(/\s+/)[1]) / 1024;
  }, 0);
}

/** One autocannon run from its own process; with the server's CPU per request and load averages. */
async function load(target, requests, duration, connections = CONNECTIONS) {
  const before = loadavg();
  const pids = target.pids();
  const ticks = cpuTicks(pids);
  const output = await new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      [join(root, 'scripts', 'bench-load.mjs'), JSON.stringify({ url: target.url, connections, duration, requests })],
      { maxBuffer: 1 << 20 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    ),
  );
  const result = JSON.parse(output);
  const cpuMs = ((cpuTicks(pids) - ticks) * TICK_MS) / Math.max(1, result.total);
  return { ...result, cpuMs, before, after: loadavg() };
}

/** Seeds the bench database unless a previous run did (bench_seed remembers the size). */
async function seedOnce(db) {
  await db.query('create table if not exists bench_seed (patients int not null)');
  const done = await db.query('select 1 from bench_seed where patients = $1', [PATIENTS]);
  if (done.rowCount) return null;
  const ms = await seed(db);
  await db.query('insert into bench_seed (patients) values ($1)', [PATIENTS]);
  return ms;
}

/** Set-based seed in one transaction, explicit ids so every link is known without round trips. */
async function seed(db) {
  const started = performance.now();
  const client = await db.connect();
  try {
    await client.query('begin');
    const ids = async (table) =>
      Number((await client.query(`select coalesce(max(id), 0) as id from ${table}`)).rows[0].id);
    const [p0, g0, r0, c0, pl0, s0] = [
      await ids('patient'),
      await ids('case_group'),
      await ids('reservation'),
      await ids('medical_case'),
      await ids('treatment_plan'),
      await ids('treatment_step'),
    ];
    const practice = 1;
    const doctor = (await client.query("select id from app_user where phone = '13800000001'")).rows[0].id;
    await client.query(
      `insert into patient (id, practice_id, user_id, name, sex, birthday, phone, level, memo, marital_status, nationality, country)
       select $1::int + i, $2, $3,
              (array['王','李','张','刘','陈','杨','黄','赵','吴','周','徐','孙','马','朱','胡','郭','何','高','林','罗'])[1 + i % 20]
                || (array['伟','芳','娜','敏','静','丽','强','磊','军','洋','勇','艳','杰','娟','涛','明','超','秀','霞','平'])[1 + (i / 20) % 20]
                || (array['华','英','玲','斌','辉','宇','鹏','婷','欣','晨','浩','琳','雪','峰','悦'])[1 + (i / 400) % 15],
              1 + i % 2, date '1950-01-01' + (i * 37) % 25000,
              '1' || (3 + i % 7)::text || lpad(((i::bigint * 7919) % 1000000000)::text, 9, '0'),
              1 + i % 3, 'P' || lpad(i::text, 7, '0'), 1 + i % 2, 'Han', 'China'
         from generate_series(1, $4::int) i`,
      [p0, practice, doctor, PATIENTS],
    );
    await client.query(
      `insert into treatment_plan (id, practice_id, patient_id, user_id, name, tooth_position, treatment_item)
       select $1::int + i, $2, $3::int + i, $4, 'Plan ' || i, '46', 'Crown' from generate_series(1, $5::int) i`,
      [pl0, practice, p0, doctor, PLANNED],
    );
    await client.query(
      `insert into treatment_step (id, plan_id, sop_name, sop_time)
       select $1::int + i, $2::int + i, 'Crown preparation', now() + (i % 90) * interval '1 day' from generate_series(1, $3::int) i`,
      [s0, pl0, PLANNED],
    );
    // Case i belongs to patient 1 + (i - 1) % PATIENTS; every third has an appointment; patients with a plan link its step.
    await client.query(
      `insert into case_group (id, practice_id, patient_id, user_id, product_id, case_type, created_at)
       select $1::int + i, $2, $3::int + 1 + (i - 1) % $5::int, $4, (array[null, 1, 2, 3, 4])[1 + i % 5], 1,
              now() - (($6::int - i) * interval '1 minute')
         from generate_series(1, $6::int) i`,
      [g0, practice, p0, doctor, PATIENTS, CASES],
    );
    await client.query(
      `insert into reservation (id, practice_id, patient_id, user_id, reservation_time, remark, status)
       select $1::int + i, $2, $3::int + 1 + (3 * i - 1) % $5::int, $4, now() + (i % 60) * interval '1 day', 'Review', 1 + (i % 10 = 0)::int
         from generate_series(1, $6::int / 3) i`,
      [r0, practice, p0, doctor, PATIENTS, CASES],
    );
    await client.query(
      `insert into medical_case (id, practice_id, patient_id, user_id, group_id, reservation_id, treatment_step_id,
                                 record_name, chief_complaint, examination, diagnosis, dispose, type, status, created_at)
       select $1::int + i, $2, $3::int + 1 + (i - 1) % $5::int, $4, $6::int + i,
              case when i % 3 = 0 then $7::int + i / 3 end,
              case when (i - 1) % $5::int < $9::int then $8::int + 1 + (i - 1) % $5::int end,
              'Visit ' || i, 'Pain on chewing',
              '[{"position": "36", "content": "Deep caries"}]', '[{"position": "36", "content": "Pulpitis"}]',
              '[{"position": "36", "content": "Root canal treatment"}]',
              1 + (i > $5::int)::int, 1 + (i % 4 = 0)::int, now() - (($10::int - i) * interval '1 minute')
         from generate_series(1, $10::int) i`,
      [c0, practice, p0, doctor, PATIENTS, g0, r0, s0, PLANNED, CASES],
    );
    for (const table of ['patient', 'case_group', 'reservation', 'medical_case', 'treatment_plan', 'treatment_step']) {
      await client.query(`select setval('${table}_id_seq', (select max(id) from ${table}))`);
    }
    await client.query('commit');
    // What autovacuum leaves on a live database: statistics and the visibility map (index-only scans).
    for (const table of ['patient', 'case_group', 'reservation', 'medical_case', 'treatment_plan', 'treatment_step']) {
      await client.query(`vacuum analyze ${table}`);
    }
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  return performance.now() - started;
}

/** What a receptionist types: part of a phone number, a patient number, a full name. */
async function sampleKeywords(db) {
  const { rows } = await db.query(
    "select name, phone, memo from patient where practice_id = 1 and memo like 'P%' order by md5(id::text) limit 100",
  );
  return rows.map((r, i) =>
    i % 3 === 0 ? r.phone.slice(3, 9) : i % 3 === 1 ? r.memo.slice(0, 6).toLowerCase() : r.name,
  );
}

async function login(base) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: '13800000000', password: 'Demo@1234' }),
  });
  const token = res.headers.get('authorization');
  if (!token) throw new Error('login failed');
  return token;
}

async function checkAnswers(base, headers, searchRequest, listRequest) {
  for (const { body } of [searchRequest, listRequest]) {
    const res = await fetch(`${base}/graphql`, { method: 'POST', headers, body });
    const json = await res.json();
    if (json.errors) throw new Error(`GraphQL failed: ${JSON.stringify(json.errors)}`);
    const page = json.data.patients ?? json.data.cases;
    if (!page.items.length) throw new Error('empty answer');
  }
}

/** The statement the service sends for a keyword search (page and total), straight to PostgreSQL from 20 clients. */
async function bareSearch(db, keywords) {
  const times = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < SQL_REQUESTS) {
        const keyword = keywords[next++ % keywords.length];
        const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const t = performance.now();
        await db.query({ name: 'bench-search', text: SEARCH_SQL, values: [pattern] });
        times.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { p50: at(0.5), p99: at(0.99), rps: times.length / elapsed };
}

/** The plans PostgreSQL picks for the hot statements (BENCH_EXPLAIN=1). */
async function explain(db, keywords) {
  for (const keyword of keywords.slice(0, 3)) {
    const { rows } = await db.query(`explain (analyze, buffers) ${SEARCH_SQL}`, [`%${keyword.toLowerCase()}%`]);
    console.log(`-- patient search: ${keyword}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
  for (const sql of [
    `select c0.id, p1.name, r4.id, t5.id, p6.name from medical_case c0 inner join patient p1 on c0.patient_id = p1.id
       inner join app_user u2 on c0.user_id = u2.id left join case_group g3 on c0.group_id = g3.id
       left join reservation r4 on c0.reservation_id = r4.id
       left join (treatment_step t5 inner join treatment_plan p6 on t5.plan_id = p6.id) on c0.treatment_step_id = t5.id
      where c0.practice_id = 1 and c0.deleted_at is null order by c0.id desc limit 20 offset 100`,
    'select live from case_count where practice_id = 1',
    'select count(*) from medical_case c0 where c0.practice_id = 1 and c0.deleted_at is null',
  ]) {
    const { rows } = await db.query(`explain (analyze, buffers) ${sql}`);
    console.log(`-- case list: ${sql.slice(0, 60)}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
}

async function version(db) {
  return (await db.query('show server_version')).rows[0].server_version;
}

function row(name, r, targets) {
  const avg = (l) => l.map((x) => x.toFixed(1)).join(' ');
  return `${name.padEnd(38)} p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   ${String(Math.round(r.rps)).padStart(6)} req/s   errors ${r.errors}   server CPU ${r.cpuMs.toFixed(2)} ms/req   load ${avg(r.before)} -> ${avg(r.after)}   (targets p50/p99 ${targets} ms)`;
}
