import { applyRigid, composeRigid, kabsch, rotationAngleDeg, type Rigid } from './kabsch.js';
import { KdTree } from './kdtree.js';

/** ICP options. */
export interface IcpOptions {
  maxIterations?: number;
  /** Source points used per iteration (evenly strided sample); default 20000. */
  samples?: number;
  /** Pairs farther than this many times the median pair distance are rejected; default 3. */
  rejectFactor?: number;
  /**
   * Pairs farther than this (mm) are rejected too: for surfaces that overlap only in part (a scan's
   * teeth on a CT's teeth, its gums and palate on nothing), where the median rule keeps the misses.
   */
  maxPairDistance?: number;
  /** Stop when an iteration turns less than this (degrees) and moves less than tolerance. */
  angleTolerance?: number;
  tolerance?: number;
  /**
   * Unit normals of the target points: each source point then pairs with its foot on the target's tangent
   * plane (point to plane), so a fit is not held off by the target's vertex spacing, and the RMS is the
   * distance to the surface.
   */
  targetNormals?: ArrayLike<number>;
}

/** ICP outcome: total transform, RMS of kept pairs, iterations run. */
export interface IcpResult {
  transform: Rigid;
  rms: number;
  iterations: number;
  pairs: number;
}

const IDENTITY: Rigid = { R: [1, 0, 0, 0, 1, 0, 0, 0, 1], t: [0, 0, 0] };

/**
 * ICP refining `initial` so the source points land on the target surface: point to point, or point to
 * plane when the target's normals are given (nearest neighbours through a k-d tree, outlier pairs
 * rejected by a median rule and an optional distance).
 */
export function icp(
  source: ArrayLike<number>,
  target: ArrayLike<number> | KdTree,
  initial: Rigid = IDENTITY,
  opts: IcpOptions = {},
): IcpResult {
  const tree = target instanceof KdTree ? target : new KdTree(target);
  const tp = tree.points;
  const n = source.length / 3;
  const m = Math.min(n, opts.samples ?? 20000);
  const stride = n / m;
  const sample = new Float64Array(m * 3);
  for (let i = 0; i < m; i++) {
    const s = Math.floor(i * stride) * 3;
    sample[i * 3] = source[s]!;
    sample[i * 3 + 1] = source[s + 1]!;
    sample[i * 3 + 2] = source[s + 2]!;
  }
  let T = initial;
  const moved = new Float64Array(m * 3);
  const src = new Float64Array(m * 3),
    dst = new Float64Array(m * 3);
  const dists = new Float64Array(m);
  let rmsValue = Infinity,
    pairs = 0,
    it: number;
  const maxIt = opts.maxIterations ?? 60;
  for (it = 1; it <= maxIt; it++) {
    applyRigid(T, sample, moved);
    const nn = new Uint32Array(m);
    // Pairs beyond the distance limit are rejected whatever the median: no need to find them.
    const within = (opts.maxPairDistance ?? Infinity) ** 2;
    for (let i = 0; i < m; i++) {
      const r = tree.nearest(moved[i * 3]!, moved[i * 3 + 1]!, moved[i * 3 + 2]!, within);
      nn[i] = r.index;
      dists[i] = r.distSq;
    }
    const sorted = Float64Array.from(dists).sort();
    const median = sorted[m >> 1]!;
    const limit = Math.max(
      Math.min(median * (opts.rejectFactor ?? 3) ** 2, (opts.maxPairDistance ?? Infinity) ** 2),
      1e-18,
    );
    pairs = 0;
    let sum = 0;
    const normals = opts.targetNormals;
    for (let i = 0; i < m; i++) {
      if (dists[i]! > limit) continue;
      const t = nn[i]! * 3;
      for (let k = 0; k < 3; k++) {
        src[pairs * 3 + k] = moved[i * 3 + k]!;
        dst[pairs * 3 + k] = tp[t + k]!;
      }
      if (normals) {
        const off =
          (moved[i * 3]! - tp[t]!) * normals[t]! +
          (moved[i * 3 + 1]! - tp[t + 1]!) * normals[t + 1]! +
          (moved[i * 3 + 2]! - tp[t + 2]!) * normals[t + 2]!;
        for (let k = 0; k < 3; k++) dst[pairs * 3 + k] = moved[i * 3 + k]! - off * normals[t + k]!;
        sum += off * off;
      } else sum += dists[i]!;
      pairs++;
    }
    rmsValue = Math.sqrt(sum / Math.max(pairs, 1));
    if (pairs < 3) break;
    const step = kabsch(src, dst, pairs);
    T = composeRigid(step, T);
    const turn = rotationAngleDeg(step.R),
      shift = Math.hypot(...step.t);
    if (turn < (opts.angleTolerance ?? 1e-6) && shift < (opts.tolerance ?? 1e-7)) break;
  }
  return { transform: T, rms: rmsValue, iterations: Math.min(it, maxIt), pairs };
}
