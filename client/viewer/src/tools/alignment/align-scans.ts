import { det3, svd3, type Mat3 } from '@odontia/shared';
import { icp } from './icp.js';
import { rigidToMatrix4Array, type Rigid } from './kabsch.js';
import { KdTree } from './kdtree.js';

/**
 * Scan to scan alignment without marks (the same arch scanned at another visit, exported in another frame):
 * ICP from each of the four right-handed pairings of the two scans' principal axes, on a sample, and the
 * best of them refined on more points. A dental arch has three distinct principal axes (across the arch,
 * front to back, occlusal), so one pairing starts within reach of ICP.
 */
export const SCAN_TO_SCAN = {
  trialSamples: 3000,
  trialIterations: 20,
  /** Pairs farther apart are left out: from the axes' start, then once a start has converged, mm. */
  trialPairMm: 10,
  pairMm: 2,
  samples: 12000,
  maxIterations: 50,
} as const;

export interface ScanAlignment {
  /** Column-major 4x4 moving the source scan onto the target. */
  matrix: number[];
  transform: Rigid;
  /** RMS of the kept pairs after ICP, mm. */
  rms: number;
}

/** Centroid and principal axes (the columns of `axes`, largest spread first). */
function principalAxes(points: ArrayLike<number>): { centre: [number, number, number]; axes: Mat3 } {
  const n = points.length / 3;
  const c: [number, number, number] = [0, 0, 0];
  for (let i = 0; i < points.length; i += 3) for (let k = 0; k < 3; k++) c[k] = c[k]! + points[i + k]! / n;
  const cov = new Array<number>(9).fill(0);
  for (let i = 0; i < points.length; i += 3)
    for (let a = 0; a < 3; a++)
      for (let b = 0; b < 3; b++)
        cov[a * 3 + b] = cov[a * 3 + b]! + ((points[i + a]! - c[a]!) * (points[i + b]! - c[b]!)) / n;
  // a covariance is symmetric and positive semi-definite: its SVD is its eigen-decomposition
  return { centre: c, axes: svd3(cov as Mat3).U };
}

/** Aligns the source scan's vertices onto the target scan (its vertices and unit normals), point to plane. */
export function alignScans(
  source: ArrayLike<number>,
  target: { positions: ArrayLike<number>; normals: ArrayLike<number> },
): ScanAlignment {
  const s = principalAxes(source),
    t = principalAxes(target.positions);
  const tree = new KdTree(target.positions);
  // R = Ut diag(d) Us^T maps the source's axes onto the target's, each up to its sign
  const rotation = (d: readonly number[]): Mat3 =>
    Array.from({ length: 9 }, (_, e) => {
      const [i, k] = [Math.floor(e / 3), e % 3];
      return (
        t.axes[i * 3]! * d[0]! * s.axes[k * 3]! +
        t.axes[i * 3 + 1]! * d[1]! * s.axes[k * 3 + 1]! +
        t.axes[i * 3 + 2]! * d[2]! * s.axes[k * 3 + 2]!
      );
    }) as Mat3;
  const starts: Rigid[] = [
    [1, 1],
    [1, -1],
    [-1, 1],
    [-1, -1],
  ].map(([d0, d1]) => {
    // the third sign keeps the rotation proper
    const R = det3(rotation([d0!, d1!, 1])) > 0 ? rotation([d0!, d1!, 1]) : rotation([d0!, d1!, -1]);
    const tr = [0, 1, 2].map(
      (i) => t.centre[i]! - (R[i * 3]! * s.centre[0] + R[i * 3 + 1]! * s.centre[1] + R[i * 3 + 2]! * s.centre[2]),
    );
    return { R, t: tr as [number, number, number] };
  });
  const trials = starts.map((start) =>
    icp(source, tree, start, {
      samples: SCAN_TO_SCAN.trialSamples,
      maxIterations: SCAN_TO_SCAN.trialIterations,
      maxPairDistance: SCAN_TO_SCAN.trialPairMm,
      targetNormals: target.normals,
    }),
  );
  const best = trials.reduce((a, b) => (b.rms < a.rms ? b : a));
  const refined = icp(source, tree, best.transform, {
    samples: SCAN_TO_SCAN.samples,
    maxIterations: SCAN_TO_SCAN.maxIterations,
    maxPairDistance: SCAN_TO_SCAN.pairMm,
    targetNormals: target.normals,
  });
  return { matrix: rigidToMatrix4Array(refined.transform), transform: refined.transform, rms: refined.rms };
}
