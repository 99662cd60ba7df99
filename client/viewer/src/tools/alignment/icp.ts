import { axisRotation, type Mat3 } from '@odontia/shared';
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
   * Unit normals of the target points: the fit is then point to plane (each step the least-squares rigid
   * motion, linearised, that brings the source points onto the target's tangent planes), so it is not held
   * off by the target's vertex spacing nor slides along the surface, and the RMS is the distance to it.
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
    // point to plane: the normal equations of the linearised step (small rotation w, translation v)
    // minimising the sum of ((p + w x p + v - q) . n)^2
    const A = new Float64Array(36),
      b = new Float64Array(6);
    for (let i = 0; i < m; i++) {
      if (dists[i]! > limit) continue;
      const t = nn[i]! * 3;
      if (normals) {
        const [px, py, pz] = [moved[i * 3]!, moved[i * 3 + 1]!, moved[i * 3 + 2]!];
        const [nx, ny, nz] = [normals[t]!, normals[t + 1]!, normals[t + 2]!];
        const off = (px - tp[t]!) * nx + (py - tp[t + 1]!) * ny + (pz - tp[t + 2]!) * nz;
        const row = [py * nz - pz * ny, pz * nx - px * nz, px * ny - py * nx, nx, ny, nz];
        for (let r = 0; r < 6; r++) {
          b[r] = b[r]! - row[r]! * off;
          for (let c = 0; c < 6; c++) A[r * 6 + c] = A[r * 6 + c]! + row[r]! * row[c]!;
        }
        sum += off * off;
      } else {
        for (let k = 0; k < 3; k++) {
          src[pairs * 3 + k] = moved[i * 3 + k]!;
          dst[pairs * 3 + k] = tp[t + k]!;
        }
        sum += dists[i]!;
      }
      pairs++;
    }
    rmsValue = Math.sqrt(sum / Math.max(pairs, 1));
    if (pairs < 6) break;
    const linear = normals ? solve6(A, b) : null;
    if (normals && !linear) break;
    const step = linear ? smallMotion(linear) : kabsch(src, dst, pairs);
    T = composeRigid(step, T);
    const turn = rotationAngleDeg(step.R),
      shift = Math.hypot(...step.t);
    if (turn < (opts.angleTolerance ?? 1e-6) && shift < (opts.tolerance ?? 1e-7)) break;
  }
  return { transform: T, rms: rmsValue, iterations: Math.min(it, maxIt), pairs };
}

/** Solves the 6x6 system A x = b (Gaussian elimination, partial pivoting); null when it is singular. */
function solve6(A: Float64Array, b: Float64Array): number[] | null {
  const M = Array.from({ length: 6 }, (_, r) => [...A.subarray(r * 6, r * 6 + 6), b[r]!]);
  for (let c = 0; c < 6; c++) {
    let pivot = c;
    for (let r = c + 1; r < 6; r++) if (Math.abs(M[r]![c]!) > Math.abs(M[pivot]![c]!)) pivot = r;
    if (Math.abs(M[pivot]![c]!) < 1e-12) return null;
    [M[c], M[pivot]] = [M[pivot]!, M[c]!];
    for (let r = c + 1; r < 6; r++) {
      const f = M[r]![c]! / M[c]![c]!;
      for (let k = c; k < 7; k++) M[r]![k] = M[r]![k]! - f * M[c]![k]!;
    }
  }
  const x = new Array<number>(6).fill(0);
  for (let r = 5; r >= 0; r--) {
    let v = M[r]![6]!;
    for (let k = r + 1; k < 6; k++) v -= M[r]![k]! * x[k]!;
    x[r] = v / M[r]![r]!;
  }
  return x;
}

/** The rigid motion of a small rotation vector (its exact rotation) and a translation. */
function smallMotion([wx, wy, wz, vx, vy, vz]: number[]): Rigid {
  const angle = Math.hypot(wx!, wy!, wz!);
  const R: Mat3 = angle === 0 ? [1, 0, 0, 0, 1, 0, 0, 0, 1] : axisRotation([wx!, wy!, wz!], angle);
  return { R, t: [vx!, vy!, vz!] };
}
