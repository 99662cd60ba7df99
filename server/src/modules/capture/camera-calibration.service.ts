import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { CAMERA_CALIBRATION_FOLDER, UPLOAD_KINDS, type CameraIntrinsics } from '@odontia/shared';
import type { PgBoss } from 'pg-boss';
import { z } from 'zod';
import { AppError, notFound } from '../../core/app-error.js';
import { requireAuth, type RequestContext } from '../../core/context.js';
import { idSchema, parseInput } from '../../core/validation.js';
import type { StorageService } from '../storage/storage.service.js';
import { ensureQueue, isLastAttempt, workQueue, type QueueSettings } from '../task/task-queue.js';
import { CAPTURE_VIDEO_FORMATS } from './capture-session.js';
import { CameraCalibration } from './camera-calibration.entity.js';
import {
  abandonCameraCalibration,
  CALIBRATION_QUEUE,
  runCameraCalibration,
  type CalibrationJob,
} from './camera-calibration.tool.js';
import { calibrationViews, intrinsicsOf, type CameraCalibrationView } from './camera-calibration.view.js';

export const calibrateCameraInput = z
  .object({
    deviceName: z.string().trim().min(1).max(100),
    videoKey: z
      .string()
      .min(1)
      .max(1024)
      .refine((key) => (CAPTURE_VIDEO_FORMATS as readonly string[]).includes(key.split('.').pop()!.toLowerCase()), {
        message: 'mp4, mov or webm',
      }),
  })
  .strict();

/** A practice keeps at most this many calibrations listed (newest first); phones are few. */
const LIST_LIMIT = 200;

/**
 * Camera calibrations of a practice's phones: a video of the printed calibration board (uploaded under the
 * practice's prefix, within the upload table's video limit) queued on the task queue's `camera-calibration`
 * queue and solved by the worker (`camera-calibration.tool.ts`). Every calibration is kept (history): a device's
 * current calibration is its newest done one, and a recording session names the calibration it was tracked with.
 */
export class CameraCalibrationService {
  private boss: PgBoss | null = null;

  constructor(private readonly storage: StorageService) {}

  /** Creates the calibration queue when missing and sends calibrations to it from now on. */
  async open(boss: PgBoss, settings: QueueSettings): Promise<void> {
    await ensureQueue(boss, CALIBRATION_QUEUE, settings, 3600);
    this.boss = boss;
  }

  detach(): void {
    this.boss = null;
  }

  /**
   * Consumes the calibration queue in this process (`npm run worker`, or the server's in-process worker); a
   * calibration whose last attempt's worker died ends failed.
   */
  async work(orm: MikroORM): Promise<void> {
    if (!this.boss) throw new Error('calibration queue not attached');
    await workQueue<CalibrationJob>(
      this.boss,
      CALIBRATION_QUEUE,
      (job) => runCameraCalibration(orm.em.fork(), this.storage, job.data.calibrationId, isLastAttempt(job)),
      ({ calibrationId }) => abandonCameraCalibration(orm.em.fork(), calibrationId),
    );
  }

  /** Queues the calibration of a device from an uploaded video of the calibration board. */
  async calibrate(ctx: RequestContext, raw: unknown): Promise<CameraCalibrationView> {
    requireAuth(ctx);
    const { deviceName, videoKey } = parseInput(calibrateCameraInput, raw);
    if (!this.boss) throw new AppError('ServiceAbnormal');
    const prefix = await this.storage.prefixOf(ctx);
    if (!videoKey.startsWith(prefix)) throw new AppError('PermissionDenied');
    const found = await this.storage.head(videoKey);
    if (!found) throw notFound();
    if (found.size > UPLOAD_KINDS.video.maxBytes) throw new AppError('FileSizeExceedsLimit');
    const row = ctx.em.create(CameraCalibration, {
      practiceId: ctx.auth.practiceId,
      deviceName: deviceName.replace(/\s+/g, ' '),
      videoKey,
      createdBy: ctx.auth.user.id,
    });
    await ctx.em.flush();
    await this.boss.send(CALIBRATION_QUEUE, { calibrationId: row.id } satisfies CalibrationJob, {
      singletonKey: String(row.id),
    });
    return calibrationViews([row])[0]!;
  }

  /** The practice's calibrations, newest first, with their status; each device's newest done one is current. */
  async list(ctx: RequestContext): Promise<CameraCalibrationView[]> {
    requireAuth(ctx);
    const rows = await ctx.em.find(
      CameraCalibration,
      { practiceId: ctx.auth.practiceId },
      { orderBy: { id: 'desc' }, limit: LIST_LIMIT, refresh: true },
    );
    return calibrationViews(rows);
  }

  /**
   * Deletes a calibration of the practice (sessions already submitted keep the intrinsics they were given) and its
   * video when that lies in the calibration folder and no other calibration names it.
   */
  async remove(ctx: RequestContext, rawId: unknown): Promise<boolean> {
    requireAuth(ctx);
    const id = parseInput(idSchema, rawId);
    const row = await ctx.em.findOne(CameraCalibration, { id, practiceId: ctx.auth.practiceId });
    if (!row) throw notFound();
    const { videoKey } = row;
    await ctx.em.remove(row).flush();
    const folder = (await this.storage.prefixOf(ctx)) + CAMERA_CALIBRATION_FOLDER;
    const others = await ctx.em.count(CameraCalibration, { practiceId: ctx.auth.practiceId, videoKey });
    if (videoKey.startsWith(folder) && others === 0) await this.storage.deleteKeys(ctx.em, [videoKey]);
    return true;
  }

  /** The intrinsics of a done calibration of the practice, for a recording session. */
  async intrinsicsFor(em: EntityManager, practiceId: number, rawId: unknown): Promise<CameraIntrinsics> {
    const id = parseInput(idSchema, rawId);
    const row = await em.findOne(CameraCalibration, { id, practiceId }, { refresh: true });
    if (!row) throw notFound();
    const intrinsics = intrinsicsOf(row);
    if (!intrinsics) throw new AppError('CalibrationNotDone');
    return intrinsics;
  }
}
