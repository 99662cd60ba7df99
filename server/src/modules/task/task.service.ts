import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { AppError, notFound } from '../../core/app-error.js';
import { requireAuth, type RequestContext } from '../../core/context.js';
import { offsetOf, pagingSchema, type Page } from '../../core/page.js';
import { idSchema, parseInput } from '../../core/validation.js';
import { CaseTask, TaskStatus } from './task.entity.js';
import type { TaskQueue } from './task-queue.js';
import { DEFAULT_EXPECTED_MINUTES, queueOf } from './tool-worker.js';
import { abandonTask, ABANDONED } from './task-runner.js';

const jsonInput = z.record(z.string().max(64), z.unknown()).refine((value) => JSON.stringify(value).length <= 65_536);
export const submitInput = z.object({ caseGroupId: idSchema, input: jsonInput.optional() }).strict();
export const taskListInput = pagingSchema(20)
  .extend({ status: z.coerce.number().int().min(0).max(5).optional() })
  .strict();

/** A task with what the queue says about it right now. */
export interface TaskView {
  task: CaseTask;
  /** 1 = next to run; 0 when running or not waiting. */
  position: number;
  estimatedMinutes: number;
  /** Running longer than expected: the client asks whether to keep waiting. */
  overdue: boolean;
}

/** The application task of each case group, queued in pg-boss and consumed by `npm run worker`. */
export class TaskService {
  private queue: TaskQueue | null = null;
  private expectedMinutes: Record<number, number> = { ...DEFAULT_EXPECTED_MINUTES };

  attach(queue: TaskQueue, expected: Record<number, number> = {}): void {
    this.queue = queue;
    this.expectedMinutes = { ...this.expectedMinutes, ...expected };
  }

  detach(): void {
    this.queue = null;
  }

  private requireQueue(): TaskQueue {
    if (!this.queue) throw new AppError('ServiceAbnormal');
    return this.queue;
  }

  async get(ctx: RequestContext, rawCaseGroupId: unknown): Promise<TaskView> {
    requireAuth(ctx);
    const caseGroupId = parseInput(idSchema, rawCaseGroupId);
    const task = await this.taskOf(ctx.em, ctx.auth.practiceId, caseGroupId);
    return this.view(ctx.em, task);
  }

  async list(ctx: RequestContext, raw: unknown): Promise<Page<TaskView>> {
    requireAuth(ctx);
    const { page, limit, status } = parseInput(taskListInput, raw ?? {});
    const [tasks, total] = await ctx.em.findAndCount(
      CaseTask,
      { practiceId: ctx.auth.practiceId, ...(status !== undefined ? { status } : {}) },
      { orderBy: { updatedAt: 'desc', id: 'desc' }, limit, offset: offsetOf({ page, limit }) },
    );
    return { items: await this.views(ctx.em, tasks), total, page, limit };
  }

  /**
   * Queues the case group's task with the user's input (from not submitted, failed or abnormal). With
   * `again`, also after a result (to be confirmed or finished): for a tool whose case group makes several
   * results, each run writing its own (the face model of each expression).
   */
  async submit(ctx: RequestContext, raw: unknown, { again = false } = {}): Promise<TaskView> {
    requireAuth(ctx);
    const { caseGroupId, input } = parseInput(submitInput, raw);
    const allowed = [TaskStatus.NotSubmitted, TaskStatus.Failed, TaskStatus.Abnormal];
    if (again) allowed.push(TaskStatus.ToBeConfirmed, TaskStatus.Finished);
    return this.enqueue(ctx, caseGroupId, (task) => {
      if (!allowed.includes(task.status)) throw new AppError('Conflict');
      if (input) task.input = input;
    });
  }

  /** Runs a failed or abnormal task again with the input it had. */
  async retry(ctx: RequestContext, rawCaseGroupId: unknown): Promise<TaskView> {
    requireAuth(ctx);
    const caseGroupId = parseInput(idSchema, rawCaseGroupId);
    return this.enqueue(ctx, caseGroupId, (task) => {
      if (task.status !== TaskStatus.Failed && task.status !== TaskStatus.Abnormal) throw new AppError('Conflict');
    });
  }

  /** Takes a waiting or running task out of the queue; it returns to not submitted. */
  async cancel(ctx: RequestContext, rawCaseGroupId: unknown): Promise<TaskView> {
    requireAuth(ctx);
    const caseGroupId = parseInput(idSchema, rawCaseGroupId);
    const practiceId = ctx.auth.practiceId;
    const { task, jobId } = await ctx.em.transactional(async (em) => {
      const task = await this.lockedTask(em, practiceId, caseGroupId);
      if (task.status !== TaskStatus.ToBeDesigned) throw new AppError('Conflict');
      const jobId = task.jobId;
      Object.assign(task, { status: TaskStatus.NotSubmitted, jobId: null, startedAt: null });
      return { task, jobId };
    });
    if (jobId && task.productId) await this.requireQueue().cancel(task.productId, jobId);
    return this.view(ctx.em, task);
  }

  /** The user accepts the tool's design: to be confirmed → finished. */
  async confirm(ctx: RequestContext, rawCaseGroupId: unknown): Promise<TaskView> {
    requireAuth(ctx);
    const caseGroupId = parseInput(idSchema, rawCaseGroupId);
    const practiceId = ctx.auth.practiceId;
    const task = await ctx.em.transactional(async (em) => {
      const task = await this.lockedTask(em, practiceId, caseGroupId);
      if (task.status !== TaskStatus.ToBeConfirmed) throw new AppError('Conflict');
      Object.assign(task, { status: TaskStatus.Finished, finishedAt: new Date() });
      return task;
    });
    return this.view(ctx.em, task);
  }

