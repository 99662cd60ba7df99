import { describe, expect, it } from 'vitest';
import {
  AXES,
  Cone,
  Difference,
  Ellipsoid,
  FAR,
  REACH,
  RoundBox,
  Slab,
  Sweep,
  Union,
  bar,
  polygonDistance,
} from './sdf.js';

const at = (
  s: { beginRow(y: number, z: number): boolean; sdf(x: number, y: number, z: number): number },
  p: number[],
) => {
  s.beginRow(p[1]!, p[2]!);
  return s.sdf(p[0]!, p[1]!, p[2]!);
};

describe('signed distance shapes', () => {
  it('give exact distances for boxes, cones, slabs and bars', () => {
    const box = new RoundBox([0, 0, 0], [2, 3, 4], 0);
    expect(at(box, [5, 0, 0])).toBeCloseTo(3, 12);
    expect(at(box, [0, 0, 0])).toBeCloseTo(-2, 12);
    expect(at(box, [5, 7, 0])).toBeCloseTo(5, 12);
    const cone = new Cone([0, 0, 0], [0, 10, 0], 2, 1);
    expect(at(cone, [4, 5, 0])).toBeCloseTo(4 - 1.5, 12);
    expect(at(cone, [0, 13, 0])).toBeCloseTo(2, 12);
    const slab = new Slab(
      [
        [0, 0, 0],
        [10, 0, 0],
        [10, 0, 10],
        [0, 0, 10],
      ],
      1,
    );
    expect(at(slab, [5, 3, 5])).toBeCloseTo(2, 12);
    expect(at(slab, [13, 0, 5])).toBeCloseTo(3, 12);
    expect(at(slab, [5, 0, 5])).toBeCloseTo(-1, 12);
    const b = bar(
      [
        [0, 0, 0],
        [10, 0, 0],
        [10, 0, -10],
      ],
      [2, 2, 2],
      [5, 5, 5],
      0.5,
    );
    expect(at(b, [5, 0, 4])).toBeCloseTo(2, 12);
    expect(at(b, [5, 8, 0])).toBeCloseTo(3, 12);
    expect(at(b, [14, 0, -5])).toBeCloseTo(2, 12);
  });

  it('puts an ellipsoid surface at its radii along its axes', () => {
    const e = new Ellipsoid([1, 2, 3], AXES, [9, 5, 4]);
    expect(at(e, [10, 2, 3])).toBeCloseTo(0, 12);
    expect(at(e, [1, 7, 3])).toBeCloseTo(0, 12);
    expect(at(e, [1, 2, -1])).toBeCloseTo(0, 12);
    expect(at(e, [1, 2, 3])).toBeLessThan(0);
    expect(at(e, [1, 9, 3])).toBeGreaterThan(0);
  });

  it('measures polygons with concavities', () => {
    const l: [number, number][] = [
      [0, 0],
      [4, 0],
      [4, 1],
      [1, 1],
      [1, 4],
      [0, 4],
    ];
    expect(polygonDistance(l, 0.5, 2)).toBeCloseTo(-0.5, 12);
    expect(polygonDistance(l, 3, 3)).toBeCloseTo(2, 12);
  });

  it('combines shapes and skips what cannot reach the row', () => {
    const a = new RoundBox([0, 0, 0], [5, 5, 5], 0);
    const hole = new RoundBox([0, 0, 0], [1, 1, 1], 0);
    const u = new Union([a, new RoundBox([20, 0, 0], [1, 1, 1], 0)]);
    expect(at(u, [19, 0, 0])).toBeCloseTo(0, 12);
    expect(at(u, [8, 0, 0])).toBeCloseTo(3, 12);
    expect(at(u, [10, 0, 0])).toBe(FAR); // beyond REACH of both
    const d = new Difference(a, hole);
    expect(at(d, [0, 0, 0])).toBeCloseTo(1, 12);
    expect(at(d, [3, 0, 0])).toBeCloseTo(-2, 12);
    expect(u.beginRow(0, 5 + REACH + 1)).toBe(false);
    expect(at(u, [0, 0, 5 + REACH + 1])).toBe(FAR);
  });

  it('sweeps shapes through rigid poses: the moved shape at each pose, grown by the margin', () => {
    // One pose: a quarter turn about z and a shift; the swept ellipsoid is the ellipsoid built there.
    const turn = [0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 5, -2, 3, 1];
    const e = new Ellipsoid([1, 0, 0], AXES, [3, 2, 1]);
    const moved = new Ellipsoid(
      [5, -1, 3],
      [
        [0, 1, 0],
        [-1, 0, 0],
        [0, 0, 1],
      ],
      [3, 2, 1],
    );
    const once = new Sweep([e], [turn], 0.5);
    for (const p of [
      [5, 2, 3],
      [7.5, -1, 3],
      [5.2, -0.4, 3.6],
      [4, 1, 2.5],
    ])
      expect(at(once, p)).toBeCloseTo(at(moved, p) - 0.5, 12);

    // A unit ball slid along x in steps of 1 mm, grown by 0.5: a capsule of radius 1.5 between the samples' sagittas.
    const shift = (x: number) => [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, 0, 0, 1];
    const ball = new Ellipsoid([0, 0, 0], AXES, [1, 1, 1]);
    const slid = new Sweep(
      [ball],
      Array.from({ length: 11 }, (_, k) => shift(k)),
      0.5,
    );
    const capsule = new Cone([0, 0, 0], [10, 0, 0], 1.5, 1.5);
    expect(at(slid, [5, 3, 0])).toBeCloseTo(at(capsule, [5, 3, 0]), 12);
    expect(at(slid, [-2, 0, 0])).toBeCloseTo(0.5, 12);
    expect(at(slid, [4, 0, 0])).toBeCloseTo(-1.5, 12);
    const sagitta = 1.5 - Math.sqrt(1.5 ** 2 - 0.5 ** 2);
    expect(at(slid, [5.5, 1.5 - sagitta, 0])).toBeCloseTo(0, 12);
    expect(at(slid, [5.5, 1.5, 0])).toBeGreaterThan(0);
    // Beyond REACH of every pose it is far; the row test skips rows no pose reaches.
    expect(at(slid, [5, 1.5 + REACH + 1, 0])).toBe(FAR);
    expect(slid.beginRow(0, 1.5 + REACH + 1)).toBe(false);
    // Deeper than REACH the first pose that deep answers (a bound, like FAR outside).
    const big = new Sweep([new Ellipsoid([0, 0, 0], AXES, [8, 8, 8])], [shift(0), shift(1)], 0);
    expect(at(big, [0.5, 0, 0])).toBeLessThan(-REACH);
  });
});
