import { describe, expect, it } from 'vitest';
import { phantomParams } from './params.js';
import { SeededRandom } from './random.js';
import { referenceGeometry } from './reference.js';

const dist = (a: readonly number[], b: readonly number[]) => Math.hypot(...a.map((v, i) => v - b[i]!));
const deg = (r: number) => (r * 180) / Math.PI;

describe('reference geometry', () => {
  it('forms Bonwill’s triangle at the Balkwill angle', () => {
    const p = phantomParams();
    const g = referenceGeometry(p);
    expect(dist(g.ip, g.lc)).toBeCloseTo(105, 9);
    expect(dist(g.ip, g.rc)).toBeCloseTo(105, 9);
    expect(dist(g.lc, g.rc)).toBeCloseTo(100, 9);
    const mid = [0, g.lc[1], g.lc[2]];
    expect(deg(Math.atan2(mid[1]!, -mid[2]!))).toBeCloseTo(22, 9);
    expect(g.lc[0]).toBeGreaterThan(0); // the patient's left is +X
    expect(g.lc[2]).toBeLessThan(0); // condyles are posterior
  });

  it('tilts the Frankfort horizontal up anteriorly relative to the occlusal plane', () => {
    const g = referenceGeometry(phantomParams({ occlusalToFrankfortDeg: 10 }));
    expect(deg(Math.atan2(g.frankfortAnterior[1], g.frankfortAnterior[2]))).toBeCloseTo(10, 9);
    expect(g.frankfortNormal[0] * g.frankfortAnterior[0] + g.frankfortNormal[1] * g.frankfortAnterior[1]).toBeCloseTo(
      -g.frankfortNormal[2] * g.frankfortAnterior[2],
      12,
    );
  });
});

describe('seeded random', () => {
  it('repeats for a seed and differs between seeds and forks', () => {
    const a = new SeededRandom(7);
    const b = new SeededRandom(7);
    const xs = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(xs);
    expect(new SeededRandom(8).next()).not.toBe(xs[0]);
    expect(new SeededRandom(7).fork('ct').next()).not.toBe(new SeededRandom(7).fork('scan').next());
    const normals = Array.from({ length: 20000 }, () => a.normal(2, 3));
    const mean = normals.reduce((s, v) => s + v, 0) / normals.length;
    expect(mean).toBeCloseTo(2, 1);
  });
});
