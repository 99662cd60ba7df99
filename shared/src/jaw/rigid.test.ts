import { describe, expect, it } from 'vitest';
import { multiply4, transformPoint } from '../trajectory/frame.js';
import { bonwillCondyles } from './reference.js';
import { distance, helicalAxis, norm, rotationAbout, rotationBetween, sub, toRad, translation } from './rigid.js';

describe('rigid-motion algebra', () => {
  it('rotates about an axis through a point, which stays fixed', () => {
    const m = rotationAbout([1, 2, 3], [0, 0, 1], toRad(90));
    expect(transformPoint(m, [1, 2, 3]).map((v) => +v.toFixed(12))).toEqual([1, 2, 3]);
    expect(transformPoint(m, [2, 2, 3]).map((v) => +v.toFixed(12))).toEqual([1, 3, 3]);
  });

  it('recovers the helical axis, angle and slide of a screw motion', () => {
    const screw = multiply4(translation([0, 0, 0.8]), rotationAbout([4, -2, 7], [0, 0, 1], toRad(12)));
    const axis = helicalAxis(screw)!;
    expect(axis.angleDeg).toBeCloseTo(12, 10);
    expect(axis.slideMm).toBeCloseTo(0.8, 10);
    expect(axis.direction.map((v) => +v.toFixed(12))).toEqual([0, 0, 1]);
    expect(axis.point[0]).toBeCloseTo(4, 10);
    expect(axis.point[1]).toBeCloseTo(-2, 10);
    expect(helicalAxis(translation([1, 0, 0]))).toBeNull();
  });

  it('turns one direction into another without twist and builds Bonwill’s triangle', () => {
    const r = rotationBetween([1, 0, 0], [0, 1, 1]);
    const moved = transformPoint(r, [1, 0, 0]);
    expect(norm(sub(moved, [0, Math.SQRT1_2, Math.SQRT1_2]))).toBeLessThan(1e-12);
    expect(transformPoint(r, [0, 1, -1]).map((v) => +v.toFixed(12))).toEqual([0, 1, -1]);
    const { lc, rc } = bonwillCondyles(100, 105, 22);
    expect(distance(lc, [0, 0, 0])).toBeCloseTo(105, 10);
    expect(distance(lc, rc)).toBeCloseTo(100, 10);
  });
});
