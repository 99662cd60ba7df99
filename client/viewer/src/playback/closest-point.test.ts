import { describe, expect, it } from 'vitest';
import { buildBvh } from '../tools/bvh.js';
import { sphereMesh } from '../test-helpers/meshes.js';
import { closestDistance, type Closest, type IndexedMesh } from './closest-point.js';
import { weldVertices } from './weld.js';
import { boxMesh, unindex } from '../test-helpers/meshes.js';

type P = [number, number, number];
const sub = (a: P, b: P): P => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: P, b: P) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: P, b: P): P => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];

/** Point-segment distance. */
function segment(p: P, a: P, b: P): number {
  const ab = sub(b, a);
  const len2 = dot(ab, ab);
  const t = len2 > 0 ? Math.max(0, Math.min(1, dot(sub(p, a), ab) / len2)) : 0;
  const q: P = [a[0] + t * ab[0], a[1] + t * ab[1], a[2] + t * ab[2]];
  return Math.hypot(...sub(p, q));
}

/** Brute force by another route: the plane foot when it lies inside (same-side tests), else the edges. */
function triangleDistance(p: P, a: P, b: P, c: P): number {
  const n = cross(sub(b, a), sub(c, a));
  const len = Math.hypot(...n);
  if (len < 1e-12) return Math.min(segment(p, a, b), segment(p, b, c), segment(p, c, a));
  const h = dot(sub(p, a), n) / len;
  const foot: P = [p[0] - (h * n[0]) / len, p[1] - (h * n[1]) / len, p[2] - (h * n[2]) / len];
  const inside = [
    [a, b],
    [b, c],
    [c, a],
  ].every(([u, v]) => dot(cross(sub(v!, u!), sub(foot, u!)), n) >= 0);
  if (inside) return Math.abs(h);
  return Math.min(segment(p, a, b), segment(p, b, c), segment(p, c, a));
}

function brute(mesh: IndexedMesh, p: P): number {
  let best = Infinity;
  const v = (i: number): P => [mesh.positions[i * 3]!, mesh.positions[i * 3 + 1]!, mesh.positions[i * 3 + 2]!];
  for (let t = 0; t < mesh.indices.length / 3; t++)
    best = Math.min(
      best,
      triangleDistance(p, v(mesh.indices[t * 3]!), v(mesh.indices[t * 3 + 1]!), v(mesh.indices[t * 3 + 2]!)),
    );
  return best;
}

/** A bumpy closed surface: a sphere with a deterministic radial ripple. */
function bumpy(): IndexedMesh {
  const s = sphereMesh(5, 24, 12);
  const positions = s.positions.slice();
  for (let i = 0; i < positions.length; i += 3) {
    const [x, y, z] = [positions[i]!, positions[i + 1]!, positions[i + 2]!];
    const k = 1 + 0.08 * Math.sin(3 * x) * Math.cos(2 * z) + 0.05 * Math.sin(4 * y);
    positions.set([x * k, y * k, z * k], i);
  }
  const indices = s.indices!;
  return { positions, indices, bvh: buildBvh(positions, indices) };
}

let seed = 7;
const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;

describe('closestDistance', () => {
  const mesh = bumpy();
  const hit: Closest = { distance: 0, triangle: -1 };

  it('equals the brute-force distance over every triangle for points around the surface', () => {
    for (let i = 0; i < 300; i++) {
      const p: P = [(random() - 0.5) * 16, (random() - 0.5) * 16, (random() - 0.5) * 16];
      const d = closestDistance(mesh, p, Infinity, hit).distance;
      expect(d).toBeCloseTo(brute(mesh, p), 4);
    }
  });

  it('gives the same answer whatever triangle it is hinted to start from', () => {
    for (let i = 0; i < 100; i++) {
      const p: P = [(random() - 0.5) * 16, (random() - 0.5) * 16, (random() - 0.5) * 16];
      const d = closestDistance(mesh, p, Infinity, hit).distance;
      const hinted = closestDistance(mesh, p, Infinity, hit, Math.floor(random() * (mesh.indices.length / 3))).distance;
      expect(hinted).toBeCloseTo(d, 6);
    }
  });

  it('gives up beyond the search distance and finds what is within it', () => {
    for (let i = 0; i < 100; i++) {
      const p: P = [(random() - 0.5) * 16, (random() - 0.5) * 16, (random() - 0.5) * 16];
      const truth = brute(mesh, p);
      const d = closestDistance(mesh, p, 1, hit).distance;
      if (truth < 0.999) expect(d).toBeCloseTo(truth, 4);
      if (truth > 1.001) expect(d).toBe(Infinity);
    }
  });
});

describe('weldVertices', () => {
  it('merges the repeated corners of a triangle soup', () => {
    const soup = unindex(boxMesh(2, 3, 4));
    const welded = weldVertices(soup.positions);
    expect(welded.positions.length / 3).toBe(8);
    expect(welded.indices.length).toBe(36);
    for (let i = 0; i < 36; i++)
      for (let k = 0; k < 3; k++) expect(welded.positions[welded.indices[i]! * 3 + k]).toBe(soup.positions[i * 3 + k]);
  });
});
