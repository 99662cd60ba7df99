import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  defaultPhoneIntrinsics,
  IDENTITY4,
  invertRigid,
  multiply4,
  rotationAngleDeg,
  transformPoint,
  type Vec3,
} from '@odontia/shared';
import { defaultCaptureScene, pointerTouches, writeSyntheticVideo } from '@odontia/phantom';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../core/app-error.js';
import { findTouches, fitHeadBoard, registerFromVideo } from './registration.js';

/** IP and the mesiobuccal cusps of 16 and 26 on the upper scan (patient frame, mm). */
export const TOUCH_POINTS: Vec3[] = [
  [0, 1.5, 2.5],
  [-24, 0.8, -27],
  [24, 0.8, -27],
];

describe('registration with the pointer board', () => {
  const dir = mkdtempSync(join(tmpdir(), 'odontia-registration-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds the rests of the tip and ignores the moves between them', () => {
    const path = pointerTouches(TOUCH_POINTS, { holdMs: 900, moveMs: 700 });
    const frames = Array.from({ length: Math.round((path.durationMs * 30) / 1000) }, (_, i) => {
      const timeMs = (i * 1000) / 30;
      const tip = transformPoint(path.pose(timeMs), [0, -80, 0]);
      return i === 33 ? null : { timeMs, tip };
    });
    const touches = findTouches(frames);
    expect(touches).toHaveLength(3);
    touches.forEach((t, i) => {
      const truth = TOUCH_POINTS[i]!;
      expect(Math.hypot(t.point[0] - truth[0], t.point[1] - truth[1], t.point[2] - truth[2])).toBeLessThan(1e-6);
    });
  });

  it('refuses a fit whose touch count does not match the marked points', () => {
    const error = (() => {
      try {
        fitHeadBoard(TOUCH_POINTS.slice(0, 2), TOUCH_POINTS);
      } catch (e) {
        return e as AppError;
      }
    })();
    expect(error?.key).toBe('CaptureRegistrationTouches');
  });

  it('registers both boards from a filmed registration: residual under 0.3 mm, boards where they are', async () => {
    const intrinsics = defaultPhoneIntrinsics(960, 540);
    const scene = defaultCaptureScene(intrinsics);
    const path = pointerTouches(TOUCH_POINTS, { holdMs: 900, moveMs: 600 });
    const video = join(dir, 'registration.mp4');
    await writeSyntheticVideo({
      scene,
      mandible: () => IDENTITY4,
      pointer: path.pose,
      durationMs: path.durationMs,
      fps: 30,
      outPath: video,
    });
    const { registration, touches } = await registerFromVideo(video, TOUCH_POINTS, { intrinsics });
    expect(touches).toHaveLength(3);
    console.info('registration residual mm', registration.residualMm);
    expect(registration.residualMm).toBeLessThan(0.3);
    for (const [measured, truth] of [
      [registration.headBoardInScan, scene.headBoardInScan],
      [registration.mandibleBoardInScan, scene.mandibleBoardInScan],
    ] as const) {
      const error = multiply4(invertRigid(truth), measured);
      // three touches about 50 mm apart: 0.2 mm at a touch tilts the fit by a few tenths of a degree
      // where the registration matters: the teeth (IP) in the scan frame
      const ip = transformPoint(multiply4(measured, invertRigid(truth)), TOUCH_POINTS[0]!);
      const ipErrorMm = Math.hypot(
        ip[0] - TOUCH_POINTS[0]![0],
        ip[1] - TOUCH_POINTS[0]![1],
        ip[2] - TOUCH_POINTS[0]![2],
      );
      console.info('registration error: rotation deg', rotationAngleDeg(error), 'IP mm', ipErrorMm);
      expect(rotationAngleDeg(error)).toBeLessThan(1);
      expect(ipErrorMm).toBeLessThan(0.5);
    }
  }, 900_000);
});
