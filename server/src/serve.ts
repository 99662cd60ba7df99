import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { serverProcessCount } from './infra/server-processes.js';

/** `npm start`: the server processes of `serverProcessCount` on one port (node cluster). */
async function primary(count: number): Promise<void> {
  let stopping = false;
  const fork = () =>
    new Promise<void>((listening, failed) => {
      const worker = cluster.fork();
      worker.once('listening', () => listening());
      worker.once('exit', (code, signal) => {
        if (stopping) return;
        failed(new Error(`server process ${worker.process.pid} exited (${signal ?? code})`));
      });
    });
  // The first process migrates and seeds alone; the others start on a ready database.
  await fork();
  await Promise.all(Array.from({ length: count - 1 }, fork));
  console.log(`${count} server processes on one port (primary ${process.pid})`);
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`server process ${worker.process.pid} exited (${signal ?? code}); starting another`);
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    let left = alive.length;
    if (left === 0) process.exit(0);
    for (const worker of alive) {
      worker.once('exit', () => --left === 0 && process.exit(0));
      worker.process.kill(signal);
    }
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

if (cluster.isPrimary) {
  const { count, note } = serverProcessCount(process.env, availableParallelism());
  if (note) console.warn(note);
  if (count === 1) await import('./main.js');
  else
    await primary(count).catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
} else {
  await import('./main.js');
}
