import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { DEMO } from '../../seed/demo.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { upload } from '../../test/upload.js';
import { EXPORT_ENTITIES } from './export.archive.js';

let server: TestServer;
let demo: string;
let other: string;
const prefixes: string[] = [];
beforeAll(async () => {
  server = await startTestServer({ env: { IN_PROCESS_WORKER: '1', TASK_POLL_SECONDS: '0.5' } });
  demo = await server.demoToken();
  other = (await server.createPractice('13700000471')).token;
  const rows = await server.runtime.orm.em
    .fork()
    .execute<{ storage_prefix: string }[]>('select storage_prefix from practice order by id');
  prefixes.push(...rows.map((r) => r.storage_prefix));
});
afterAll(() => server?.stop());

type Export = { id: number; status: string; progress: number; size: number; error: string };

/** Every entry of a zip, read fully. */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

async function createPatientWithFile(token: string, prefix: string, name: string, bytes: Buffer) {
  const pid = (await server.rest<{ id: number }>('POST', '/api/patient', { token, body: { name, level: 1 } })).body.data
    .id;
  const cid = (await server.rest<{ id: number }>('POST', '/api/illcase/create/case', { token, body: { pid } })).body
    .data.id;
  const key = `${prefix}patients/${pid}/cases/${cid}/files/scan.stl`;
  expect((await upload(server, token, key, bytes)).body.code).toBe(200);
  return { pid, cid, path: key.slice(prefix.length) };
}

describe('practice data export', () => {
  it('the main account gets one archive of its own practice only; sub-users and other practices are refused', async () => {
    const ours = randomBytes(300_000);
    const theirs = Buffer.concat([Buffer.from('THEIR-SECRET-SCAN'), randomBytes(1000)]);
    const mine = await createPatientWithFile(demo, prefixes[0]!, 'Export Alice', ours);
    await createPatientWithFile(other, prefixes[1]!, 'Secret Bob', theirs);

    const doctor = await server.login(DEMO.doctor.phone, DEMO.doctor.password);
    expect((await server.rest('POST', '/api/practice/export', { token: doctor })).body.code).toBe(403);
    expect(
      (await server.graphql('mutation { requestPracticeExport { id } }', {}, doctor)).errors?.[0]?.extensions,
    ).toMatchObject({ code: 'FORBIDDEN' });

    const started = Date.now();
    const requested = await server.rest<Export>('POST', '/api/practice/export', { token: demo });
    expect(requested.body.code).toBe(200);
    const id = requested.body.data.id;
    expect((await server.rest<Export>('POST', '/api/practice/export', { token: demo })).body.data.id).toBe(id);
    expect((await server.rest('GET', `/api/practice/export/${id}`, { token: other })).body.code).toBe(404);

    let state: Export;
    for (;;) {
      state = (await server.rest<Export>('GET', `/api/practice/export/${id}`, { token: demo })).body.data;
      if (state.status === 'finished' || state.status === 'failed') break;
      expect(Date.now() - started).toBeLessThan(60_000);
      await sleep(200);
    }
    expect(state).toMatchObject({ status: 'finished', progress: 100, error: '' });
    const elapsed = Date.now() - started;

    expect((await server.rest('GET', `/api/practice/export/${id}/link`, { token: other })).body.code).toBe(404);
    expect((await server.rest('GET', `/api/practice/export/${id}/link`, { token: doctor })).body.code).toBe(403);
    const link = await server.graphql<{ practiceExportLink: { url: string } }>(
      'query($id: ID!) { practiceExportLink(id: $id) { url expiresAt } }',
      { id: String(id) },
      demo,
    );
    expect(link.errors).toBeUndefined();
    const url = new URL(link.data!.practiceExportLink.url);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    const response = await fetch(url);
    expect(response.status).toBe(200);
    const archive = Buffer.from(await response.arrayBuffer());
    expect(archive.length).toBe(state.size);
    console.log(`demo practice export: ${elapsed} ms, ${archive.length} bytes`);

    const entries = await unzip(archive);
    const manifest = JSON.parse(entries.get('manifest.json')!.toString()) as {
      format: string;
      entities: Record<string, number>;
      files: number;
    };
    expect(manifest.format).toBe('odontia-practice-export');
    expect(Object.keys(manifest.entities).sort()).toEqual(
      EXPORT_ENTITIES.map((e) => e.file.replace(/\.json$/, '')).sort(),
    );
    for (const name of Object.keys(manifest.entities)) {
      const rows = JSON.parse(entries.get(`${name}.json`)!.toString()) as { practice_id?: number }[];
      expect(rows).toHaveLength(manifest.entities[name]!);
      for (const row of rows) if ('practice_id' in row) expect(row.practice_id).toBe(1);
    }
    const patients = JSON.parse(entries.get('patients.json')!.toString()) as { id: number; name: string }[];
    expect(patients.map((p) => p.name)).toContain('Export Alice');
    expect(patients.map((p) => p.name)).not.toContain('Secret Bob');
    expect(patients[0]).not.toHaveProperty('search_text');
    const cases = JSON.parse(entries.get('cases.json')!.toString()) as { id: number }[];
    expect(cases.map((c) => c.id)).toContain(mine.cid);
    const index = JSON.parse(entries.get('file_index.json')!.toString()) as { path: string; size: number }[];
    expect(index).toContainEqual(expect.objectContaining({ path: mine.path, size: ours.length }));
    expect(manifest.files).toBe(index.length);
    expect(entries.get(`files/${mine.path}`)!.equals(ours)).toBe(true);
    for (const entry of index) expect(entries.has(`files/${entry.path}`)).toBe(true);
    expect(archive.includes('Secret Bob')).toBe(false);
    expect(archive.includes('THEIR-SECRET-SCAN')).toBe(false);
    expect(archive.includes(prefixes[1]!)).toBe(false);

    const list = await server.graphql<{ practiceExports: { id: string; status: string }[] }>(
      '{ practiceExports { id status progress size } }',
      {},
      demo,
    );
    expect(list.data!.practiceExports[0]).toMatchObject({ id: String(id), status: 'finished' });
    expect(
      (await server.graphql<{ practiceExports: unknown[] }>('{ practiceExports { id } }', {}, other)).data!
        .practiceExports,
    ).toEqual([]);

    // A newer export replaces the older archive in storage: its link is gone.
    const second = (await server.rest<Export>('POST', '/api/practice/export', { token: demo })).body.data;
    expect(second.id).not.toBe(id);
    for (;;) {
      const now = (await server.rest<Export>('GET', `/api/practice/export/${second.id}`, { token: demo })).body.data;
      if (now.status === 'finished') break;
      expect(now.status).not.toBe('failed');
      await sleep(200);
    }
    expect((await server.rest('GET', `/api/practice/export/${id}/link`, { token: demo })).body.code).toBe(404);
    expect((await server.rest('GET', `/api/practice/export/${second.id}/link`, { token: demo })).body.code).toBe(200);
    expect((await fetch(url)).status).toBe(404);
  });
});
