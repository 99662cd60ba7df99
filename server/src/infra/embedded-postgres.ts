import { fsyncSync, mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { EmbeddedDatabaseUnreadableError } from './embedded-postgres-error.js';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/** What PGlite's Emscripten module exposes of its Node file system. */
interface EmscriptenNodeFs {
  stream_ops: { fsync?: (stream: { nfd: number }) => number };
  tryFSOperation<T>(operation: () => T): T;
}

/**
 * PGlite's file system on the Node file system, with fsync reaching the disk. PGlite's own never
 * does: its stream operations have no fsync, its fdatasync returns without doing anything, and it
 * starts PostgreSQL with fsync off (-F). A commit acknowledged to the clinic was then only in the
 * operating system's cache, and a power cut or kernel crash lost it or tore the database.
 */
class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>) {
    const { emscriptenOpts } = await super.init(...args);
    const syncToDisk = (mod: { FS: unknown }) => {
      const nodefs = (mod.FS as { filesystems: { NODEFS: EmscriptenNodeFs } }).filesystems.NODEFS;
      // A failed fsync reaches PostgreSQL as its errno, and PostgreSQL stops rather than go on unsure.
      nodefs.stream_ops.fsync = (stream) => nodefs.tryFSOperation(() => (fsyncSync(stream.nfd), 0));
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), syncToDisk] } };
  }
}

/**
 * PostgreSQL's durability as a server has it: fsync on, and the WAL flushed with fsync(), the call
 * DurableNodeFS carries to the disk (PGlite's fdatasync cannot be reached).
 */
const DURABLE = ['-c', 'fsync=on', '-c', 'wal_sync_method=fsync'];

/**
 * PGlite behind the PostgreSQL wire protocol, so the same driver serves the embedded and the real
 * database. `dataDir` undefined keeps it in memory (tests).
 */
export async function startEmbeddedPostgres(dataDir?: string): Promise<EmbeddedPostgres> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // PostgreSQL's default buffers are sized for a dedicated server; in-process they would double
  // the app's memory for a single practice's data.
  const startParams = [
    ...(dataDir
      ? [...PGlite.defaultStartParams.filter((param) => param !== '-F'), ...DURABLE]
      : PGlite.defaultStartParams),
    ...['shared_buffers=16MB', 'work_mem=4MB', 'temp_buffers=2MB', 'wal_buffers=1MB'].flatMap((p) => ['-c', p]),
  ];
  const db = await PGlite.create({
    ...(dataDir ? { fs: new DurableNodeFS(dataDir) } : {}),
    extensions: { pg_trgm },
    startParams,
  }).catch((error: unknown) => {
    throw dataDir ? new EmbeddedDatabaseUnreadableError(dataDir, error) : error;
  });
  // The socket server keeps one transaction's statements together; our own process uses one
  // pooled connection, so a few extra slots are left for a worker or psql.
  const server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1', maxConnections: 8 });
  await server.start();
  const [, port] = server.getServerConn().split(':');
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
