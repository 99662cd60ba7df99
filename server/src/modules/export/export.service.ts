import type { Readable } from 'node:stream';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Job, PgBoss } from 'pg-boss';
import { AppError, notFound } from '../../core/app-error.js';
import { requireMainAccount, type AuthedContext, type RequestContext } from '../../core/context.js';
import { idSchema, parseInput } from '../../core/validation.js';
import type { StorageService } from '../storage/storage.service.js';
import { ensureQueue, isLastAttempt, workQueue, type QueueSettings } from '../task/task-queue.js';
import { ABANDONED } from '../task/task-runner.js';
import { writePracticeArchive } from './export.archive.js';

export const EXPORT_QUEUE = 'practice-export';
/** How long a download link works. */
export const EXPORT_LINK_SECONDS = 900;

export type ExportStatus = 'queued' | 'running' | 'finished' | 'failed';

export interface PracticeExport {
  id: number;
  status: ExportStatus;
  /** 0-100. */
  progress: number;
  size: number | null;
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

interface ExportRow {
  id: number;
  status: ExportStatus;
  progress: number;
  size: string | null;
  error: string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
  object_key: string | null;
}

const COLUMNS = 'id, status, progress, size, error, created_at, finished_at, object_key';

const toExport = (row: ExportRow): PracticeExport => ({
  id: row.id,
  status: row.status,
  progress: row.progress,
  size: row.size === null ? null : Number(row.size),
  error: row.error,
  createdAt: new Date(row.created_at),
  finishedAt: row.finished_at === null ? null : new Date(row.finished_at),
});

interface ExportJob {
  exportId: number;
}

/**
 * A practice's data export (main account only): requested, queued in pg-boss, written by the worker
 * as one zip streamed to object storage outside every practice prefix, and downloaded through a
 * short-lived presigned link. A request while one is queued or running answers that one.
 */
export class ExportService {
  private boss: PgBoss | null = null;

  constructor(private readonly storage: StorageService) {}

  /** Creates the export queue when missing and sends requests to it from now on. */
  async open(boss: PgBoss, settings: QueueSettings): Promise<void> {
    await ensureQueue(boss, EXPORT_QUEUE, settings, 6 * 3600);
    this.boss = boss;
  }

  detach(): void {
    this.boss = null;
  }

  async request(ctx: RequestContext): Promise<PracticeExport> {
    requireMainAccount(ctx);
    if (!this.boss) throw new AppError('ServiceAbnormal');
    const practiceId = ctx.auth.practiceId;
    const row = await ctx.em.transactional(async (em) => {
      await em.execute('select id from practice where id = ? for update', [practiceId]);
      const [pending] = await em.execute<ExportRow[]>(
        `select ${COLUMNS} from practice_export where practice_id = ? and status in ('queued', 'running')
          order by id desc limit 1`,
        [practiceId],
      );
      if (pending) return { row: pending, created: false };
      const [created] = await em.execute<ExportRow[]>(
        `insert into practice_export (practice_id, user_id) values (?, ?) returning ${COLUMNS}`,
        [practiceId, ctx.auth.user.id],
      );
      return { row: created!, created: true };
    });
    if (row.created) {
      await this.boss.send(EXPORT_QUEUE, { exportId: row.row.id } satisfies ExportJob, {
        singletonKey: String(row.row.id),
      });
    }
    return toExport(row.row);
  }

  /** The practice's exports, newest first. */
  async list(ctx: RequestContext): Promise<PracticeExport[]> {
    requireMainAccount(ctx);
    const rows = await ctx.em.execute<ExportRow[]>(
      `select ${COLUMNS} from practice_export where practice_id = ? order by id desc limit 20`,
      [ctx.auth.practiceId],
    );
    return rows.map(toExport);
  }

  async get(ctx: RequestContext, rawId: unknown): Promise<PracticeExport> {
    return toExport(await this.own(ctx, rawId));
  }

