import { describe, expect, it } from 'vitest';
import { alignPoints } from './align-models.js';
import { applyRigid, kabsch, rotationAngleDeg, type Rigid } from './kabsch.js';
import { KdTree } from './kdtree.js';
import { axisRotation, det3, svd3, type Mat3 } from '@odontia/shared';

/** Deterministic PRNG and normal noise so failures reproduce. */
function rng(seed: number) {
  let s = seed >>> 0;
  const next = () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  const normal = () => Math.sqrt(-2 * Math.log(next() + 1e-12)) * Math.cos(2 * Math.PI * next());
  return { next, normal };
}

const rotation = (axis: [number, number, number], deg: number): Mat3 => axisRotation(axis, (deg * Math.PI) / 180);

/** A 100k-vertex dental-arch-like surface: a curved band with cusps, no symmetry to slide along. */
function archSurface(nu = 400, nv = 250): Float32Array {
  const out = new Float32Array(nu * nv * 3);
  let o = 0;
  for (let i = 0; i < nu; i++) {
    const u = (i / (nu - 1)) * Math.PI * 0.9 + 0.1;
    for (let j = 0; j < nv; j++) {
      const v = j / (nv - 1);
      const r = 22 + 8 * v;
      const cusp = 1.5 * Math.sin(u * 14) * Math.sin(v * Math.PI * 3) + 0.6 * Math.cos(u * 5 + v * 7);
      out[o++] = r * Math.cos(u) * (1 + 0.15 * u);
      out[o++] = 28 * Math.sin(u) - 0.2 * r;
      out[o++] = 6 * v * v + cusp + 0.08 * u * u;
    }
  }
  return out;
}

function rotationErrorDeg(a: Mat3, b: Mat3): number {
  // angle of a * b^T
  const m = new Array<number>(9).fill(0);
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 3; c++) for (let k = 0; k < 3; k++) m[r * 3 + c]! += a[r * 3 + k]! * b[c * 3 + k]!;
  return rotationAngleDeg(m as Mat3);
}

describe('svd3', () => {
  it('reconstructs random matrices with orthonormal factors', () => {
    const { next } = rng(7);
    for (let n = 0; n < 200; n++) {
      const A = Array.from({ length: 9 }, () => next() * 20 - 10) as Mat3;
      const { U, S, V } = svd3(A);
      expect(S[0]).toBeGreaterThanOrEqual(S[1]);
      expect(S[1]).toBeGreaterThanOrEqual(S[2]);
      for (let r = 0; r < 3; r++)
        for (let c = 0; c < 3; c++) {
          let v = 0;
          for (let k = 0; k < 3; k++) v += U[r * 3 + k]! * S[k]! * V[c * 3 + k]!;
          expect(v).toBeCloseTo(A[r * 3 + c]!, 9);
        }
      expect(Math.abs(det3(U))).toBeCloseTo(1, 9);
      expect(Math.abs(det3(V))).toBeCloseTo(1, 9);
    }
  });

  it('handles rank-deficient input', () => {
    const { U, S } = svd3([1, 2, 3, 2, 4, 6, 3, 6, 9]);
    expect(S[1]).toBeLessThan(1e-9);
    expect(Math.abs(det3(U))).toBeCloseTo(1, 9);
  });
});

describe('kabsch', () => {
  it('recovers an exact rigid transform and never returns a reflection', () => {
    const truth: Rigid = { R: rotation([1, 2, 3], 37), t: [4, -5, 6] };
    const src = [0, 0, 0, 10, 0, 0, 0, 10, 0, 0, 0, 10, 3, 4, 5];
    const dst = Array.from(applyRigid(truth, src));
    const T = kabsch(src, dst);
    expect(rotationErrorDeg(T.R, truth.R)).toBeLessThan(1e-6);
    T.t.forEach((v, k) => expect(v).toBeCloseTo(truth.t[k]!, 9));
    expect(
      det3(
        kabsch(
          src,
          src.map((v, i) => (i % 3 === 0 ? -v : v)),
        ).R,
      ),
    ).toBeCloseTo(1, 9);
  });
});

describe('KdTree', () => {
  it('finds the same nearest point as brute force', () => {
    const { next } = rng(3);
    const pts = Float32Array.from({ length: 3000 * 3 }, () => next() * 100);
    const tree = new KdTree(pts);
    for (let q = 0; q < 200; q++) {
      const x = next() * 100,
        y = next() * 100,
        z = next() * 100;
      let best = Infinity;
      for (let i = 0; i < pts.length; i += 3)
        best = Math.min(best, (pts[i]! - x) ** 2 + (pts[i + 1]! - y) ** 2 + (pts[i + 2]! - z) ** 2);
      expect(tree.nearest(x, y, z).distSq).toBeCloseTo(best, 6);
    }
  });
});

describe('alignment of two models', () => {
  it('recovers a known transform of a 100k-vertex mesh with noise (< 0.1 deg, < 0.05 mm)', () => {
    const source = archSurface();
    expect(source.length / 3).toBe(100_000);
    const { normal } = rng(11);
    const truth: Rigid = { R: rotation([0.3, -1, 0.5], 23), t: [5.5, -3.2, 8.1] };
    const target = applyRigid(truth, source, new Float32Array(source.length));
    for (let i = 0; i < target.length; i++) target[i]! += normal() * 0.02;
    // Four marks a clinician would click, off by up to ~0.5 mm.
    const markIdx = [1_000, 30_125, 60_200, 99_000];
    const sourceMarks = markIdx.map(
      (i) => [source[i * 3]!, source[i * 3 + 1]!, source[i * 3 + 2]!] as [number, number, number],
    );
    const targetMarks = markIdx.map(
      (i) => [0, 1, 2].map((k) => target[i * 3 + k]! + normal() * 0.3) as [number, number, number],
    );

    const pointsOnly = alignPoints(source, target, sourceMarks, targetMarks, { icp: false });
    const refined = alignPoints(source, target, sourceMarks, targetMarks);

    const rotErr = rotationErrorDeg(refined.transform.R, truth.R);
    const transErr = Math.hypot(...refined.transform.t.map((v, k) => v - truth.t[k]!));
    expect(rotErr).toBeLessThan(0.1);
    expect(transErr).toBeLessThan(0.05);
    // ICP must improve on the marks alone, and the residual sits at the noise level.
    expect(rotErr).toBeLessThan(rotationErrorDeg(pointsOnly.transform.R, truth.R));
    expect(refined.rms).toBeLessThan(0.1);
    expect(refined.markRms).toBeGreaterThan(0.05);
  });

  it('refuses other than 4 marks per model', () => {
    expect(() => alignPoints([], [], [[0, 0, 0]], [[0, 0, 0]])).toThrow('4 marking points');
  });
});
