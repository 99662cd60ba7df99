import { describe, expect, it } from 'vitest';
import type { CtVolume } from '../ct/dicom.js';
import { canalTube, splineThrough } from './canal.js';
import { fitParabola } from './condyles.js';
import { downsample, reductionFactor } from './grid.js';
import { jointSpaceAt, jointSpaceOverTime, jointSurfaces } from './joint-space.js';
import { histogram, otsu, valleyAbove } from './levels.js';
import { borderComponents, fillEnclosed, labelComponents, separate, type Dims } from './morphology.js';
import { occlusalSplit } from './segment.js';

/** A mask of the voxels where `inside(x, y, z)` holds. */
function maskOf(dims: Dims, inside: (x: number, y: number, z: number) => boolean): Uint8Array {
  const m = new Uint8Array(dims[0] * dims[1] * dims[2]);
  for (let z = 0, i = 0; z < dims[2]; z++)
    for (let y = 0; y < dims[1]; y++) for (let x = 0; x < dims[0]; x++, i++) m[i] = inside(x, y, z) ? 1 : 0;
  return m;
}

/** Points on a sphere (a fine latitude-longitude net). */
function sphere(c: number[], r: number, outward = true, stepDeg = 2) {
  const positions: number[] = [],
    normals: number[] = [];
  for (let a = 0; a <= 180; a += stepDeg)
    for (let b = 0; b < 360; b += stepDeg) {
      const n = [
        Math.sin((a * Math.PI) / 180) * Math.cos((b * Math.PI) / 180),
        Math.cos((a * Math.PI) / 180),
        Math.sin((a * Math.PI) / 180) * Math.sin((b * Math.PI) / 180),
      ];
      positions.push(c[0]! + r * n[0]!, c[1]! + r * n[1]!, c[2]! + r * n[2]!);
      normals.push(...n.map((v) => (outward ? v : -v)));
    }
  return { positions: new Float32Array(positions), normals: new Float32Array(normals) };
}

describe('CT levels', () => {
  it("Otsu's threshold lies between two tissue classes", () => {
    const data = new Int16Array(2000).map((_, i) => (i % 2 ? 40 + (i % 7) : 1200 - (i % 5)));
    const t = otsu(histogram(data));
    expect(t).toBeGreaterThan(46);
    expect(t).toBeLessThan(1196);
  });

  it('finds the density valley between bone and the denser teeth', () => {
    const data: number[] = [];
    for (let i = 0; i < 5000; i++) data.push(1200 + ((i * 37) % 61) - 30);
    for (let i = 0; i < 800; i++) data.push(1600 + ((i * 13) % 61) - 30);
    const v = valleyAbove(histogram(Int16Array.from(data)), 600);
    expect(v).toBeGreaterThan(1240);
    expect(v).toBeLessThan(1560);
  });
});

describe('morphology', () => {
  const dims: Dims = [40, 20, 20];
  // Two balls of radius 6 joined by a neck one voxel thick.
  const balls = maskOf(
    dims,
    (x, y, z) =>
      Math.hypot(x - 10, y - 10, z - 10) <= 6 || Math.hypot(x - 30, y - 10, z - 10) <= 6 || (y === 10 && z === 10),
  );

  it('labels connected pieces', () => {
    const { sizes } = labelComponents(balls, dims);
    expect(sizes.length - 1).toBe(1);
  });

  it('cuts thin necks and gives every voxel back to its piece', () => {
    const { labels, count } = separate(balls, dims, 1);
    expect(count).toBe(2);
    expect(labels[10 + 10 * 40 + 10 * 800]).not.toBe(labels[30 + 10 * 40 + 10 * 800]);
    for (let i = 0; i < balls.length; i++) expect(labels[i]! > 0).toBe(balls[i] === 1);
  });

  it('tells enclosed cavities from open space', () => {
    const shell = maskOf(dims, (x, y, z) => {
      const r = Math.hypot(x - 10, y - 10, z - 10);
      return r > 6 || r < 4;
    });
    const { labels, open } = borderComponents(shell, dims);
    expect(open[labels[10 + 10 * 40 + 10 * 800]!]).toBe(0);
    expect(open[labels[0]!]).toBe(1);
  });

  it('fills what a mask encloses, not what opens to the outside', () => {
    // A hollow ball (cavity filled) and a cup open at the top (left open), away from the grid's border.
    const ball = (x: number, y: number, z: number) => Math.hypot(x - 10, y - 10, z - 10);
    const mask = maskOf(dims, (x, y, z) => {
      const r = ball(x, y, z);
      const cup = Math.hypot(x - 30, y - 10) <= 5 && z >= 5 && z <= 15 && !(Math.hypot(x - 30, y - 10) < 3 && z > 7);
      return (r >= 4 && r <= 6) || cup;
    });
    const filled = mask.slice();
    fillEnclosed(filled, dims);
    const at = (x: number, y: number, z: number) => filled[x + y * 40 + z * 800];
    expect(at(10, 10, 10)).toBe(1);
    expect(at(12, 11, 9)).toBe(1);
    expect(at(30, 10, 12)).toBe(0);
    expect(at(0, 0, 0)).toBe(0);
    let added = 0;
    for (let i = 0; i < mask.length; i++) added += filled[i]! - mask[i]!;
    let hollow = 0;
    for (let z = 0; z < 20; z++)
      for (let y = 0; y < 20; y++) for (let x = 0; x < 20; x++) if (ball(x, y, z) < 4) hollow++;
    expect(added).toBe(hollow);
  });
});

