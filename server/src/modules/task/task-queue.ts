import type { MikroORM } from '@mikro-orm/postgresql';
import { PgBoss } from 'pg-boss';
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
    for (const productId of productIds) {
      if (!(await boss.getQueue(queueOf(productId)))) {
        await boss.createQueue(queueOf(productId), {
          retryLimit: settings.retryLimit,
          retryDelay: 0,
          heartbeatSeconds: settings.heartbeatSeconds,
          expireInSeconds: 6 * 3600,
        });
      }
    }
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
