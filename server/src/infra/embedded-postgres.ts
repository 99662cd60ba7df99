import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * PGlite behind the PostgreSQL wire protocol, so the same driver serves the embedded and the real
 * database. `dataDir` undefined keeps it in memory (tests).
 */
export async function startEmbeddedPostgres(dataDir?: string): Promise<EmbeddedPostgres> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // PostgreSQL's default buffers are sized for a dedicated server; in-process they would double
  // the app's memory for a single practice's data.
  const startParams = [
    ...PGlite.defaultStartParams,
    ...['shared_buffers=16MB', 'work_mem=4MB', 'temp_buffers=2MB', 'wal_buffers=1MB'].flatMap((p) => ['-c', p]),
  ];
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm }, startParams });
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