  /** A link to the finished archive that works for 15 minutes. */
  async link(ctx: RequestContext, rawId: unknown): Promise<{ url: string; expiresAt: Date }> {
    const row = await this.own(ctx, rawId);
    if (row.status !== 'finished' || !row.object_key) throw notFound();
    const stamp = new Date(row.created_at).toISOString().slice(0, 10);
    return {
      url: await this.storage.signServerObject(
        row.object_key,
        EXPORT_LINK_SECONDS,
        `odontia-export-${stamp}-${row.id}.zip`,
      ),
      expiresAt: new Date(Date.now() + EXPORT_LINK_SECONDS * 1000),
    };
  }

  /** Consumes the export queue in this process; an export whose last attempt's worker died ends failed. */
  async work(orm: MikroORM): Promise<void> {
    if (!this.boss) throw new Error('export queue not attached');
    await workQueue<ExportJob>(
      this.boss,
      EXPORT_QUEUE,
      (job) => this.run(orm, job),
      async ({ exportId }) => {
        await orm.em
          .fork()
          .execute(
            `update practice_export set status = 'failed', error = ? where id = ? and status in ('queued', 'running')`,
            [ABANDONED, exportId],
          );
      },
    );
  }

  private async run(orm: MikroORM, job: Job<ExportJob>): Promise<void> {
    const em = orm.em.fork();
    const [claimed] = await em.execute<{ id: number; practice_id: number }[]>(
      `update practice_export set status = 'running', progress = 0, attempts = attempts + 1, started_at = now()
        where id = ? and status in ('queued', 'running') returning id, practice_id`,
      [job.data.exportId],
    );
    if (!claimed) return;
    const key = `exports/${claimed.practice_id}/${claimed.id}-${Date.now()}.zip`;
    try {
      let reported = 0;
      const zip = await writePracticeArchive(em, this.storage, claimed.practice_id, async (fraction) => {
        const percent = Math.min(99, Math.floor(fraction * 100));
        if (percent <= reported) return;
        reported = percent;
        await em.execute('update practice_export set progress = ? where id = ?', [percent, claimed.id]);
      });
      await this.storage.putStream(key, zip.outputStream as Readable, 'application/zip');
      const [stored] = await this.storage.listServerObjects(key);
      await this.finish(em, claimed.practice_id, claimed.id, key, stored?.size ?? 0);
    } catch (error) {
      if (isLastAttempt(job)) {
        await em.execute(`update practice_export set status = 'failed', error = ? where id = ?`, [
          String((error as Error).message).slice(0, 500),
          claimed.id,
        ]);
      }
      throw error;
    }
  }

  /**
   * Marks the export finished; a practice keeps its newest archive only, so older ones leave storage
   * first and their rows lose the key (their links answer Not found).
   */
  private async finish(em: EntityManager, practiceId: number, id: number, key: string, size: number): Promise<void> {
    const older = await em.execute<{ object_key: string }[]>(
      'select object_key from practice_export where practice_id = ? and id <> ? and object_key is not null',
      [practiceId, id],
    );
    await this.storage.deleteKeys(
      em,
      older.map((row) => row.object_key),
    );
    await em.transactional(async (tx) => {
      await tx.execute('update practice_export set object_key = null where practice_id = ? and id <> ?', [
        practiceId,
        id,
      ]);
      await tx.execute(
        `update practice_export set status = 'finished', progress = 100, object_key = ?, size = ?, error = null,
                finished_at = now() where id = ?`,
        [key, size, id],
      );
    });
  }

  private async own(ctx: RequestContext, rawId: unknown): Promise<ExportRow> {
    requireMainAccount(ctx);
    const id = parseInput(idSchema, rawId);
    const [row] = await (ctx as AuthedContext).em.execute<ExportRow[]>(
      `select ${COLUMNS} from practice_export where id = ? and practice_id = ?`,
      [id, ctx.auth.practiceId],
    );
    if (!row) throw notFound();
    return row;
  }
}
