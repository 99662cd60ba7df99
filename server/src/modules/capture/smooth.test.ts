import { axisAngle4, rotationAngleDeg, multiply4, invertRigid, type TrajectoryFrame } from '@odontia/shared';
import { describe, expect, it } from 'vitest';
import { smoothPoses } from './smooth.js';

describe('zero-phase pose smoothing', () => {
  const truth = (i: number) => axisAngle4([1, 0.2, 0], i * 0.5, [0, 50, -90], [0.1 * i, 0, 0]);

  it('leaves a uniform motion in place (no lag) and keeps missing frames missing', () => {
    const frames: TrajectoryFrame[] = Array.from({ length: 40 }, (_, i) => ({
      timeMs: i * 33,
      matrix: i === 20 ? null : truth(i),
      quality: i === 20 ? 0 : 1,
    }));
    const out = smoothPoses(frames, 2);
    expect(out[20]!.matrix).toBeNull();
    for (const i of [5, 10, 30]) {
      const m = out[i]!.matrix!;
      expect(rotationAngleDeg(multiply4(invertRigid(truth(i)), m))).toBeLessThan(0.01);
      // the translation of a rotation about a distant pivot is an arc: averaging it costs a small curvature bias
      expect(Math.hypot(m[12]! - truth(i)[12]!, m[13]! - truth(i)[13]!, m[14]! - truth(i)[14]!)).toBeLessThan(0.05);
    }
  });

  it('keeps the turning points of an opening and closing (a moving average flattens them)', () => {
    // 10 degrees either way about a pivot 100 mm away, 2 s per cycle at 30 frames/s; sigma 4 frames
    const swing = (i: number) => axisAngle4([1, 0, 0], 10 * Math.sin((2 * Math.PI * i) / 60), [0, 0, -100]);
    const frames: TrajectoryFrame[] = Array.from({ length: 120 }, (_, i) => ({
      timeMs: i * 33,
      matrix: swing(i),
      quality: 1,
    }));
    const out = smoothPoses(frames, 4);
    for (const i of [0, 15, 45, 60, 100, 119]) {
      const m = out[i]!.matrix!;
      // a Gaussian mean of sigma 4 frames misses by 0.8 degrees at the peaks, 2.8 at the ends of the stretch
      expect(rotationAngleDeg(multiply4(invertRigid(swing(i)), m))).toBeLessThan(0.1);
      expect(Math.hypot(m[12]! - swing(i)[12]!, m[13]! - swing(i)[13]!, m[14]! - swing(i)[14]!)).toBeLessThan(0.15);
    }
  });

  it('reduces frame-to-frame noise', () => {
    let seed = 7;
    const noise = () => ((seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5) * 2;
    const noisy: TrajectoryFrame[] = Array.from({ length: 60 }, (_, i) => ({
      timeMs: i * 33,
      matrix: multiply4(truth(i), axisAngle4([noise(), noise(), noise()], 0.5, [0, 0, 0], [noise(), noise(), noise()])),
      quality: 1,
    }));
    const error = (fs: TrajectoryFrame[]) =>
      fs.slice(10, 50).reduce((s, f, k) => s + rotationAngleDeg(multiply4(invertRigid(truth(k + 10)), f.matrix!)), 0);
    expect(error(smoothPoses(noisy, 2))).toBeLessThan(0.5 * error(noisy));
  });
});
