import { FACEBOW_PRODUCT_TYPES, UPLOAD_KINDS } from '@odontia/shared';
import { AppError, notFound } from '../../core/app-error.js';
import { requireAuth, type RequestContext } from '../../core/context.js';
import { parseInput } from '../../core/validation.js';
import type { StorageService } from '../storage/storage.service.js';
import type { TaskService, TaskView } from '../task/task.service.js';
import type { CameraCalibrationService } from './camera-calibration.service.js';
import { captureSessionSchema, submitSessionSchema, type CaptureSession } from './capture-session.js';
import { idSchema } from '../../core/validation.js';

/**
 * Recording sessions of the digital facebow: checks what the user submits (videos uploaded under the
 * practice's prefix, within the upload table's video limit, one registration recording, the marked scan
 * points) and queues the case group's task; the tracking tool (`capture.tool.ts`) does the rest.
 */
export class CaptureService {
  constructor(
    private readonly storage: StorageService,
    private readonly tasks: () => TaskService,
    private readonly calibrations: () => CameraCalibrationService,
  ) {}

  /**
   * Queues a new session, or replaces the session of a failed run (e.g. with a re-filmed video). A session naming
   * a camera calibration (the practice's, done) carries its intrinsics to the tracker.
   */
  async submitSession(ctx: RequestContext, raw: unknown): Promise<TaskView> {
    requireAuth(ctx);
    const { caseGroupId, session } = parseInput(submitSessionSchema, raw);
    const [group] = await ctx.em.execute<{ type: number | null }[]>(
      'select p.type from case_group g left join product p on p.id = g.product_id where g.id = ? and g.practice_id = ?',
      [caseGroupId, ctx.auth.practiceId],
    );
    if (!group) throw notFound();
    if (!FACEBOW_PRODUCT_TYPES.includes(group.type ?? 0))
      throw new AppError('ParameterError', {}, [{ path: 'caseGroupId', message: 'not a facebow case' }]);
    const prefix = await this.storage.prefixOf(ctx);
    for (const video of session.videos) {
      if (!video.key.startsWith(prefix)) throw new AppError('PermissionDenied');
      const found = await this.storage.head(video.key);
      if (!found) throw notFound();
      if (found.size > UPLOAD_KINDS.video.maxBytes) throw new AppError('FileSizeExceedsLimit');
    }
    const intrinsics =
      session.calibrationId === undefined
        ? undefined
        : await this.calibrations().intrinsicsFor(ctx.em, ctx.auth.practiceId, session.calibrationId);
    return this.tasks().submit(ctx, { caseGroupId, input: { ...session, intrinsics } });
  }

  /** The session last submitted for the case group (to show it again after a reload), or null. */
  async lastSession(ctx: RequestContext, rawCaseGroupId: unknown): Promise<CaptureSession | null> {
    requireAuth(ctx);
    const caseGroupId = parseInput(idSchema, rawCaseGroupId);
    const task = await this.tasks().taskOf(ctx.em, ctx.auth.practiceId, caseGroupId);
    const parsed = captureSessionSchema.safeParse(task.input);
    return parsed.success ? parsed.data : null;
  }
}
