import { Matrix4, Quaternion } from 'three';
import { describe, expect, it } from 'vitest';
import { frameAt, poseAt, trackDuration, type PoseTrack } from './pose.js';

/** A hinge opening about the x axis through (0, 0, -90) by `deg` with a slide along the axis (a screw). */
const hinge = (deg: number, slide: number) =>
  new Matrix4()
    .makeTranslation(slide, 0, 0)
    .multiply(new Matrix4().makeTranslation(0, 0, -90))
    .multiply(new Matrix4().makeRotationX((-deg * Math.PI) / 180))
    .multiply(new Matrix4().makeTranslation(0, 0, 90));

function track(frames: { t: number; m: Matrix4 | null }[]): PoseTrack {
  const times = new Float32Array(frames.length);
  const matrices = new Float32Array(frames.length * 16);
  const quality = new Float32Array(frames.length);
  frames.forEach((f, i) => {
    times[i] = f.t;
    if (f.m) {
      matrices.set(f.m.elements, i * 16);
      quality[i] = 1;
    } else matrices.fill(Number.NaN, i * 16, i * 16 + 16);
  });
  return { times, matrices, quality };
}

const close = (a: ArrayLike<number>, b: ArrayLike<number>, eps = 1e-4) => {
  for (let k = 0; k < 16; k++) expect(a[k]!).toBeCloseTo(b[k]!, -Math.log10(eps));
};

describe('poseAt', () => {
  const t = track([
    { t: 1000, m: hinge(0, 0) },
    { t: 1100, m: hinge(10, 1) },
    { t: 1200, m: hinge(20, 2) },
  ]);

  it('returns the recorded pose at a frame time (times counted from the first frame)', () => {
    const out = new Float32Array(16);
    expect(poseAt(t, 100, out)).toBe(true);
    close(out, hinge(10, 1).elements);
  });

  it('interpolates along the screw between frames: a quarter of the way is a quarter of the hinge', () => {
    const out = new Float32Array(16);
    poseAt(t, 25, out);
    const q = new Quaternion().setFromRotationMatrix(new Matrix4().fromArray(Array.from(out)));
    expect((2 * Math.acos(q.w) * 180) / Math.PI).toBeCloseTo(2.5, 4);
    close(out, hinge(2.5, 0.25).elements);
  });

  it('clamps before the first and after the last frame', () => {
    const out = new Float32Array(16);
    poseAt(t, -50, out);
    close(out, hinge(0, 0).elements);
    poseAt(t, 5000, out);
    close(out, hinge(20, 2).elements);
    expect(trackDuration(t)).toBe(200);
  });

  it('bridges a missing frame with its measured neighbours', () => {
    const gap = track([
      { t: 0, m: hinge(0, 0) },
      { t: 100, m: null },
      { t: 200, m: hinge(20, 2) },
    ]);
    const out = new Float32Array(16);
    poseAt(gap, 100, out);
    const q = new Quaternion().setFromRotationMatrix(new Matrix4().fromArray(Array.from(out)));
    expect((2 * Math.acos(q.w) * 180) / Math.PI).toBeCloseTo(10, 4);
    close(out, hinge(10, 1).elements);
  });

  it('reports a track without a measured frame', () => {
    expect(poseAt(track([{ t: 0, m: null }]), 0, new Float32Array(16))).toBe(false);
  });
});

describe('frameAt', () => {
  it('finds the last frame at or before a time', () => {
    const t = track([0, 33, 66, 100].map((time) => ({ t: time + 500, m: hinge(0, 0) })));
    expect(frameAt(t, 0)).toBe(0);
    expect(frameAt(t, 32)).toBe(0);
    expect(frameAt(t, 33)).toBe(1);
    expect(frameAt(t, 99)).toBe(2);
    expect(frameAt(t, 1000)).toBe(3);
  });
});
