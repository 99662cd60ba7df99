// Records figures: on a scratch database of DATABASE_URL's PostgreSQL, seeds 100,000 patients and
// 300,000 cases in one practice with set-based SQL, then measures through HTTP GraphQL at 20
// concurrent clients: patient keyword search, a case-list page of 20 with nested data, and the same
// keyword search as bare SQL for the ratio. The server is the built one (server/dist).
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { root } from './run.mjs';

const BASE_URL = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 100_000);
const CASES = PATIENTS * 3;
const PLANNED = Math.floor(PATIENTS / 10);
const CONNECTIONS = 20;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const SQL_REQUESTS = 2000;

const { loadConfig } = await import(join(root, 'server', 'dist', 'config.js'));
const { startRuntime } = await import(join(root, 'server', 'dist', 'runtime.js'));

const dbName = `odontia_bench_${randomBytes(5).toString('hex')}`;
const admin = new pg.Client({ connectionString: BASE_URL });
await admin.connect();
await admin.query(`create database ${dbName}`);
await admin.end();
const dbUrl = new URL(BASE_URL);
dbUrl.pathname = `/${dbName}`;

const dataDir = mkdtempSync(join(tmpdir(), 'odontia-bench-records-'));
let runtime;
let pool;
try {
  runtime = await startRuntime(
    loadConfig({
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: dbUrl.toString(),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      S3_ENDPOINT: '',
    }),
    { ephemeral: true },
  );
  await runtime.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${runtime.app.server.address().port}`;
  pool = new pg.Pool({ connectionString: dbUrl.toString(), max: CONNECTIONS });

  const seedMs = await seed(pool);
  const token = await login(base);
  const headers = { authorization: token, 'content-type': 'application/json' };

  const keywords = await sampleKeywords(pool);
  const searchBodies = keywords.map((keyword) =>
    JSON.stringify({
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
  const listBodies = Array.from({ length: 50 }, (_, i) =>
    JSON.stringify({ query: listQuery(false), variables: { p: 1 + (i % 25) } }),
  );
  const listTotalBodies = Array.from({ length: 50 }, (_, i) =>
    JSON.stringify({ query: listQuery(true), variables: { p: 1 + (i % 25) } }),
  );
  await checkAnswers(base, headers, searchBodies[0], listTotalBodies[0]);
  if (process.env.BENCH_EXPLAIN === '1') await explain(pool, keywords);

  await load(base, headers, searchBodies, 3); // warm-up
  const search = await load(base, headers, searchBodies, DURATION);
  const list = await load(base, headers, listBodies, DURATION);
  const listTotal = await load(base, headers, listTotalBodies, DURATION);
  const sql = await bareSearch(pool, keywords);
  // One client at a time: the cost of a request without queueing behind the other 19.
  const searchAlone = await load(base, headers, searchBodies, 5, 1);
  const listAlone = await load(base, headers, listBodies, 5, 1);

  console.log(
    '\n== Records (PostgreSQL %s, %d concurrent clients, %d s per run, loopback) ==',
    await version(pool),
    CONNECTIONS,
    DURATION,
  );
  console.log(
    `seed ${PATIENTS.toLocaleString('en')} patients + ${CASES.toLocaleString('en')} cases (+ groups, ${Math.floor(CASES / 3).toLocaleString('en')} appointments, ${PLANNED.toLocaleString('en')} plans): ${(seedMs / 1000).toFixed(1)} s   (target < 120 s)`,
  );
  console.log(row('GraphQL patient keyword search', search, '20 / 60'));
  console.log(row('GraphQL case list (20, nested)', list, '25 / 80'));
  console.log(row('  the same with total (300k count)', listTotal, '25 / 80'));
  console.log(row('  keyword search, 1 client', searchAlone, '-'));
  console.log(row('  case list, 1 client', listAlone, '-'));
  console.log(
    `load average after the runs: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (2 cores, shared with other work)`,
  );
  console.log(
    `bare SQL keyword search (rows + count) p50 ${sql.p50.toFixed(1)} ms   p99 ${sql.p99.toFixed(1)} ms   ${Math.round(sql.rps)} req/s`,
  );
  console.log(
    `GraphQL / bare SQL keyword search ratio (p50): ${(search.latency.p50 / Math.max(sql.p50, 0.1)).toFixed(2)}x`,
  );
} finally {
  await pool?.end();
  await runtime?.stop();
  const cleanup = new pg.Client({ connectionString: BASE_URL });
  await cleanup.connect();
  await cleanup.query(`drop database if exists ${dbName} with (force)`);
  await cleanup.end();
  rmSync(dataDir, { recursive: true, force: true });
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

async function checkAnswers(base, headers, searchBody, listBody) {
  for (const body of [searchBody, listBody]) {
    const res = await fetch(`${base}/graphql`, { method: 'POST', headers, body });
    const json = await res.json();
    if (json.errors) throw new Error(`GraphQL failed: ${JSON.stringify(json.errors)}`);
    const page = json.data.patients ?? json.data.cases;
    if (!page.items.length) throw new Error('empty answer');
  }
}

function load(base, headers, bodies, duration, connections = CONNECTIONS) {
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url: `${base}/graphql`,
        connections,
        duration,
        workers: 1,
        requests: bodies.map((body) => ({ method: 'POST', path: '/graphql', headers, body })),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
}

/** The statements the service sends for a keyword search, straight to PostgreSQL from 20 clients. */
async function bareSearch(db, keywords) {
  const search = 'p.search_text like $1';
  const rowsSql = `select p.* from patient p where p.practice_id = 1 and p.deleted_at is null and ${search} order by p.id desc limit 20`;
  const countSql = `select count(*) from patient p where p.practice_id = 1 and p.deleted_at is null and ${search}`;
  const times = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < SQL_REQUESTS) {
        const keyword = keywords[next++ % keywords.length];
        const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const t = performance.now();
        await db.query(rowsSql, [pattern]);
        await db.query(countSql, [pattern]);
        times.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { p50: at(0.5), p99: at(0.99), rps: times.length / elapsed };
}

/** The plans PostgreSQL picks for the searched statements (BENCH_EXPLAIN=1). */
async function explain(db, keywords) {
  const search = 'p.search_text like $1';
  for (const keyword of keywords.slice(0, 3)) {
    for (const sql of [
      `select p.* from patient p where p.practice_id = 1 and p.deleted_at is null and ${search} order by p.id desc limit 20`,
      `select count(*) from patient p where p.practice_id = 1 and p.deleted_at is null and ${search}`,
    ]) {
      const { rows } = await db.query(`explain (analyze, buffers) ${sql}`, [`%${keyword.toLowerCase()}%`]);
      console.log(`-- ${keyword}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
  }
  for (const sql of [
    `select c0.id, p1.name, r4.id, t5.id, p6.name from medical_case c0 inner join patient p1 on c0.patient_id = p1.id
       inner join app_user u2 on c0.user_id = u2.id left join case_group g3 on c0.group_id = g3.id
       left join reservation r4 on c0.reservation_id = r4.id
       left join (treatment_step t5 inner join treatment_plan p6 on t5.plan_id = p6.id) on c0.treatment_step_id = t5.id
      where c0.practice_id = 1 and c0.deleted_at is null order by c0.id desc limit 20 offset 100`,
    'select count(*) from medical_case c0 where c0.practice_id = 1 and c0.deleted_at is null',
  ]) {
    const { rows } = await db.query(`explain (analyze, buffers) ${sql}`);
    console.log(`-- case list\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
}

async function version(db) {
  return (await db.query('show server_version')).rows[0].server_version;
}

function row(name, r, targets) {
  return `${name.padEnd(34)} p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   ${String(Math.round(r.requests.average)).padStart(6)} req/s   errors ${r.errors + r.non2xx}   (targets p50/p99 ${targets} ms)`;
}
