import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { GetObjectCommand, ListObjectsCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { IsolationLevel } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../core/app-error.js';
import { inParallel } from '../../core/in-parallel.js';
import { invalidateAllUsage } from '../storage/storage-usage.js';

export const BACKUP_FORMAT = 'odontia-backup/1';
const ROWS_PER_BATCH = 2000;
const PARALLEL_OBJECTS = 4;

/** What `manifest.json` of a backup directory says. */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** Applied schema migrations: a backup restores only into a database at the same schema version. */
  migrations: string[];
  tables: { name: string; rows: number }[];
  objects: number;
  bytes: number;
}

interface ObjectEntry {
  key: string;
  size: number;
  contentType?: string;
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

async function publicTables(em: EntityManager): Promise<string[]> {
  const rows = await em.execute<{ name: string }[]>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and c.relname <> 'mikro_orm_migrations' order by 1`,
  );
  return rows.map((r) => r.name);
}

async function appliedMigrations(em: EntityManager): Promise<string[]> {
  const rows = await em.execute<{ name: string }[]>('select name from mikro_orm_migrations order by name');
  return rows.map((r) => r.name);
}

/**
 * Backups of a deployment into a directory, readable without Odontia: `database/<table>.jsonl` (one
 * JSON object per row, as PostgreSQL's row_to_json writes it), `objects/<key>` (the bucket's files
 * byte for byte), `objects.jsonl` and `manifest.json`. The database part is one REPEATABLE READ
 * snapshot, so it is consistent while the server keeps writing; the bucket is copied after it, so
 * every file the snapshot names is there unless it was deleted meanwhile.
 */
export class BackupService {
  constructor(private readonly deps: { client: S3Client; bucket: string }) {}

  async backup(em: EntityManager, directory: string): Promise<BackupManifest> {
    const target = resolve(directory);
    if ((await readdir(target).catch(() => [])).length > 0)
      throw new AppError('Conflict', {}, { directory: target, reason: 'not empty' });
    await mkdir(join(target, 'database'), { recursive: true });
    const { migrations, tables } = await em.fork().transactional(
      async (tx) => {
        const names = await publicTables(tx);
        const counted: { name: string; rows: number }[] = [];
        for (const name of names) counted.push({ name, rows: await this.exportTable(tx, name, target) });
        return { migrations: await appliedMigrations(tx), tables: counted };
      },
      { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
    );
    const objects = await this.exportObjects(target);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      migrations,
      tables,
      objects: objects.length,
      bytes: objects.reduce((sum, o) => sum + o.size, 0),
    };
    await writeFile(join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  }

  private async exportTable(tx: EntityManager, table: string, target: string): Promise<number> {
    const out = createWriteStream(join(target, 'database', `${table}.jsonl`));
    let rows = 0;
    try {
      await tx.execute(
        `declare backup_rows no scroll cursor for select row_to_json(t)::text as j from ${quote(table)} t`,
      );
      for (;;) {
        const batch = await tx.execute<{ j: string }[]>(`fetch ${ROWS_PER_BATCH} from backup_rows`);
        if (batch.length === 0) break;
        rows += batch.length;
        if (!out.write(batch.map((r) => `${r.j}\n`).join('')))
          await new Promise<void>((r) => out.once('drain', () => r()));
      }
      await tx.execute('close backup_rows');
    } finally {
      await new Promise<void>((r) => out.end(() => r()));
    }
    return rows;
  }

  private async exportObjects(target: string): Promise<ObjectEntry[]> {
    const entries: ObjectEntry[] = [];
    let marker: string | undefined;
    for (;;) {
      const page = await this.deps.client.send(new ListObjectsCommand({ Bucket: this.deps.bucket, Marker: marker }));
      const keys = (page.Contents ?? []).map((c) => c.Key!).filter(Boolean);
      await inParallel(keys, PARALLEL_OBJECTS, async (key) => {
        const object = await this.deps.client.send(new GetObjectCommand({ Bucket: this.deps.bucket, Key: key }));
        const file = objectPath(target, key);
        await mkdir(dirname(file), { recursive: true });
        await pipeline(object.Body as Readable, createWriteStream(file));
        entries.push({ key, size: (await stat(file)).size, contentType: object.ContentType });
      });
      if (!page.IsTruncated || keys.length === 0) break;
      marker = page.NextMarker ?? keys[keys.length - 1];
    }
    entries.sort((a, b) => a.key.localeCompare(b.key));
    await writeFile(join(target, 'objects.jsonl'), entries.map((e) => `${JSON.stringify(e)}\n`).join(''));
    return entries;
  }

  /**
   * Replaces every record of the database and puts every file of the backup into the bucket. The
   * database must be at the backup's schema version (a fresh one is migrated to it by opening it).
   */
  async restore(em: EntityManager, directory: string): Promise<BackupManifest> {
    const source = resolve(directory);
    const manifest = JSON.parse(await readFile(join(source, 'manifest.json'), 'utf8')) as BackupManifest;
    if (manifest.format !== BACKUP_FORMAT)
      throw new AppError('ParameterError', {}, { directory: source, reason: 'not an Odontia backup' });
    await em.fork().transactional(async (tx) => {
      const migrations = await appliedMigrations(tx);
      if (JSON.stringify(migrations) !== JSON.stringify(manifest.migrations))
        throw new AppError(
          'Conflict',
          {},
          { reason: 'schema version differs', backup: manifest.migrations, database: migrations },
        );
      const tables = await publicTables(tx);
      const unknown = manifest.tables.filter((t) => !tables.includes(t.name));
      if (unknown.length) throw new AppError('Conflict', {}, { reason: 'unknown tables', tables: unknown });
      // Rows go in table by table, so references are checked at the end, not row by row.
      await tx.execute('set local session_replication_role = replica');
      await tx.execute(`truncate ${tables.map(quote).join(', ')} restart identity cascade`);
      for (const { name } of manifest.tables) await this.importTable(tx, name, source);
      await resetSequences(tx, tables);
    });
    const lines = (await readFile(join(source, 'objects.jsonl'), 'utf8')).split('\n').filter(Boolean);
    await inParallel(
      lines.map((line) => JSON.parse(line) as ObjectEntry),
      PARALLEL_OBJECTS,
      async (entry) => {
        await this.deps.client.send(
          new PutObjectCommand({
            Bucket: this.deps.bucket,
            Key: entry.key,
            Body: createReadStream(objectPath(source, entry.key)),
            ContentLength: entry.size,
            ContentType: entry.contentType,
          }),
        );
      },
    );
    await invalidateAllUsage(em.fork());
    return manifest;
  }

  private async importTable(tx: EntityManager, table: string, source: string): Promise<void> {
    const columns = await tx.execute<{ name: string }[]>(
      `select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ? and is_generated = 'NEVER' order by ordinal_position`,
      [table],
    );
    const list = columns.map((c) => quote(c.name)).join(', ');
    const insert = `insert into ${quote(table)} (${list}) overriding system value
      select ${list} from json_populate_recordset(null::${quote(table)}, ?::json)`;
    let batch: string[] = [];
    const flush = async () => {
      if (batch.length) await tx.execute(insert, [`[${batch.join(',')}]`]);
      batch = [];
    };
    const lines = createInterface({ input: createReadStream(join(source, 'database', `${table}.jsonl`)) });
    for await (const line of lines) {
      if (!line) continue;
      batch.push(line);
      if (batch.length >= ROWS_PER_BATCH) await flush();
    }
    await flush();
  }
}

/** Sequences continue after the restored ids, so the next insert never collides. */
async function resetSequences(tx: EntityManager, tables: string[]): Promise<void> {
  const serials = await tx.execute<{ table_name: string; column_name: string }[]>(
    `select table_name, column_name from information_schema.columns
      where table_schema = 'public' and (column_default like 'nextval(%' or is_identity = 'YES')`,
  );
  for (const { table_name: table, column_name: column } of serials.filter((s) => tables.includes(s.table_name))) {
    await tx.execute(
      `select setval(pg_get_serial_sequence(?, ?), coalesce(max(${quote(column)}), 0) + 1, false) from ${quote(table)}`,
      [quote(table), column],
    );
  }
}

/** A key's file under `objects/`; a key that would leave that folder is refused. */
function objectPath(root: string, key: string): string {
  const base = join(root, 'objects');
  const file = resolve(base, key);
  if (!file.startsWith(base + sep)) throw new AppError('ParameterError', {}, { key, reason: 'unsafe object key' });
  return file;
}
