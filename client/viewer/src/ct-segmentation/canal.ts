import type { CtVolume } from '../ct/dicom.js';
import { nearestVoxel, voxelPosition, type Vec3 } from './frame.js';
import type { Segmentation } from './segment.js';

/** A canal traced through clicked points: centre line (patient frame, mm) and a tube of stated diameter. */
export interface CanalTube {
  centerline: Float32Array;
  positions: Float32Array;
  normals: Float32Array;
  indices: Uint32Array;
  lengthMm: number;
  volumeMm3: number;
}

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const norm = (a: Vec3): Vec3 => {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};

/** Centripetal Catmull-Rom through the points (no cusps or loops between close clicks), every `stepMm`. */
export function splineThrough(points: Vec3[], stepMm = 0.5): Vec3[] {
  if (points.length < 2) return points.slice();
  const p = [sub(points[0]!, sub(points[1]!, points[0]!)), ...points];
  const last = points[points.length - 1]!;
  p.push(sub(last, sub(points[points.length - 2]!, last)));
  const out: Vec3[] = [points[0]!];
  for (let s = 1; s < p.length - 2; s++) {
    const [p0, p1, p2, p3] = [p[s - 1]!, p[s]!, p[s + 1]!, p[s + 2]!];
    const d = (a: Vec3, b: Vec3) => Math.max(1e-6, Math.sqrt(Math.hypot(...sub(b, a))));
    const t1 = d(p0, p1),
      t2 = t1 + d(p1, p2),
      t3 = t2 + d(p2, p3);
    const steps = Math.max(1, Math.ceil(Math.hypot(...sub(p2, p1)) / stepMm));
    for (let k = 1; k <= steps; k++) {
      const t = t1 + ((t2 - t1) * k) / steps;
      const lerp = (a: Vec3, b: Vec3, ta: number, tb: number): Vec3 => {
        const f = (t - ta) / (tb - ta);
        return [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f, a[2] + (b[2] - a[2]) * f];
      };
      const a1 = lerp(p0, p1, 0, t1),
        a2 = lerp(p1, p2, t1, t2),
        a3 = lerp(p2, p3, t2, t3);
      const b1 = lerp(a1, a2, 0, t2),
        b2 = lerp(a2, a3, t1, t3);
      out.push(lerp(b1, b2, t1, t2));
    }
  }
  return out;
}

/**
 * A tube of `diameterMm` along the spline through the clicked points, `sides` around, frames carried
 * along the curve without twist. Its volume is the cross-section times the length (Pappus), exact while
 * the curve bends less sharply than the radius.
 */
export function canalTube(points: Vec3[], diameterMm: number, sides = 12): CanalTube {
  const line = splineThrough(points);
  const r = diameterMm / 2;
  const n = line.length;
  const positions = new Float32Array(n * sides * 3),
    normals = new Float32Array(n * sides * 3);
  let lengthMm = 0;
  let u: Vec3 = [0, 0, 0];
  for (let i = 0; i < n; i++) {
    const tangent = norm(sub(line[Math.min(n - 1, i + 1)]!, line[Math.max(0, i - 1)]!));
    if (i > 0) lengthMm += Math.hypot(...sub(line[i]!, line[i - 1]!));
    // First frame from any axis not along the tangent, then projected onto each next normal plane.
    const seed: Vec3 = i === 0 ? (Math.abs(tangent[1]) < 0.9 ? [0, 1, 0] : [1, 0, 0]) : u;
    const along = seed[0] * tangent[0] + seed[1] * tangent[1] + seed[2] * tangent[2];
    u = norm([seed[0] - along * tangent[0], seed[1] - along * tangent[1], seed[2] - along * tangent[2]]);
    const v = cross(tangent, u);
    for (let k = 0; k < sides; k++) {
      const a = (2 * Math.PI * k) / sides;
      const nx = Math.cos(a) * u[0] + Math.sin(a) * v[0],
        ny = Math.cos(a) * u[1] + Math.sin(a) * v[1],
        nz = Math.cos(a) * u[2] + Math.sin(a) * v[2];
      const o = (i * sides + k) * 3;
      positions[o] = line[i]![0] + r * nx;
      positions[o + 1] = line[i]![1] + r * ny;
      positions[o + 2] = line[i]![2] + r * nz;
      normals[o] = nx;
      normals[o + 1] = ny;
      normals[o + 2] = nz;
    }
  }
  const indices = new Uint32Array(Math.max(0, n - 1) * sides * 6);
  let o = 0;
  for (let i = 0; i < n - 1; i++)
    for (let k = 0; k < sides; k++) {
      const a = i * sides + k,
        b = i * sides + ((k + 1) % sides),
        c = a + sides,
        d = b + sides;
      indices.set([a, c, b, b, c, d], o);
      o += 6;
    }
  return {
    centerline: new Float32Array(line.flat()),
    positions,
    normals,
    indices,
    lengthMm,
    volumeMm3: Math.PI * r * r * lengthMm,
  };
}

