import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Trajectory } from '@odontia/shared';
import { AppError } from '../../core/app-error.js';
import type { StorageService } from '../storage/storage.service.js';
import { ToolFailure, type ToolRun, type ToolWorker } from '../task/tool-worker.js';
import type { JawRecordingService } from '../trajectory/jaw-recording.service.js';
import { captureSessionSchema, type CaptureSession } from './capture-session.js';
import { registerFromVideo } from './registration.js';
import { trackVideo, trajectoryFromTrack, type BoardRegistration } from './tracker.js';

export interface CaptureToolDeps {
  orm: MikroORM;
  storage: StorageService;
  recordings: JawRecordingService;
  /** Shortest movement recording accepted, ms (issue 11: 10 s). */
  minMovementMs?: number;
}

/** The products the tracking tool runs for: the digital facebow and the CT facebow (one worker each). */
export const CAPTURE_PRODUCT_IDS = [1, 3] as const;

/** Progress is published every this many frames (one small update, not one per frame). */
const PROGRESS_EVERY = 15;

/** Registration first: every other recording is expressed through it. */
const ordered = (session: CaptureSession) =>
  session.videos
    .map((video, index) => ({ video, index }))
    .sort((a, b) => Number(b.video.kind === 'registration') - Number(a.video.kind === 'registration'));

/**
 * The tracking tool of the task queue: for each video of the session, downloads it, tracks the boards
 * (registration first: pointer touches onto the marked scan points), and stores one jaw recording per
 * video; a re-run replaces the recordings of the previous run. A video the user must film again (boards
 * not found, unreadable, too short, touches not matching the marked points) fails the task with the
 * catalogue message and names the video in `progress.failure`.
 */
export function captureTool(deps: CaptureToolDeps, productId: number): ToolWorker {
  const { orm, storage, recordings, minMovementMs = 10_000 } = deps;
  return {
    productId,
    expectedMinutes: 10,
    async run(run: ToolRun) {
      const parsed = captureSessionSchema.safeParse(run.input);
      if (!parsed.success) throw new ToolFailure(new AppError('ParameterError').message);
      const session = parsed.data;
      const em = orm.em.fork();
      const [owner] = await em.execute<{ id: number }[]>(
        'select id from medical_case where group_id = ? and practice_id = ? and deleted_at is null order by id limit 1',
        [run.caseGroupId, run.practiceId],
      );
      if (!owner) throw new ToolFailure(new AppError('NotFound').message);
      await recordings.deleteTrackedOf(em, run.practiceId, run.caseGroupId);
      const dir = await mkdtemp(join(tmpdir(), 'odontia-capture-'));
      const stored: Record<string, unknown>[] = [];
      let registration: BoardRegistration | undefined;
      let touches = 0;
      const videos = ordered(session);
      try {
        for (const [step, { video, index }] of videos.entries()) {
          run.signal.throwIfAborted();
          const name = video.name || video.key.split('/').pop()!;
          const state = { video: index, name, step: step + 1, videos: videos.length, framesDone: 0, framesTotal: 0 };
          const onProgress = async (done: number, total: number) => {
            if (done % PROGRESS_EVERY !== 0 && done !== total) return;
            run.signal.throwIfAborted();
            await run.progress({ ...state, framesDone: done, framesTotal: total });
          };
          try {
            const file = join(dir, `${index}.${video.key.split('.').pop()}`);
            await pipeline(await storage.openStream(video.key), createWriteStream(file));
            let trajectory: Trajectory;
            if (video.kind === 'registration') {
              const result = await registerFromVideo(file, session.scanPoints, {
                intrinsics: session.intrinsics,
                onProgress,
              });
              registration = result.registration;
              touches = result.touches.length;
              trajectory = trajectoryFromTrack(result.track, {
                registration,
                kind: 'registration',
                movementType: null,
                intrinsics: session.intrinsics,
              }).trajectory;
            } else {
              trajectory = (
                await trackVideo(file, {
                  registration: registration!,
                  kind: video.kind,
                  movementType: video.movementType ?? null,
                  intrinsics: session.intrinsics,
                  onProgress,
                })
              ).trajectory;
              const durationMs = trajectory.times[trajectory.header.frameCount - 1]! - trajectory.times[0]!;
              if (
                video.kind === 'movement' &&
                Math.round(durationMs + 1000 / (trajectory.header.fps ?? 30)) < minMovementMs
              )
                throw new AppError('CaptureVideoTooShort', { seconds: Math.round(minMovementMs / 1000) });
            }
            const recording = await recordings.store(em, run.practiceId, owner.id, { name }, trajectory);
            stored.push({ video: index, name, recordingId: recording.id, validFrames: recording.validFrames });
          } catch (error) {
            if (!(error instanceof AppError) || !error.key.startsWith('Capture')) throw error;
            await run.progress({ ...state, failure: { key: error.key, values: error.values } });
            throw new ToolFailure(`${name}: ${error.message}`);
          }
        }
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
      return {
        status: 'finished',
        result: {
          registrationResidualMm: registration!.residualMm,
          touches,
          recordings: stored,
          calibrationId: session.calibrationId ?? null,
        },
      };
    },
  };
}
