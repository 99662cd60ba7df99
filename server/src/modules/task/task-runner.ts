import type { MikroORM } from '@mikro-orm/postgresql';
import type { Job, JobWithMetadata } from 'pg-boss';
import { TaskStatus } from './task.entity.js';
import type { TaskJob, TaskQueue } from './task-queue.js';
import { queueOf, ToolFailure, type ToolWorker } from './tool-worker.js';

/**
 * Consumes the queue of each tool: claims the task (only while it still waits for this job), runs
 * the tool, writes its outcome. A crash leaves the job active without heartbeats; pg-boss fails it
 * and hands it to another worker, which sees attempt 2. When retries run out the task is abnormal.
 */
export class TaskRunner {
  constructor(
    private readonly orm: MikroORM,
    private readonly queue: TaskQueue,
  ) {}

  async work(tools: ToolWorker[]): Promise<void> {
    for (const tool of tools) {
      await this.queue.boss.work<TaskJob>(
        queueOf(tool.productId),
        {
          includeMetadata: true,
          pollingIntervalSeconds: Math.max(0.5, Number(process.env.TASK_POLL_SECONDS ?? 1) || 1),
        },
        async (jobs) => {
          for (const job of jobs) await this.runOne(tool, job);
        },
      );
    }
  }

  private async runOne(tool: ToolWorker, job: JobWithMetadata<TaskJob> | Job<TaskJob>): Promise<void> {
    const em = this.orm.em.fork();
    const claimed = await em.execute<
      {
        id: number;
        practice_id: number;
        case_group_id: number;
        product_id: number;
        input: Record<string, unknown>;
        attempts: number;
      }[]
    >(
      `update case_task set attempts = attempts + 1, started_at = now(), updated_at = now()
        where id = ? and job_id = ? and status = ? returning id, practice_id, case_group_id, product_id, input, attempts`,
      [job.data.taskId, job.id, TaskStatus.ToBeDesigned],
    );
    const task = claimed[0];
    if (!task) return; // cancelled or resubmitted meanwhile: nothing to do
    try {
      const outcome = await tool.run({
        taskId: task.id,
        practiceId: task.practice_id,
        caseGroupId: task.case_group_id,
        productId: task.product_id,
        input: typeof task.input === 'string' ? JSON.parse(task.input) : task.input,
        attempt: task.attempts,
        signal: (job as { signal?: AbortSignal }).signal ?? new AbortController().signal,
        progress: async (value) => {
          await em.execute(
            'update case_task set progress = ?, updated_at = now() where id = ? and job_id = ? and status = ?',
            [JSON.stringify(value), task.id, job.id, TaskStatus.ToBeDesigned],
          );
        },
      });
      const status = outcome.status === 'finished' ? TaskStatus.Finished : TaskStatus.ToBeConfirmed;
      await em.execute(
        `update case_task set status = ?, result = ?, error = null, updated_at = now(),
                finished_at = case when ? then now() else null end
          where id = ? and job_id = ? and status = ?`,
        [
          status,
          JSON.stringify(outcome.result ?? {}),
          status === TaskStatus.Finished,
          task.id,
          job.id,
          TaskStatus.ToBeDesigned,
        ],
      );
    } catch (error) {
      const failure = error instanceof ToolFailure;
      const meta = job as Partial<JobWithMetadata<TaskJob>>;
      const lastTry = (meta.retryCount ?? 0) >= (meta.retryLimit ?? 0);
      if (failure || lastTry) {
        await em.execute(
          'update case_task set status = ?, error = ?, updated_at = now() where id = ? and job_id = ? and status = ?',
          [
            failure ? TaskStatus.Failed : TaskStatus.Abnormal,
            String((error as Error).message).slice(0, 500),
            task.id,
            job.id,
            TaskStatus.ToBeDesigned,
          ],
        );
      }
      if (!failure) throw error;
    }
  }
}
