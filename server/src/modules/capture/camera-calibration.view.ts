import type { CameraIntrinsics } from '@odontia/shared';
import type { CalibrationStatus, CameraCalibration } from './camera-calibration.entity.js';

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
