import type { Trajectory } from '../trajectory/format.js';
import type { Vec3 } from '../trajectory/frame.js';
import { inPlane, pointPath, type PointPath } from './analysis.js';
import type { PlaneBasis } from './reference.js';
import { add, distance, norm, scale, sub, type V3 } from './rigid.js';

/**
 * What the Trajectory pages plot of a point's path: its displacement from maximal intercuspation in
 * the three projections of a reference plane, and its distance and speed over time.
 */

/** A point's path in plane coordinates, one entry per frame (NaN where the frame is missing), mm. */
export interface ProjectedPath {
  times: Float64Array;
  anterior: Float64Array;
  /** Towards the patient's left. */
  lateral: Float64Array;
  superior: Float64Array;
  /** Distance from MI, mm. */
  distance: Float64Array;
  /** Speed along the path, mm/s (central difference over the neighbouring valid frames). */
  speed: Float64Array;
}

export function projectPath(path: PointPath, plane: PlaneBasis): ProjectedPath {
  const n = path.times.length;
  const out: ProjectedPath = {
    times: path.times,
    anterior: new Float64Array(n).fill(Number.NaN),
    lateral: new Float64Array(n).fill(Number.NaN),
    superior: new Float64Array(n).fill(Number.NaN),
    distance: new Float64Array(n).fill(Number.NaN),
    speed: new Float64Array(n).fill(Number.NaN),
  };
  const valid: number[] = [];
  for (let i = 0; i < n; i++) {
    if (!path.valid[i]) continue;
    const d: V3 = [path.displacement[i * 3]!, path.displacement[i * 3 + 1]!, path.displacement[i * 3 + 2]!];
    const c = inPlane(d, plane);
    out.anterior[i] = c.anterior;
    out.lateral[i] = c.lateral;
    out.superior[i] = c.superior;
    out.distance[i] = norm(d);
    valid.push(i);
  }
  const position = (i: number): V3 => [out.anterior[i]!, out.lateral[i]!, out.superior[i]!];
  for (let k = 0; k < valid.length; k++) {
    const a = valid[Math.max(0, k - 1)]!;
    const b = valid[Math.min(valid.length - 1, k + 1)]!;
    const dt = (path.times[b]! - path.times[a]!) / 1000;
    if (dt > 0) out.speed[valid[k]!] = distance(position(a), position(b)) / dt;
  }
  return out;
}

/** Extents of a projected path: the values of a custom point (mm, mm/s). */
export interface PathExtents {
  maxDistanceMm: number | null;
  /** Length travelled along the path over the valid frames, mm. */
  pathLengthMm: number | null;
  maxSpeedMmS: number | null;
  anteriorRangeMm: [number, number] | null;
  lateralRangeMm: [number, number] | null;
  superiorRangeMm: [number, number] | null;
}

const range = (xs: Float64Array): [number, number] | null => {
  let lo = Infinity;
  let hi = -Infinity;
  for (const x of xs) {
    if (Number.isNaN(x)) continue;
    lo = Math.min(lo, x);
    hi = Math.max(hi, x);
  }
  return lo <= hi ? [lo, hi] : null;
};

export function pathExtents(p: ProjectedPath): PathExtents {
  let length = 0;
  let previous: V3 | null = null;
  for (let i = 0; i < p.times.length; i++) {
    if (Number.isNaN(p.distance[i]!)) continue;
    const here: V3 = [p.anterior[i]!, p.lateral[i]!, p.superior[i]!];
    if (previous) length += distance(previous, here);
    previous = here;
  }
  const d = range(p.distance);
  const s = range(p.speed);
  return {
    maxDistanceMm: d ? d[1] : null,
    pathLengthMm: previous ? length : null,
    maxSpeedMmS: s ? s[1] : null,
    anteriorRangeMm: range(p.anterior),
    lateralRangeMm: range(p.lateral),
    superiorRangeMm: range(p.superior),
  };
}

/** A stable-position collection: the mean displacement of each point over its valid frames, mm. */
export interface StablePosition {
  ip: V3;
  lc: V3;
  rc: V3;
  frames: number;
}

function meanDisplacement(path: PointPath): V3 | null {
  let sum: V3 = [0, 0, 0];
  let count = 0;
  for (let i = 0; i < path.valid.length; i++) {
    if (!path.valid[i]) continue;
    sum = add(sum, [path.displacement[i * 3]!, path.displacement[i * 3 + 1]!, path.displacement[i * 3 + 2]!]);
    count += 1;
  }
  return count ? scale(sum, 1 / count) : null;
}

export function stablePosition(
  trajectory: Trajectory,
  points: { ip: Vec3; lc: Vec3; rc: Vec3 },
): StablePosition | null {
  const ip = pointPath(trajectory, points.ip);
  const frames = ip.valid.reduce((s, v) => s + v, 0);
  const a = meanDisplacement(ip);
  const l = meanDisplacement(pointPath(trajectory, points.lc));
  const r = meanDisplacement(pointPath(trajectory, points.rc));
  return a && l && r ? { ip: a, lc: l, rc: r, frames } : null;
}

/**
 * The confirmed stable position of several collections (seed 001: a 3-step collection): the mean of
 * their positions, and the spread of each point (largest distance of a collection from that mean), mm.
 * The condyle displacement from maximal intercuspation to the stable position is the mean's LC and RC.
 */
export interface StableSummary {
  collections: number;
  mean: { ip: V3; lc: V3; rc: V3 };
  spreadMm: { ip: number; lc: number; rc: number };
  condyleDisplacementMm: { left: number; right: number };
}

export function summariseStable(positions: StablePosition[]): StableSummary | null {
  if (positions.length === 0) return null;
  const meanOf = (k: 'ip' | 'lc' | 'rc'): V3 =>
    scale(
      positions.reduce((s, p) => add(s, p[k]), [0, 0, 0] as V3),
      1 / positions.length,
    );
  const mean = { ip: meanOf('ip'), lc: meanOf('lc'), rc: meanOf('rc') };
  const spread = (k: 'ip' | 'lc' | 'rc') => Math.max(...positions.map((p) => norm(sub(p[k], mean[k]))));
  return {
    collections: positions.length,
    mean,
    spreadMm: { ip: spread('ip'), lc: spread('lc'), rc: spread('rc') },
    condyleDisplacementMm: { left: norm(mean.lc), right: norm(mean.rc) },
  };
}
