import { describe, expect, it } from 'vitest';
import { distortNormalized, distortPixels, undistortNormalized, undistortPixels } from './lens.js';
import type { CameraIntrinsics } from './camera.js';

const phone: CameraIntrinsics = {
  width: 1920,
  height: 1080,
  fx: 1480,
  fy: 1478,
  cx: 962,
  cy: 537,
  distortion: [-0.12, 0.05, 0.0008, -0.0005, 0.01],
};

describe('lens model', () => {
  it('distorts as OpenCV does: a point at r = 0.5 moves in by k1 r^3 + k2 r^5 + k3 r^7 (radial only)', () => {
    const [x, y] = distortNormalized([-0.1, 0.02, 0, 0, 0.004], 0.3, 0.4);
    const r = 0.5;
    const radial = 1 - 0.1 * r ** 2 + 0.02 * r ** 4 + 0.004 * r ** 6;
    expect(x).toBeCloseTo(0.3 * radial, 12);
    expect(y).toBeCloseTo(0.4 * radial, 12);
  });

  it('undistorts what it distorts, to the frame corners', () => {
    for (const [x, y] of [
      [0, 0],
      [0.6, -0.35],
      [-0.65, 0.36],
    ] as const) {
      const [xd, yd] = distortNormalized(phone.distortion, x, y);
      const [xu, yu] = undistortNormalized(phone.distortion, xd, yd);
      expect(Math.hypot(xu - x, yu - y)).toBeLessThan(1e-12);
    }
    const pixels = Float64Array.from([0, 0, 1919, 1079, 960, 540, 100, 900]);
    const back = distortPixels(phone, undistortPixels(phone, pixels));
    back.forEach((v, i) => expect(v).toBeCloseTo(pixels[i]!, 8));
    // the corner of the frame moves out by tens of pixels in the pinhole image of this lens
    expect(undistortPixels(phone, pixels)[0]).toBeLessThan(-20);
  });
});
