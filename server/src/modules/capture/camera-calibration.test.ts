import { CALIBRATION_BOARD, ErrorCatalogue, formatCatalogueMessage } from '@odontia/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/app-error.js';
import { calibrateFromViews, type CharucoView } from './calibration.js';
import type { CameraCalibration } from './camera-calibration.entity.js';
import { calibrationFailure } from './camera-calibration.tool.js';
import { calibrationViews, deviceOf } from './camera-calibration.view.js';

const message = (failure: ReturnType<typeof calibrationFailure>) =>
  formatCatalogueMessage(ErrorCatalogue[failure!.key].message, failure!.values);

/**
 * The board facing a 640x360 camera (f 500 px) at `depth` mm, its centre `dx`, `dy` mm off the optical axis, the
 * corners found with a deterministic ±0.1 px error.
 */
function facingView(frame: number, dx: number, dy: number, depth: number): CharucoView {
  const noise = (i: number) => 0.1 * Math.sin(12.9898 * (i + 1) + 78.233 * (frame + 1));
  const corners = CALIBRATION_BOARD.corners.flatMap(([x, y], i) => [
    319.5 + (500 * (x + dx)) / depth + noise(2 * i),
    179.5 - (500 * (y + dy)) / depth + noise(2 * i + 1),
  ]);
  return { frame, ids: Int32Array.from(CALIBRATION_BOARD.corners, (_, i) => i), corners: Float64Array.from(corners) };
}

describe('camera calibration failures as catalogue errors', () => {
  it('too few views: the catalogue message is the engine’s, with its figures', async () => {
    const error = await calibrateFromViews([], 640, 360, 18).catch((e: unknown) => e);
    const failure = calibrationFailure(error);
    expect(failure).toEqual({ key: 'CalibrationTooFewViews', values: { views: 0, frames: 18, needed: 6 } });
    expect(`${message(failure)}.`).toBe((error as Error).message);
  });

  it('views that all face the camera: the catalogue message is the engine’s', async () => {
    const views = [
      [0, 0, 400],
      [-60, 30, 450],
      [60, -30, 500],
      [-60, -30, 420],
      [60, 30, 480],
      [0, 40, 380],
      [0, -40, 520],
      [40, 0, 440],
    ].map(([dx, dy, depth], i) => facingView(i, dx!, dy!, depth!));
    const error = await calibrateFromViews(views, 640, 360, 8).catch((e: unknown) => e);
    const failure = calibrationFailure(error);
    expect(failure?.key).toBe('CalibrationDegenerateViews');
    expect(`${message(failure)}.`).toBe((error as Error).message);
  });

  it('an unreadable video keeps its capture error; anything else is for the queue to retry', () => {
    expect(calibrationFailure(new AppError('CaptureVideoUnreadable'))).toEqual({
      key: 'CaptureVideoUnreadable',
      values: {},
    });
    expect(calibrationFailure(new AppError('ObsServiceFailed'))).toBeNull();
    expect(calibrationFailure(new Error('connection reset'))).toBeNull();
  });
});

describe('camera calibration views', () => {
  let id = 0;
  const row = (deviceName: string, status: CameraCalibration['status'], minute: number): CameraCalibration =>
    ({
      id: ++id,
      practiceId: 1,
      deviceName,
      videoKey: `p/camera-calibration/${id}.mp4`,
      status,
      attempts: 1,
      width: status === 'done' ? 1280 : null,
      height: status === 'done' ? 720 : null,
      fx: status === 'done' ? 1000 + id : null,
      fy: status === 'done' ? 1000 + id : null,
      cx: status === 'done' ? 640 : null,
      cy: status === 'done' ? 360 : null,
      distortion: status === 'done' ? [-0.1, 0.02, 0, 0, 0] : null,
      rmsPx: null,
      views: null,
      framesSearched: null,
      framesWithBoard: null,
      uncertaintyPx: null,
      errorKey: status === 'failed' ? 'CalibrationTooFewViews' : null,
      errorValues: null,
      error: null,
      createdBy: 1,
      createdAt: new Date(Date.UTC(2026, 10, 28, 9, minute)),
      startedAt: null,
      finishedAt: null,
    }) as CameraCalibration;

  it('lists newest first and marks each device’s newest done calibration current, whatever its spelling', () => {
    const rows = [
      row('iPhone 15', 'done', 1),
      row('Pixel 8', 'done', 2),
      row('iphone  15 ', 'done', 3),
      row('Pixel 8', 'failed', 4),
      row('iPhone 15', 'running', 5),
    ];
    const views = calibrationViews(rows);
    expect(views.map((v) => [v.deviceName, v.status, v.current])).toEqual([
      ['iPhone 15', 'running', false],
      ['Pixel 8', 'failed', false],
      ['iphone  15 ', 'done', true],
      ['Pixel 8', 'done', true],
      ['iPhone 15', 'done', false],
    ]);
    expect(views[2]!.intrinsics).toEqual({
      width: 1280,
      height: 720,
      fx: 1003,
      fy: 1003,
      cx: 640,
      cy: 360,
      distortion: [-0.1, 0.02, 0, 0, 0],
    });
    expect(views[0]!.intrinsics).toBeNull();
    expect(deviceOf('  Galaxy   S24 ')).toBe(deviceOf('galaxy s24'));
  });
});
