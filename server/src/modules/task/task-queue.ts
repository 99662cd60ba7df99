import type { MikroORM } from '@mikro-orm/postgresql';
import { PgBoss, type Job, type JobWithMetadata } from 'pg-boss';
import type { Pool } from 'pg';
import { queueOf } from './tool-worker.js';

export interface QueueSettings {
  /** A running job whose worker stops sending heartbeats for this long is failed and retried. */
  heartbeatSeconds: number;
  /** How often pg-boss looks for such jobs. */
  superviseSeconds: number;
  retryLimit: number;
}

export const queueSettingsFrom = (env: NodeJS.ProcessEnv = process.env): QueueSettings => ({
  heartbeatSeconds: Math.max(10, Number(env.TASK_HEARTBEAT_SECONDS ?? 30) || 30),
  superviseSeconds: Math.max(1, Number(env.TASK_SUPERVISE_SECONDS ?? 10) || 10),
  retryLimit: Math.max(0, Number(env.TASK_RETRY_LIMIT ?? 2) || 0),
});

export interface TaskJob {
  taskId: number;
}

/** Where a queue's jobs go when their last attempt failed, also when no worker lived to say so. */
export const deadLetterQueueOf = (queue: string): string => `${queue}-dead`;

/**
 * Creates `name` when missing, with the task settings (retries, heartbeat) and its dead-letter queue; a queue
 * created before dead letters existed gets its dead-letter queue.
 */
export async function ensureQueue(
  boss: PgBoss,
  name: string,
  settings: QueueSettings,
  expireInSeconds: number,
): Promise<void> {
  const deadLetter = deadLetterQueueOf(name);
  if (!(await boss.getQueue(deadLetter))) await boss.createQueue(deadLetter, { retryLimit: 5, retryDelay: 5 });
  const existing = await boss.getQueue(name);
  if (!existing) {
    await boss.createQueue(name, {
      retryLimit: settings.retryLimit,
      retryDelay: 0,
      heartbeatSeconds: settings.heartbeatSeconds,
      expireInSeconds,
      deadLetter,
    });
  } else if (existing.deadLetter !== deadLetter) {
    await boss.updateQueue(name, { deadLetter });
  }
}

/** Whether a failure of this attempt of a job is final (no retry follows). */
export function isLastAttempt(job: Job<unknown>): boolean {
  const meta = job as Partial<JobWithMetadata<unknown>>;
  return (meta.retryCount ?? 0) >= (meta.retryLimit ?? 0);
}

/**
 * Consumes `queue` in this process with `run`, one job at a time, and its dead-letter queue with `settle`. A
 * job reaches the dead letters when its last attempt failed, which its handler records, or when the worker
 * running it died (killed, out of memory, lost heartbeat) and nothing did: `settle(data, jobId)` then ends
 * the record the job was for as failed, and must leave alone one that was ended or handed to another job.
 */
export async function workQueue<T extends object>(
  boss: PgBoss,
  queue: string,
  run: (job: Job<T>) => Promise<void>,
  settle: (data: T, jobId: string) => Promise<void>,
): Promise<void> {
  const pollingIntervalSeconds = Math.max(0.5, Number(process.env.TASK_POLL_SECONDS ?? 1) || 1);
  await boss.work<T>(queue, { includeMetadata: true, pollingIntervalSeconds }, async (jobs) => {
    for (const job of jobs) await run(job);
  });
  // dead letters are rare and may wait: a slower poll keeps an idle server's queries few
  const deadLetterOptions = { includeMetadata: true, pollingIntervalSeconds: Math.max(pollingIntervalSeconds, 10) };
  await boss.work<T>(deadLetterQueueOf(queue), deadLetterOptions, async (jobs) => {
    for (const job of jobs) await settle(job.data, (job as JobWithMetadata<T>).sourceId ?? '');
  });
}

/**
 * pg-boss on MikroORM's own `pg` pool: with the embedded database that pool has one connection,
 * which the socket server needs (it serves one client at a time safely), so the queue never opens
 * connections of its own. With PostgreSQL it shares the pool too, which keeps one place to size.
 */
export class TaskQueue {
  private constructor(
    readonly boss: PgBoss,
    readonly settings: QueueSettings,
  ) {}

  static async open(
    orm: MikroORM,
    productIds: number[],
    settings: QueueSettings,
    supervise: boolean,
  ): Promise<TaskQueue> {
    const pool = (await orm.em.getConnection().getNativeClient()) as Pool;
    const boss = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values as unknown[]) },
      supervise,
      schedule: false,
      superviseIntervalSeconds: settings.superviseSeconds,
      monitorIntervalSeconds: settings.superviseSeconds,
    });
    boss.on('error', (error) => console.error('task queue error', error));
    await boss.start();
    for (const productId of productIds) await ensureQueue(boss, queueOf(productId), settings, 6 * 3600);
    return new TaskQueue(boss, settings);
  }

  /** Queues the task's job under a known id; sending an id twice queues it once. */
  async send(productId: number, jobId: string, job: TaskJob): Promise<void> {
    await this.boss.send(queueOf(productId), job as unknown as object, { id: jobId });
  }

  async cancel(productId: number, jobId: string): Promise<void> {
    await this.boss.cancel(queueOf(productId), jobId);
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: 5000 });
  }
}