/**
 * Moves a point clicked on a slice to the middle of the canal's lumen: onto the axis of the voxels as
 * little dense as soft tissue that connect, within `reachMm`, to the clicked voxel (or the nearest such
 * voxel). The lumen may open to the outside at a foramen, so it is told from the soft tissue around the
 * jaw by connection, not by label. The point stays where it was when no lumen is near.
 */
export function snapToLumen(volume: CtVolume, seg: Segmentation, point: Vec3, reachMm = 2.5): Vec3 {
  const { dims, spacing } = seg;
  const c = nearestVoxel(seg, point);
  // Soft tissue, not the cancellous bone around the canal's wall.
  const lumen = (seg.levels.tissue + seg.levels.bone) / 2;
  const sxy = dims[0] * dims[1];
  const within = (x: number, y: number, z: number) =>
    x >= 0 &&
    y >= 0 &&
    z >= 0 &&
    x < dims[0] &&
    y < dims[1] &&
    z < dims[2] &&
    ((x - c[0]!) * spacing[0]) ** 2 + ((y - c[1]!) * spacing[1]) ** 2 + ((z - c[2]!) * spacing[2]) ** 2 <=
      reachMm * reachMm;
  const soft = (x: number, y: number, z: number) => within(x, y, z) && volume.data[x + y * dims[0] + z * sxy]! < lumen;
  // The start: the clicked voxel, else the nearest soft voxel in reach.
  let start: number[] | null = null,
    best = Infinity;
  const r = c.map((_, a) => Math.ceil(reachMm / spacing[a]!));
  for (let z = c[2]! - r[2]!; z <= c[2]! + r[2]!; z++)
    for (let y = c[1]! - r[1]!; y <= c[1]! + r[1]!; y++)
      for (let x = c[0]! - r[0]!; x <= c[0]! + r[0]!; x++) {
        if (!soft(x, y, z)) continue;
        const d = ((x - c[0]!) * spacing[0]) ** 2 + ((y - c[1]!) * spacing[1]) ** 2 + ((z - c[2]!) * spacing[2]) ** 2;
        if (d < best) {
          best = d;
          start = [x, y, z];
        }
      }
  if (!start) return point;
  const seen = new Set<number>([start[0]! + start[1]! * dims[0] + start[2]! * sxy]);
  const queue: [number, number, number][] = [start as [number, number, number]];
  const found: Vec3[] = [];
  while (queue.length) {
    const [x, y, z] = queue.pop()!;
    found.push(voxelPosition(seg, [x, y, z]));
    for (const [dx, dy, dz] of STEPS) {
      const nx = x + dx,
        ny = y + dy,
        nz = z + dz;
      const i = nx + ny * dims[0] + nz * sxy;
      if (seen.has(i) || !soft(nx, ny, nz)) continue;
      seen.add(i);
      queue.push([nx, ny, nz]);
    }
  }
  return ontoAxis(found, point, 2 * Math.max(...spacing));
}

/**
 * The point moved to the middle of a piece of tube, along it not at all (a centroid alone would slide along a
 * bend or an end): onto the piece's principal axis, then to the centroid of the tube's cross-section there
 * (a slab `slabMm` thick across the axis), twice; at a bend the straight axis cuts the corner, the
 * cross-section does not.
 */
function ontoAxis(pts: Vec3[], point: Vec3, slabMm: number): Vec3 {
  const n = pts.length;
  const c = new Float64Array(3);
  for (const p of pts) for (let a = 0; a < 3; a++) c[a] = c[a]! + p[a]! / n;
  const cov = new Float64Array(9);
  for (const p of pts)
    for (let a = 0; a < 3; a++)
      for (let b = 0; b < 3; b++) cov[a * 3 + b] = cov[a * 3 + b]! + (p[a]! - c[a]!) * (p[b]! - c[b]!);
  // Power iteration for the largest eigenvector.
  let d: Vec3 = [1, 0.5, 0.25];
  for (let k = 0; k < 30; k++)
    d = norm([0, 1, 2].map((a) => cov[a * 3]! * d[0] + cov[a * 3 + 1]! * d[1] + cov[a * 3 + 2]! * d[2]) as Vec3);
  const t = (point[0] - c[0]!) * d[0] + (point[1] - c[1]!) * d[1] + (point[2] - c[2]!) * d[2];
  let q: Vec3 = [c[0]! + t * d[0], c[1]! + t * d[1], c[2]! + t * d[2]];
  for (let pass = 0; pass < 2; pass++) {
    const section = pts.filter(
      (p) => Math.abs((p[0] - q[0]) * d[0] + (p[1] - q[1]) * d[1] + (p[2] - q[2]) * d[2]) <= slabMm / 2,
    );
    if (section.length < 3) break;
    q = [0, 1, 2].map((a) => section.reduce((sum, p) => sum + p[a]!, 0) / section.length) as unknown as Vec3;
  }
  return q;
}

const STEPS = [
  [1, 0, 0],
  [-1, 0, 0],
  [0, 1, 0],
  [0, -1, 0],
  [0, 0, 1],
  [0, 0, -1],
] as const;