describe('geometry', () => {
  it('fits a parabola exactly to quadratic data', () => {
    const xs = [30, 31, 32, 33, 34];
    const [a, b, c] = fitParabola(
      xs,
      xs.map((x) => -2 * (x - 28.5) ** 2 + 7),
    );
    expect(-b / (2 * a)).toBeCloseTo(28.5, 6);
    expect(a).toBeCloseTo(-2, 6);
    expect(c).toBeCloseTo(-2 * 28.5 ** 2 + 7, 4);
  });

  it('traces a tube along clicked points: through them, with length times cross-section as volume', () => {
    const pts: [number, number, number][] = [
      [0, 0, 0],
      [10, 0, 0],
      [20, 0, 0],
    ];
    const tube = canalTube(pts, 2.8);
    expect(tube.lengthMm).toBeCloseTo(20, 6);
    expect(tube.volumeMm3).toBeCloseTo(Math.PI * 1.4 * 1.4 * 20, 6);
    const bent = splineThrough([
      [0, 0, 0],
      [10, 5, 0],
      [20, 0, 0],
    ]);
    expect(bent.some((p) => Math.hypot(p[0] - 10, p[1] - 5, p[2]) < 1e-9)).toBe(true);
    // Every ring of the tube lies the radius away from the centre line.
    for (let i = 0; i < tube.positions.length; i += 3) {
      const ring = Math.floor(i / 3 / 12);
      const c = tube.centerline.subarray(ring * 3, ring * 3 + 3);
      expect(
        Math.hypot(tube.positions[i]! - c[0]!, tube.positions[i + 1]! - c[1]!, tube.positions[i + 2]! - c[2]!),
      ).toBeCloseTo(1.4, 5);
    }
  });

  it('averages a volume down by whole blocks at the block centres', () => {
    const v: CtVolume = {
      dims: [4, 4, 4],
      spacing: [0.5, 0.5, 0.5],
      origin: [10, 20, 30],
      data: new Int16Array(64).map((_, i) => i % 4),
      min: 0,
      max: 3,
    };
    const d = downsample(v, 2);
    expect(d.dims).toEqual([2, 2, 2]);
    expect(d.spacing).toEqual([1, 1, 1]);
    expect(d.origin).toEqual([10.25, 20.25, 30.25]);
    // Columns 0-1 average 0.5, columns 2-3 average 2.5 (rounded half up).
    expect(Array.from(d.data)).toEqual([1, 3, 1, 3, 1, 3, 1, 3]);
    expect(reductionFactor([0.2, 0.2, 0.2])).toBe(2);
    expect(reductionFactor([0.35, 0.35, 0.35])).toBe(1);
    expect(reductionFactor([0.1, 0.1, 0.125])).toBe(4);
  });

  it('measures the joint space between a condyle and its fossa, and a penetration', () => {
    // A condyle ball of radius 5 under a fossa shell of radius 7.5 around the same centre: 2.5 mm apart.
    const condyle = sphere([0, 0, 0], 5);
    const fossa = sphere([0, 0, 0], 7.5, false);
    const j = jointSurfaces(condyle, fossa, [0, 0, 0], 20);
    expect(jointSpaceAt(j).distanceMm).toBeCloseTo(2.5, 1);
    const up = jointSpaceAt(j, [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 3.5, 0, 1]);
    expect(up.penetrating).toBe(true);
    expect(up.distanceMm).toBeLessThan(-0.5);
  });

  it('follows the joint space over a movement exactly as frame-by-frame measurement does, penetration included', () => {
    const j = jointSurfaces(sphere([0, 0, 0], 5, true, 6), sphere([0, 0, 0], 7.5, false, 6), [0, 0, 0], 20);
    // The condyle turns about a far hinge and rises 3.5 mm into the fossa's bone, then slides back down.
    const poses = Array.from({ length: 60 }, (_, f) => {
      const rise = 3.5 * Math.sin((Math.PI * f) / 59);
      const a = 0.004 * f;
      const [c, s] = [Math.cos(a), Math.sin(a)];
      return [c, s, 0, 0, -s, c, 0, 0, 0, 0, 1, 0, 40 * s, rise + 40 * (1 - c), 0.02 * f, 1];
    });
    const over = jointSpaceOverTime(j, poses);
    const each = poses.map((pose) => jointSpaceAt(j, pose).distanceMm);
    expect(over.perFrame).toEqual(each);
    expect(over.penetratingFrames).toBe(each.filter((d) => d < 0).length);
    expect(over.penetratingFrames).toBeGreaterThan(10);
    expect(over.perFrame[0]).toBeCloseTo(2.5, 1);
  });
});

describe('splitting the arches', () => {
  it('follows the gap between interdigitating crowns, across where they touch', () => {
    // Columns x = 0..11: the upper crowns reach down to slice 8 on even columns (cusps), 11 on odd ones
    // (fossae), the lower ones up to 7 and 10, leaving a one-slice gap that zigzags; at x = 5 they touch.
    const dims: Dims = [12, 1, 20];
    const lowerTop = (x: number) => (x % 2 ? 9 : 6);
    const tooth = maskOf(dims, (x, _y, z) => z <= lowerTop(x) || z >= lowerTop(x) + 2 || x === 5);
    const split = occlusalSplit(tooth, dims, 8, 4);
    for (let x = 0; x < 12; x++) if (x !== 5) expect(split[x]).toBe(lowerTop(x) + 1);
    expect(split[5]).toBe((split[4]! + split[6]!) / 2);
    // Beyond the reach the split is the cut itself.
    expect(occlusalSplit(tooth, dims, 8, 0)[1]).toBe(8);
  });
});
