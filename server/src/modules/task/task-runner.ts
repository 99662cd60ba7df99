import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Job } from 'pg-boss';
import { TaskStatus } from './task.entity.js';
import { isLastAttempt, workQueue, type TaskJob, type TaskQueue } from './task-queue.js';
import { queueOf, ToolFailure, type ToolWorker } from './tool-worker.js';

/** The error of a task whose last attempt's worker died (the cause is in that worker's log, if anywhere). */
export const ABANDONED = 'the worker running the last attempt stopped';

/**
 * The task of a job whose retries ran out without a worker reporting back: abnormal, unless it was resubmitted
 * (another job) or ended meanwhile. Called from the job's dead letter, and when a view finds the job failed.
 */
export async function abandonTask(em: EntityManager, taskId: number, jobId: string): Promise<boolean> {
  const ended = await em.execute<{ id: number }[]>(
    'update case_task set status = ?, error = ?, updated_at = now() where id = ? and job_id = ? and status = ? returning id',
    [TaskStatus.Abnormal, ABANDONED, taskId, jobId, TaskStatus.ToBeDesigned],
  );
  return ended.length > 0;
}

/**
 * Consumes the queue of each tool: claims the task (only while it still waits for this job), runs
 * the tool, writes its outcome. A crash leaves the job active without heartbeats; pg-boss fails it
 * and hands it to another worker, which sees attempt 2. When retries run out the task is abnormal, also when
 * the last attempt's worker died (the job's dead letter).
 */
export class TaskRunner {
  constructor(
    private readonly orm: MikroORM,
    private readonly queue: TaskQueue,
  ) {}

  async work(tools: ToolWorker[]): Promise<void> {
    for (const tool of tools)
      await workQueue<TaskJob>(
        this.queue.boss,
        queueOf(tool.productId),
        (job) => this.runOne(tool, job),
        async (job, jobId) => void (await abandonTask(this.orm.em.fork(), job.taskId, jobId)),
      );
  }

  private async runOne(tool: ToolWorker, job: Job<TaskJob>): Promise<void> {
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
      if (failure || isLastAttempt(job)) {
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