  /**
   * Back to not submitted inside the caller's transaction (facebow: changed configuration
   * invalidates the run). Returns what to do after the commit: take the job out of the queue (the
   * queue shares the one embedded connection, so it cannot be used while a transaction holds it).
   */
  async reset(em: EntityManager, practiceId: number, caseGroupId: number): Promise<() => Promise<void>> {
    const task = await this.lockedTask(em, practiceId, caseGroupId);
    const { jobId, productId } = task;
    Object.assign(task, {
      status: TaskStatus.NotSubmitted,
      jobId: null,
      result: null,
      error: null,
      progress: null,
      startedAt: null,
      finishedAt: null,
    });
    return async () => {
      if (jobId && productId && this.queue) await this.queue.cancel(productId, jobId).catch(() => undefined);
    };
  }

  /** The task row of a case group of the practice, created on first use; other practices' are Not found. */
  async taskOf(em: EntityManager, practiceId: number, caseGroupId: number): Promise<CaseTask> {
    const [group] = await em.execute<{ product_id: number | null }[]>(
      'select product_id from case_group where id = ? and practice_id = ?',
      [caseGroupId, practiceId],
    );
    if (!group) throw notFound();
    await em.execute(
      `insert into case_task (practice_id, case_group_id, product_id, expected_minutes) values (?, ?, ?, ?)
       on conflict (case_group_id) do nothing`,
      [practiceId, caseGroupId, group.product_id, this.expectedMinutes[group.product_id ?? 0] ?? 10],
    );
    return em.findOneOrFail(CaseTask, { caseGroupId, practiceId }, { refresh: true });
  }

  private async lockedTask(em: EntityManager, practiceId: number, caseGroupId: number): Promise<CaseTask> {
    await this.taskOf(em, practiceId, caseGroupId);
    return em.findOneOrFail(
      CaseTask,
      { caseGroupId, practiceId },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
  }

  /**
   * Marks the task as queued under a fresh job id in one transaction, then sends the job with that
   * id. Should the send fail after the commit, the next read re-sends the same id (see `view`).
   */
  private async enqueue(ctx: RequestContext, caseGroupId: number, check: (task: CaseTask) => void): Promise<TaskView> {
    requireAuth(ctx);
    const queue = this.requireQueue();
    const practiceId = ctx.auth.practiceId;
    const task = await ctx.em.transactional(async (em) => {
      const task = await this.lockedTask(em, practiceId, caseGroupId);
      if (!task.productId) throw new AppError('ParameterError');
      check(task);
      Object.assign(task, {
        status: TaskStatus.ToBeDesigned,
        jobId: randomUUID(),
        submittedAt: new Date(),
        startedAt: null,
        finishedAt: null,
        result: null,
        error: null,
        progress: null,
        expectedMinutes: this.expectedMinutes[task.productId] ?? task.expectedMinutes,
      });
      return task;
    });
    await queue.send(task.productId!, task.jobId!, { taskId: task.id });
    return this.view(ctx.em, task);
  }

  private async view(em: EntityManager, task: CaseTask): Promise<TaskView> {
    return (await this.views(em, [task]))[0]!;
  }

  /** What the queue says about each task, read in one query for all of them. */
  private async views(em: EntityManager, tasks: CaseTask[]): Promise<TaskView[]> {
    const queued = tasks.filter((t) => t.status === TaskStatus.ToBeDesigned && t.jobId && t.productId);
    const jobs = new Map<string, { state: string; ahead: string }>();
    if (queued.length > 0) {
      const rows = await em.execute<{ id: string; state: string; ahead: string }[]>(
        `select j.id, j.state,
                (select count(*) from pgboss.job a
                  where a.name = j.name and a.state in ('created', 'retry')
                    and (a.priority > j.priority or (a.priority = j.priority and (a.created_on, a.id) < (j.created_on, j.id)))) as ahead
           from pgboss.job j where j.name in (?) and j.id in (?)`,
        [[...new Set(queued.map((t) => queueOf(t.productId!)))], queued.map((t) => t.jobId!)],
      );
      for (const row of rows) jobs.set(row.id, row);
    }
    const views: TaskView[] = [];
    for (const task of tasks) views.push(await this.viewOf(em, task, task.jobId ? jobs.get(task.jobId) : undefined));
    return views;
  }

  private async viewOf(
    em: EntityManager,
    task: CaseTask,
    job: { state: string; ahead: string } | undefined,
  ): Promise<TaskView> {
    const idle: TaskView = { task, position: 0, estimatedMinutes: 0, overdue: false };
    if (task.status !== TaskStatus.ToBeDesigned || !task.jobId || !task.productId) return idle;
    if (!job) {
      // The job was never sent (the process stopped between commit and send): send it now.
      if (this.queue) await this.queue.send(task.productId, task.jobId, { taskId: task.id });
      return { ...idle, position: 1, estimatedMinutes: task.expectedMinutes };
    }
    if (job.state === 'failed' || job.state === 'cancelled') {
      // Retries ran out without a worker reporting back (crashes), and the dead letter is not handled yet
      if (await abandonTask(em, task.id, task.jobId))
        Object.assign(task, { status: TaskStatus.Abnormal, error: ABANDONED });
      return idle;
    }
    if (job.state === 'active') {
      const elapsed = task.startedAt ? (Date.now() - task.startedAt.getTime()) / 60_000 : 0;
      return {
        task,
        position: 0,
        estimatedMinutes: Math.max(1, Math.ceil(task.expectedMinutes - elapsed)),
        overdue: elapsed > task.expectedMinutes,
      };
    }
    if (job.state === 'completed') return idle;
    const ahead = Number(job.ahead);
    return { task, position: ahead + 1, estimatedMinutes: (ahead + 1) * task.expectedMinutes, overdue: false };
  }
}
