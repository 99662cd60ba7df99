import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ErrorCatalogue, formatCatalogueMessage, type ErrorKey } from '@odontia/shared';
import { AppError } from '../../core/app-error.js';
import type { StorageService } from '../storage/storage.service.js';
import { calibrateFromVideo, CalibrationError, MIN_VIEWS } from './calibration.js';

/** The pg-boss queue of camera calibrations (beside the tools' queues, on the same task queue). */
export const CALIBRATION_QUEUE = 'camera-calibration';

export interface CalibrationJob {
  calibrationId: number;
}

export interface CalibrationFailure {
  key: ErrorKey;
  values: Record<string, string | number>;
}

/**
 * The catalogue error a calibration ends with: the engine's refusals (what to film instead) and a video the
 * decoder cannot read. Null for anything else, which the queue retries (storage or database hiccups).
 */
export function calibrationFailure(error: unknown): CalibrationFailure | null {
  if (error instanceof CalibrationError)
    return error.reason === 'too-few-views'
      ? {
          key: 'CalibrationTooFewViews',
          values: { views: error.details.views, frames: error.details.framesSearched, needed: MIN_VIEWS },
        }
      : { key: 'CalibrationDegenerateViews', values: { views: error.details.views } };
  if (error instanceof AppError && error.key.startsWith('Capture')) return { key: error.key, values: error.values };
  return null;
}

async function endFailed(em: EntityManager, id: number, { key, values }: CalibrationFailure): Promise<void> {
  await em.execute(
    `update camera_calibration set status = 'failed', error_key = ?, error_values = ?, error = ?, finished_at = now()
      where id = ? and status in ('queued', 'running')`,
    [key, JSON.stringify(values), formatCatalogueMessage(ErrorCatalogue[key].message, values), id],
  );
}

/** A calibration whose last attempt's worker died: failed as `ServiceAbnormal`, unless it ended meanwhile. */
export const abandonCameraCalibration = (em: EntityManager, calibrationId: number): Promise<void> =>
  endFailed(em, calibrationId, { key: 'ServiceAbnormal', values: {} });

/**
 * Runs one calibration: claims the row (queued, or running after a crashed attempt), downloads the video, solves
 * the camera (`calibrateFromVideo`) and stores the intrinsics with their figures. A video that cannot calibrate
 * ends the row failed with its catalogue error; any other error is rethrown for the queue to retry, and on the
 * last try ends the row failed as `ServiceAbnormal` (the cause goes to the log, not to the client). A row deleted
 * meanwhile is left alone.
 */
export async function runCameraCalibration(
  em: EntityManager,
  storage: StorageService,
  calibrationId: number,
  lastTry: boolean,
): Promise<void> {
  const [claimed] = await em.execute<{ id: number; video_key: string }[]>(
    `update camera_calibration set status = 'running', attempts = attempts + 1, started_at = now()
      where id = ? and status in ('queued', 'running') returning id, video_key`,
    [calibrationId],
  );
  if (!claimed) return;
  const dir = await mkdtemp(join(tmpdir(), 'odontia-calibration-'));
  try {
    const file = join(dir, `video.${claimed.video_key.split('.').pop()}`);
    await pipeline(await storage.openStream(claimed.video_key), createWriteStream(file));
    const result = await calibrateFromVideo(file);
    const k = result.intrinsics;
    await em.execute(
      `update camera_calibration set status = 'done', width = ?, height = ?, fx = ?, fy = ?, cx = ?, cy = ?,
              distortion = ?, rms_px = ?, views = ?, frames_searched = ?, frames_with_board = ?, uncertainty_px = ?,
              error_key = null, error_values = null, error = null, finished_at = now()
        where id = ? and status = 'running'`,
      [
        k.width,
        k.height,
        k.fx,
        k.fy,
        k.cx,
        k.cy,
        JSON.stringify(k.distortion),
        result.rmsPx,
        result.views.length,
        result.framesSearched,
        result.framesWithBoard,
        JSON.stringify(result.uncertaintyPx),
        claimed.id,
      ],
    );
  } catch (error) {
    const failure = calibrationFailure(error);
    if (failure || lastTry) await endFailed(em, claimed.id, failure ?? { key: 'ServiceAbnormal', values: {} });
    if (!failure) throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
