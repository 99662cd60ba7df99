import { axisRotation, type CameraIntrinsics } from '@odontia/shared';

/** A view's pose: camera point = R·X + t (OpenCV axes: x right, y down, z forward). R row-major 3x3. */
export interface ViewPose {
  r: number[];
  t: [number, number, number];
}

export type Point3 = [number, number, number];
export type Point2 = [number, number];

export const toCamera = (pose: ViewPose, x: Point3): Point3 => {
  const { r, t } = pose;
  return [
    r[0]! * x[0] + r[1]! * x[1] + r[2]! * x[2] + t[0],
    r[3]! * x[0] + r[4]! * x[1] + r[5]! * x[2] + t[1],
    r[6]! * x[0] + r[7]! * x[1] + r[8]! * x[2] + t[2],
  ];
};

export const project = (k: CameraIntrinsics, p: Point3): Point2 => [
  (k.fx * p[0]) / p[2] + k.cx,
  (k.fy * p[1]) / p[2] + k.cy,
];

/** Rotation matrix of the axis-angle vector w (Rodrigues). */
export function rodrigues(w: Point3): number[] {
  const angle = Math.hypot(w[0], w[1], w[2]);
  if (angle < 1e-12) return [1, -w[2], w[1], w[2], 1, -w[0], -w[1], w[0], 1];
  return axisRotation(w, angle);
}

export const matMul3 = (a: number[], b: number[]): number[] =>
  Array.from({ length: 9 }, (_, i) => {
    const [row, col] = [Math.floor(i / 3), i % 3];
    return a[row * 3]! * b[col]! + a[row * 3 + 1]! * b[3 + col]! + a[row * 3 + 2]! * b[6 + col]!;
  });

/** Solves the symmetric positive system A x = b (n x n, row-major) by Cholesky; null when singular. */
export function solveSymmetric(a: number[], b: number[], n: number): number[] | null {
  const l = new Array<number>(n * n).fill(0);
  for (let i = 0; i < n; i++)
    for (let j = 0; j <= i; j++) {
      let s = a[i * n + j]!;
      for (let k = 0; k < j; k++) s -= l[i * n + k]! * l[j * n + k]!;
      if (i === j) {
        if (s <= 1e-12) return null;
        l[i * n + i] = Math.sqrt(s);
      } else l[i * n + j] = s / l[j * n + j]!;
    }
  const y = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    let s = b[i]!;
    for (let k = 0; k < i; k++) s -= l[i * n + k]! * y[k]!;
    y[i] = s / l[i * n + i]!;
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let s = y[i]!;
    for (let k = i + 1; k < n; k++) s -= l[k * n + i]! * x[k]!;
    x[i] = s / l[i * n + i]!;
  }
  return x;
}

/** Huber weight of a residual of length `e` with threshold `k` (pixels). */
export const huber = (e: number, k: number): number => (e <= k ? 1 : k / e);

/**
 * Refines a view's pose by Gauss-Newton on the reprojection error of known 3D points (Huber-weighted,
 * optional per-point weights). Returns the pose and its RMS error in pixels.
 */
export function refinePose(
  k: CameraIntrinsics,
  points: Point3[],
  observed: Point2[],
  start: ViewPose,
  weights?: number[],
  iterations = 12,
): { pose: ViewPose; rmsPx: number } {
  let pose = start;
  for (let it = 0; it < iterations; it++) {
    const h = new Array<number>(36).fill(0);
    const g = new Array<number>(6).fill(0);
    for (let i = 0; i < points.length; i++) {
      const rx = toCamera({ r: pose.r, t: [0, 0, 0] }, points[i]!);
      const p: Point3 = [rx[0] + pose.t[0], rx[1] + pose.t[1], rx[2] + pose.t[2]];
      if (p[2] <= 1e-6) continue;
      const [u, v] = project(k, p);
      const eu = u - observed[i]![0];
      const ev = v - observed[i]![1];
      const w = (weights?.[i] ?? 1) * huber(Math.hypot(eu, ev), 3);
      const iz = 1 / p[2];
      const du = [k.fx * iz, 0, -k.fx * p[0] * iz * iz];
      const dv = [0, k.fy * iz, -k.fy * p[1] * iz * iz];
      // a small rotation w moves R·X by w × R·X, so d(d·p)/dw = R·X × d
      const cross = (d: number[]) => [
        rx[1] * d[2]! - rx[2] * d[1]!,
        rx[2] * d[0]! - rx[0] * d[2]!,
        rx[0] * d[1]! - rx[1] * d[0]!,
      ];
      const ju = [...cross(du), ...du];
      const jv = [...cross(dv), ...dv];
      for (let a = 0; a < 6; a++) {
        g[a] = g[a]! + w * (ju[a]! * eu + jv[a]! * ev);
        for (let b = 0; b < 6; b++) h[a * 6 + b] = h[a * 6 + b]! + w * (ju[a]! * ju[b]! + jv[a]! * jv[b]!);
      }
    }
    for (let a = 0; a < 6; a++) h[a * 7] = h[a * 7]! * 1.001 + 1e-9;
    const step = solveSymmetric(
      h,
      g.map((x) => -x),
      6,
    );
    if (!step) break;
    pose = {
      r: matMul3(rodrigues([step[0]!, step[1]!, step[2]!]), pose.r),
      t: [pose.t[0] + step[3]!, pose.t[1] + step[4]!, pose.t[2] + step[5]!],
    };
    if (Math.hypot(...step) < 1e-7) break;
  }
  return { pose, rmsPx: reprojectionRms(k, points, observed, pose) };
}

export function reprojectionRms(k: CameraIntrinsics, points: Point3[], observed: Point2[], pose: ViewPose): number {
  let s = 0;
  for (let i = 0; i < points.length; i++) {
    const [u, v] = project(k, toCamera(pose, points[i]!));
    s += (u - observed[i]![0]) ** 2 + (v - observed[i]![1]) ** 2;
  }
  return Math.sqrt(s / points.length);
}

/**
 * The pose of a face seen in a photo, from its 3D template: Gauss-Newton started from several yaws
 * (frontal and turned either way), the start at the template's apparent size and position.
 */
export function estimatePose(
  k: CameraIntrinsics,
  template: Point3[],
  observed: Point2[],
): { pose: ViewPose; rmsPx: number } {
  const xs = observed.map((p) => p[0]);
  const ys = observed.map((p) => p[1]);
  const widthPx = Math.max(...xs) - Math.min(...xs);
  const tx = template.map((p) => p[0]);
  const widthMm = Math.max(...tx) - Math.min(...tx);
  const z = (k.fx * widthMm) / widthPx;
  const u = xs.reduce((a, b) => a + b, 0) / xs.length;
  const v = ys.reduce((a, b) => a + b, 0) / ys.length;
  let best: { pose: ViewPose; rmsPx: number } | null = null;
  for (const yawDeg of [0, -35, 35, -65, 65]) {
    // face frame (y up, z out of the face) seen from the front: flip y and z, then turn about y
    const yaw = (yawDeg * Math.PI) / 180;
    const r = matMul3(rodrigues([0, yaw, 0]), [1, 0, 0, 0, -1, 0, 0, 0, -1]);
    const start: ViewPose = { r, t: [((u - k.cx) * z) / k.fx, ((v - k.cy) * z) / k.fy, z] };
    const fit = refinePose(k, template, observed, start);
    if (!best || fit.rmsPx < best.rmsPx) best = fit;
  }
  return best!;
}
