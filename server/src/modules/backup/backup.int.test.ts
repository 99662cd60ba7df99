import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demo.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { createS3Client } from '../storage/s3.js';
import type { BackupManifest } from './backup.service.js';

const s3Of = (server: TestServer) => createS3Client(server.config.s3, server.runtime.config.s3.endpoint!);

/** Every row of every backed-up table, as PostgreSQL renders it, sorted: equal sets mean equal contents. */
async function contents(server: TestServer, manifest: BackupManifest): Promise<Record<string, string[]>> {
  const em = server.runtime.orm.em.fork();
  const out: Record<string, string[]> = {};
  // The storage totals are derived and recounted after a restore (checked on their own below).
  for (const { name } of manifest.tables.filter((t) => t.name !== 'storage_usage')) {
    const rows = await em.execute<{ j: string }[]>(`select row_to_json(t)::text as j from "${name}" t`);
    out[name] = rows.map((r) => r.j).sort();
  }
  return out;
}

describe('backup and restore drill', () => {
  let source: TestServer;
  let target: TestServer;
  const directory = mkdtempSync(join(tmpdir(), 'odontia-backup-'));
  const files = new Map<string, Buffer>();
  const contentTypes = new Map<string, string | undefined>();
  let manifest: BackupManifest;

  beforeAll(async () => {
    source = await startTestServer();
    await source.createPractice('13700000901');
    // The demo's storage total is counted now, before the files below are written around the server.
    await source.rest('GET', '/api/obs_size', { token: await source.demoToken() });
    const prefixes = await source.runtime.orm.em
      .fork()
      .execute<{ storage_prefix: string }[]>('select storage_prefix from practice order by id');
    const s3 = s3Of(source);
    for (const [i, { storage_prefix: prefix }] of prefixes.entries()) {
      for (const name of [`case-${i}/scan.stl`, `case-${i}/photos/front.jpg`]) {
        const bytes = randomBytes(1000 + i * 77);
        files.set(prefix + name, bytes);
        contentTypes.set(prefix + name, 'x/y');
        await s3.send(
          new PutObjectCommand({
            Bucket: source.config.s3.bucket,
            Key: prefix + name,
            Body: bytes,
            ContentType: 'x/y',
          }),
        );
      }
    }
    // Objects the demo seed wrote (the phantom's jaw recordings) belong to the backup as well.
    const bucket = source.config.s3.bucket;
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket }));
    for (const { Key: key } of listed.Contents ?? []) {
      if (files.has(key!)) continue;
      const found = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key! }));
      files.set(key!, Buffer.from(await found.Body!.transformToByteArray()));
      contentTypes.set(key!, found.ContentType);
    }
    s3.destroy();
  });
  afterAll(async () => {
    await source?.stop();
    await target?.stop();
    rmSync(directory, { recursive: true, force: true });
  });

  it('writes a backup of every table and file while the server runs', async () => {
    manifest = await source.runtime.services.backups.backup(source.runtime.orm.em.fork(), join(directory, 'b1'));
    expect(manifest.objects).toBe(files.size);
    const rows = Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows]));
    expect(rows.practice).toBe(2);
    expect(rows.app_user).toBeGreaterThanOrEqual(2);
    expect(rows.patient).toBeGreaterThan(0);
    const onDisk = readFileSync(join(directory, 'b1', 'database', 'practice.jsonl'), 'utf8')
      .trim()
      .split('\n');
    expect(onDisk).toHaveLength(2);
    for (const [key, bytes] of files)
      expect(readFileSync(join(directory, 'b1', 'objects', key)).equals(bytes)).toBe(true);
  });

  it('refuses a folder that is not empty', async () => {
    writeFileSync(join(directory, 'occupied'), 'x');
    await expect(source.runtime.services.backups.backup(source.runtime.orm.em.fork(), directory)).rejects.toMatchObject(
      { key: 'Conflict' },
    );
  });

  it('restores into a fresh database and bucket: every record and file, logins work, new rows get new ids', async () => {
    target = await startTestServer({ seedDemo: false });
    const started = performance.now();
    await target.runtime.services.backups.restore(target.runtime.orm.em.fork(), join(directory, 'b1'));
    expect(performance.now() - started).toBeLessThan(60_000);
    expect(await contents(target, manifest)).toEqual(await contents(source, manifest));

    const s3 = s3Of(target);
    for (const [key, bytes] of files) {
      const object = await s3.send(new GetObjectCommand({ Bucket: target.config.s3.bucket, Key: key }));
      expect(object.ContentType).toBe(contentTypes.get(key));
      expect(Buffer.from(await object.Body!.transformToByteArray()).equals(bytes)).toBe(true);
    }
    s3.destroy();

    const [demo] = await target.runtime.orm.em
      .fork()
      .execute<{ storage_prefix: string }[]>('select storage_prefix from practice order by id limit 1');
    const demoBytes = [...files].filter(([key]) => key.startsWith(demo!.storage_prefix));
    const used = await target.rest<{ used: number }>('GET', '/api/obs_size', { token: await target.demoToken() });
    expect(used.body.data.used).toBe(demoBytes.reduce((sum, [, bytes]) => sum + bytes.length, 0));

    expect(await target.login(DEMO.main.phone, DEMO.main.password)).toBeTruthy();
    const created = await target.createPractice('13700000902');
    expect(created.userId).toBeGreaterThan(Math.max(...(await idsOf(source, 'app_user'))));
  });
});

async function idsOf(server: TestServer, table: string): Promise<number[]> {
  const rows = await server.runtime.orm.em.fork().execute<{ id: number }[]>(`select id from "${table}"`);
  return rows.map((r) => Number(r.id));
}
