import { CALIBRATION_BOARD, transformPoint } from '@odontia/shared';
import { describe, expect, it } from 'vitest';
import { CALIBRATION_SHOTS, calibrationPose } from './calibration-video.js';
import { projectPoint } from './render.js';

describe('calibration shots', () => {
  const k = { width: 1280, height: 720, fx: 1000, fy: 1000, cx: 654.5, cy: 346.5, distortion: [-0.08, 0, 0, 0, 0] };
  const poses = CALIBRATION_SHOTS.map((s) => calibrationPose(k, s));

  it('keep the chessboard corners in the frame and tilt the board 20-45° in several directions', () => {
    const normals: number[][] = [];
    poses.forEach((pose) => {
      const inside = CALIBRATION_BOARD.corners.filter((c) => {
        const [u, v] = projectPoint(k, transformPoint(pose, c));
        return u > 10 && v > 10 && u < k.width - 10 && v < k.height - 10;
      });
      expect(inside.length).toBeGreaterThanOrEqual(0.75 * CALIBRATION_BOARD.corners.length);
      normals.push([pose[8]!, pose[9]!, pose[10]!]);
    });
    const tilts = normals.map((n) => (Math.acos(-n[2]!) * 180) / Math.PI);
    expect(tilts[0]).toBeLessThan(15);
    for (const t of tilts.slice(1)) {
      expect(t).toBeGreaterThanOrEqual(19.9);
      expect(t).toBeLessThanOrEqual(45.1);
    }
    // the board's normal leans left, right, up and down
    expect(Math.min(...normals.map((n) => n[0]!))).toBeLessThan(-0.4);
    expect(Math.max(...normals.map((n) => n[0]!))).toBeGreaterThan(0.4);
    expect(Math.min(...normals.map((n) => n[1]!))).toBeLessThan(-0.4);
    expect(Math.max(...normals.map((n) => n[1]!))).toBeGreaterThan(0.4);
  });
});
