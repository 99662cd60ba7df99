import * as fs from 'node:fs';
import { mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';

/** The files fsync reached, by path (read back from the descriptor). */
const synced: string[] = [];
vi.mock('node:fs', async (actual) => {
  const real = await actual<typeof fs>();
  return {
    ...real,
    fsyncSync: (fd: number) => {
      synced.push(readlinkSync(`/proc/self/fd/${fd}`));
      real.fsyncSync(fd);
    },
  };
});

const { startEmbeddedPostgres } = await import('./embedded-postgres.js');

describe('embedded PostgreSQL on disk', () => {
  const folder = mkdtempSync(join(tmpdir(), 'odontia-pglite-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it.runIf(fs.existsSync('/proc/self/fd'))(
    'has every acknowledged commit on the disk: the WAL is flushed to it before the commit returns',
    async () => {
      const embedded = await startEmbeddedPostgres(join(folder, 'pg'));
      const client = new pg.Client({ connectionString: embedded.url });
      await client.connect();
      try {
        expect((await client.query('show fsync')).rows[0].fsync).toBe('on');
        await client.query('create table visit (id int)');
        for (let commit = 1; commit <= 5; commit++) {
          synced.length = 0;
          await client.query('insert into visit values ($1)', [commit]);
          expect(synced.filter((path) => path.includes(`${folder}/pg/pg_wal/`)).length, `commit ${commit}`).toBe(1);
        }
        synced.length = 0;
        await client.query('checkpoint');
        expect(synced.some((path) => path.startsWith(`${folder}/pg/base/`))).toBe(true);
        expect(synced).toContain(`${folder}/pg/global/pg_control`);
      } finally {
        await client.end();
        await embedded.stop();
      }
    },
    60_000,
  );
});
