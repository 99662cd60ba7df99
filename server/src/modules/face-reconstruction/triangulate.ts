import type { CameraIntrinsics } from '@odontia/shared';
import { huber, project, solveSymmetric, toCamera, type Point2, type Point3, type ViewPose } from './camera-pose.js';

export interface Sighting {
  k: CameraIntrinsics;
  pose: ViewPose;
  at: Point2;
  weight: number;
}

/**
 * One 3D point from its sightings in several posed views: the linear (DLT) solution, then Gauss-Newton
 * on the weighted reprojection error with Huber weights, so a wrong detection in one view is outvoted.
 */
export function triangulate(sightings: Sighting[], iterations = 5): { point: Point3; rmsPx: number } | null {
  const a = new Array<number>(9).fill(0);
  const b = new Array<number>(3).fill(0);
  for (const { k, pose, at, weight } of sightings) {
    const { r, t } = pose;
    const x = (at[0] - k.cx) / k.fx;
    const y = (at[1] - k.cy) / k.fy;
    // rows: x·(r3·X + t3) − (r1·X + t1) = 0 and likewise for y
    for (const [row, n] of [
      [[r[6]! * x - r[0]!, r[7]! * x - r[1]!, r[8]! * x - r[2]!], t[0] - x * t[2]],
      [[r[6]! * y - r[3]!, r[7]! * y - r[4]!, r[8]! * y - r[5]!], t[1] - y * t[2]],
    ] as [number[], number][]) {
      for (let i = 0; i < 3; i++) {
        b[i] = b[i]! + weight * row[i]! * n;
        for (let j = 0; j < 3; j++) a[i * 3 + j] = a[i * 3 + j]! + weight * row[i]! * row[j]!;
      }
    }
  }
  const solved = solveSymmetric(a, b, 3);
  if (!solved) return null;
  let point = solved as Point3;
  for (let it = 0; it < iterations; it++) {
    const h = new Array<number>(9).fill(0);
    const g = new Array<number>(3).fill(0);
    for (const { k, pose, at, weight } of sightings) {
      const p = toCamera(pose, point);
      if (p[2] <= 1e-6) continue;
      const [u, v] = project(k, p);
      const eu = u - at[0];
      const ev = v - at[1];
      const w = weight * huber(Math.hypot(eu, ev), 3);
      const iz = 1 / p[2];
      const dpu = [k.fx * iz, 0, -k.fx * p[0] * iz * iz];
      const dpv = [0, k.fy * iz, -k.fy * p[1] * iz * iz];
      // d p / d X = R
      const ju = [0, 1, 2].map((c) => dpu[0]! * pose.r[c]! + dpu[1]! * pose.r[3 + c]! + dpu[2]! * pose.r[6 + c]!);
      const jv = [0, 1, 2].map((c) => dpv[0]! * pose.r[c]! + dpv[1]! * pose.r[3 + c]! + dpv[2]! * pose.r[6 + c]!);
      for (let i = 0; i < 3; i++) {
        g[i] = g[i]! + w * (ju[i]! * eu + jv[i]! * ev);
        for (let j = 0; j < 3; j++) h[i * 3 + j] = h[i * 3 + j]! + w * (ju[i]! * ju[j]! + jv[i]! * jv[j]!);
      }
    }
    const step = solveSymmetric(
      h,
      g.map((x) => -x),
      3,
    );
    if (!step) break;
    point = [point[0] + step[0]!, point[1] + step[1]!, point[2] + step[2]!];
    if (Math.hypot(...step) < 1e-6) break;
  }
  let s = 0;
  let wsum = 0;
  for (const { k, pose, at, weight } of sightings) {
    const [u, v] = project(k, toCamera(pose, point));
    s += weight * ((u - at[0]) ** 2 + (v - at[1]) ** 2);
    wsum += weight;
  }
  return { point, rmsPx: Math.sqrt(s / Math.max(wsum, 1e-12)) };
}
