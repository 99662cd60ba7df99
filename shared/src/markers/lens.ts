import type { CameraIntrinsics } from './camera.js';

/**
 * OpenCV's lens model on normalised image coordinates (x = X / Z, y = Y / Z): radial (k1, k2, k3) and
 * tangential (p1, p2) distortion, `distortion` in OpenCV's order k1, k2, p1, p2, k3.
 */
export function distortNormalized(distortion: readonly number[], x: number, y: number): [number, number] {
  const [k1 = 0, k2 = 0, p1 = 0, p2 = 0, k3 = 0] = distortion;
  const r2 = x * x + y * y;
  const radial = 1 + r2 * (k1 + r2 * (k2 + r2 * k3));
  return [x * radial + 2 * p1 * x * y + p2 * (r2 + 2 * x * x), y * radial + p1 * (r2 + 2 * y * y) + 2 * p2 * x * y];
}

/** The inverse of `distortNormalized`: OpenCV's fixed-point iteration of `undistortPoints`, run to convergence. */
export function undistortNormalized(distortion: readonly number[], xd: number, yd: number): [number, number] {
  const [k1 = 0, k2 = 0, p1 = 0, p2 = 0, k3 = 0] = distortion;
  let x = xd;
  let y = yd;
  for (let i = 0; i < 50; i++) {
    const r2 = x * x + y * y;
    const inverse = 1 / (1 + r2 * (k1 + r2 * (k2 + r2 * k3)));
    const nx = (xd - 2 * p1 * x * y - p2 * (r2 + 2 * x * x)) * inverse;
    const ny = (yd - p1 * (r2 + 2 * y * y) - 2 * p2 * x * y) * inverse;
    const change = Math.abs(nx - x) + Math.abs(ny - y);
    x = nx;
    y = ny;
    if (change < 1e-13) break;
  }
  return [x, y];
}

export const hasDistortion = (k: CameraIntrinsics): boolean => k.distortion.some((d) => d !== 0);

/** Applies `lens` (on normalised coordinates) to pixels given as x, y pairs. */
function mapPixels(
  k: CameraIntrinsics,
  points: Float64Array,
  lens: (distortion: readonly number[], x: number, y: number) => [number, number],
): Float64Array {
  const out = new Float64Array(points.length);
  for (let i = 0; i < points.length; i += 2) {
    const [x, y] = lens(k.distortion, (points[i]! - k.cx) / k.fx, (points[i + 1]! - k.cy) / k.fy);
    out[i] = k.fx * x + k.cx;
    out[i + 1] = k.fy * y + k.cy;
  }
  return out;
}

/** Pixels of the frame (x, y pairs) to where the ideal pinhole camera of the same intrinsics puts them. */
export const undistortPixels = (k: CameraIntrinsics, points: Float64Array): Float64Array =>
  mapPixels(k, points, undistortNormalized);

/** The inverse of `undistortPixels`: ideal pinhole pixels to the frame's pixels. */
export const distortPixels = (k: CameraIntrinsics, points: Float64Array): Float64Array =>
  mapPixels(k, points, distortNormalized);
