import type { CameraIntrinsics } from '@odontia/shared';
import { z } from 'zod';
import { nullableText, nullableTimestamp, recordId, timestamp } from '../../core/answers.js';
import { CALIBRATION_STATUSES, type CalibrationStatus, type CameraCalibration } from './camera-calibration.entity.js';

/** A camera calibration as both the API and the recording session read it. */
export interface CameraCalibrationView {
  id: number;
  deviceName: string;
  videoKey: string;
  status: CalibrationStatus;
  /** The newest done calibration of its device: the one the clinician means by "this phone". */
  current: boolean;
  intrinsics: CameraIntrinsics | null;
  rmsPx: number | null;
  views: number | null;
  framesSearched: number | null;
  framesWithBoard: number | null;
  uncertaintyPx: { fx: number; fy: number; cx: number; cy: number } | null;
  errorKey: string | null;
  errorValues: Record<string, string | number> | null;
  error: string | null;
  createdBy: number;
  createdAt: Date;
  finishedAt: Date | null;
}

/** One device, however the clinician spaced or capitalised its name. */
export const deviceOf = (name: string): string => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');

/** The intrinsics of a done row (null before). */
export function intrinsicsOf(row: CameraCalibration): CameraIntrinsics | null {
  const { width, height, fx, fy, cx, cy } = row;
  if (row.status !== 'done' || width === null || height === null || fx === null || fy === null) return null;
  return {
    width,
    height,
    fx,
    fy,
    cx: cx ?? (width - 1) / 2,
    cy: cy ?? (height - 1) / 2,
    distortion: row.distortion ?? [],
  };
}

/** The views of a practice's calibrations, newest first, each device's newest done one marked current. */
export function calibrationViews(rows: readonly CameraCalibration[]): CameraCalibrationView[] {
  const newest = [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  const seen = new Set<string>();
  return newest.map((row) => {
    const device = deviceOf(row.deviceName);
    const current = row.status === 'done' && !seen.has(device);
    if (current) seen.add(device);
    return {
      id: row.id,
      deviceName: row.deviceName,
      videoKey: row.videoKey,
      status: row.status,
      current,
      intrinsics: intrinsicsOf(row),
      rmsPx: row.rmsPx,
      views: row.views,
      framesSearched: row.framesSearched,
      framesWithBoard: row.framesWithBoard,
      uncertaintyPx: row.uncertaintyPx,
      errorKey: row.errorKey,
      errorValues: row.errorValues,
      error: row.error,
      createdBy: row.createdBy,
      createdAt: row.createdAt,
      finishedAt: row.finishedAt,
    };
  });
}

const restIntrinsics = z.object({
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  fx: z.number(),
  fy: z.number(),
  cx: z.number(),
  cy: z.number(),
  distortion: z.array(z.number()),
});

/** A calibration in the legacy REST answers (`/api/capture/calibration...`). */
export const restCalibrationAnswer = z.object({
  id: recordId,
  device_name: z.string(),
  video_key: z.string(),
  status: z.enum(CALIBRATION_STATUSES),
  current: z.boolean(),
  intrinsics: restIntrinsics.nullable(),
  rms_px: z.number().nullable(),
  views: z.number().int().nullable(),
  frames_searched: z.number().int().nullable(),
  frames_with_board: z.number().int().nullable(),
  uncertainty_px: z.object({ fx: z.number(), fy: z.number(), cx: z.number(), cy: z.number() }).nullable(),
  error_key: nullableText,
  error: nullableText,
  created_by: recordId,
  created_at: timestamp,
  finished_at: nullableTimestamp,
});

export const toRestCalibration = (view: CameraCalibrationView) => ({
  id: view.id,
  device_name: view.deviceName,
  video_key: view.videoKey,
  status: view.status,
  current: view.current,
  intrinsics: view.intrinsics && { ...view.intrinsics, distortion: [...view.intrinsics.distortion] },
  rms_px: view.rmsPx,
  views: view.views,
  frames_searched: view.framesSearched,
  frames_with_board: view.framesWithBoard,
  uncertainty_px: view.uncertaintyPx,
  error_key: view.errorKey,
  error: view.error,
  created_by: view.createdBy,
  created_at: view.createdAt.toISOString(),
  finished_at: view.finishedAt?.toISOString() ?? null,
});
