import {
  distortPixels,
  hasDistortion,
  MARKER_CELLS,
  quantile,
  undistortPixels,
  type CameraIntrinsics,
} from '@odontia/shared';
import type { MarkerDetection } from './marker-detection.js';

/** A grey frame: one byte per pixel, row by row. */
export interface GrayImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Where along a side edge samples start and end, in cells from the corners (clear of the adjacent side's blur). */
const CORNER_CLEARANCE_CELLS = 0.6;
/** The profile across a side reaches this far into the border and into the white around it, in cells. */
const PROFILE_REACH_CELLS = 0.65;
/** The dark and bright levels are read from this far out along the profile, in cells. */
const LEVEL_FROM_CELLS = 0.4;
const PROFILE_STEP_PX = 0.5;
/** The border's dark level on a side is this quantile of its profiles' inner levels (see `edgePoints`). */
const DARK_QUANTILE = 0.25;

/** A side whose white and black levels differ by less than this (grey levels) is not refined. */
const MIN_CONTRAST = 16;
/** A side needs this many edge points for its line. */
const MIN_EDGE_POINTS = 6;

/** The grey level at a sub-pixel point (bilinear); NaN outside the image. */
export function bilinear({ width, height, data }: GrayImage, x: number, y: number): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  if (x0 < 0 || y0 < 0 || x0 + 1 >= width || y0 + 1 >= height) return Number.NaN;
  const fx = x - x0;
  const fy = y - y0;
  const i = y0 * width + x0;
  const top = data[i]! + fx * (data[i + 1]! - data[i]!);
  const bottom = data[i + width]! + fx * (data[i + width + 1]! - data[i + width]!);
  return top + fy * (bottom - top);
}

interface Line {
  /** A point on the line and its unit normal. */
  px: number;
  py: number;
  nx: number;
  ny: number;
}

/** Total least squares line through points (x, y pairs); null when they do not define one. */
function fitLine(points: readonly number[]): Line | null {
  const n = points.length / 2;
  if (n < 2) return null;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += points[2 * i]!;
    my += points[2 * i + 1]!;
  }
  mx /= n;
  my /= n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = points[2 * i]! - mx;
    const dy = points[2 * i + 1]! - my;
    sxx += dx * dx;
    sxy += dx * dy;
    syy += dy * dy;
  }
  // the normal is the eigenvector of the smaller eigenvalue of the scatter matrix
  const angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  const nx = -Math.sin(angle);
  const ny = Math.cos(angle);
  return Number.isFinite(nx) ? { px: mx, py: my, nx, ny } : null;
}

/** Fits a line, drops the points farther from it than three times the median distance, fits again. */
function robustLine(points: number[]): Line | null {
  const first = fitLine(points);
  if (!first) return null;
  const distances: number[] = [];
  for (let i = 0; i < points.length; i += 2)
    distances.push(Math.abs((points[i]! - first.px) * first.nx + (points[i + 1]! - first.py) * first.ny));
  const sorted = [...distances].sort((a, b) => a - b);
  const limit = Math.max(3 * sorted[sorted.length >> 1]!, 0.05);
  const kept = points.filter((_, i) => distances[i >> 1]! <= limit);
  return kept.length / 2 >= MIN_EDGE_POINTS ? fitLine(kept) : null;
}

function intersect(a: Line, b: Line): [number, number] | null {
  // n_a . p = n_a . p_a and n_b . p = n_b . p_b
  const ca = a.nx * a.px + a.ny * a.py;
  const cb = b.nx * b.px + b.ny * b.py;
  const det = a.nx * b.ny - a.ny * b.nx;
  if (Math.abs(det) < 1e-6) return null;
  return [(ca * b.ny - cb * a.ny) / det, (a.nx * cb - b.nx * ca) / det];
}

/** Mean grey level along the profile from `s0` to `s1` (pixels from the base point along the normal). */
function meanLevel(image: GrayImage, bx: number, by: number, nx: number, ny: number, s0: number, s1: number) {
  let sum = 0;
  let count = 0;
  for (let s = s0; s <= s1 + 1e-9; s += PROFILE_STEP_PX) {
    sum += bilinear(image, bx + s * nx, by + s * ny);
    count++;
  }
  return sum / count;
}

/**
 * Where the profile from `bx, by` along the normal crosses `half` from dark to bright within `reach` pixels
 * of the side as detected (the crossing nearest it), pixels along the normal; NaN when it does not.
 */
function halfwayCrossing(
  image: GrayImage,
  bx: number,
  by: number,
  nx: number,
  ny: number,
  half: number,
  reach: number,
) {
  let best = Number.NaN;
  let prev = bilinear(image, bx - reach * nx, by - reach * ny);
  for (let s = -reach + PROFILE_STEP_PX; s <= reach; s += PROFILE_STEP_PX) {
    const v = bilinear(image, bx + s * nx, by + s * ny);
    if (prev < half && v >= half) {
      const c = s - PROFILE_STEP_PX + ((half - prev) / (v - prev)) * PROFILE_STEP_PX;
      if (Number.isNaN(best) || Math.abs(c) < Math.abs(best)) best = c;
    }
    prev = v;
  }
  return best;
}

/**
 * The sub-pixel points of one side's edge: along profiles across the side (from inside the black border to
 * the white around the marker), where the grey level crosses halfway between the border's dark level and
 * the bright level around the marker. A straight edge under any symmetric blur crosses that level where it
 * is, so there is no pull towards the marker's centre, and a whole side contributes instead of a window at
 * a corner. The levels are the side's own: the bright one the median of its profiles' outer levels, the
 * dark one a low quantile of their inner levels, as a white bit next to the border lightens its blur.
 */
function edgePoints(image: GrayImage, from: [number, number], to: [number, number], outward: [number, number]) {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const length = Math.hypot(dx, dy);
  const cell = length / MARKER_CELLS;
  const [ux, uy] = [dx / length, dy / length];
  const [nx, ny] = outward;
  const reach = PROFILE_REACH_CELLS * cell;
  const levelFrom = LEVEL_FROM_CELLS * cell;
  const clearance = CORNER_CLEARANCE_CELLS * cell;
  const bases: [number, number][] = [];
  const darks: number[] = [];
  const brights: number[] = [];
  for (let t = clearance; t <= length - clearance; t += 1) {
    const bx = from[0] + t * ux;
    const by = from[1] + t * uy;
    const dark = meanLevel(image, bx, by, nx, ny, -reach, -levelFrom);
    const bright = meanLevel(image, bx, by, nx, ny, levelFrom, reach);
    // NaN: off the frame
    if (Number.isNaN(dark) || Number.isNaN(bright)) continue;
    bases.push([bx, by]);
    darks.push(dark);
    brights.push(bright);
  }
  const points: number[] = [];
  if (!bases.length) return points;
  const dark = quantile(darks, DARK_QUANTILE);
  const bright = quantile(brights, 0.5);
  if (!(bright - dark >= MIN_CONTRAST)) return points;
  for (const [bx, by] of bases) {
    const offset = halfwayCrossing(image, bx, by, nx, ny, (dark + bright) / 2, levelFrom);
    if (!Number.isNaN(offset)) points.push(bx + offset * nx, by + offset * ny);
  }
  return points;
}

/**
 * A marker's corners refined from its four sides: each side's edge points (`edgePoints`) fitted by a line,
 * in the ideal pinhole image of `camera` when its lens distorts (the sides are straight there), and the
 * corners the intersections of adjacent lines.
 * Answers the detection unchanged when a side cannot be fitted (cut by the frame, covered, too little
 * contrast).
 */
export function refineMarkerCorners(
  image: GrayImage,
  marker: MarkerDetection,
  camera: CameraIntrinsics,
): MarkerDetection {
  const lens = hasDistortion(camera);
  const c = marker.corners;
  const cx = (c[0]! + c[2]! + c[4]! + c[6]!) / 4;
  const cy = (c[1]! + c[3]! + c[5]! + c[7]!) / 4;
  const sides: number[][] = [];
  for (let k = 0; k < 4; k++) {
    const from: [number, number] = [c[2 * k]!, c[2 * k + 1]!];
    const to: [number, number] = [c[(2 * k + 2) % 8]!, c[(2 * k + 3) % 8]!];
    const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
    let nx = (to[1] - from[1]) / length;
    let ny = -(to[0] - from[0]) / length;
    const mx = (from[0] + to[0]) / 2;
    const my = (from[1] + to[1]) / 2;
    if (nx * (mx - cx) + ny * (my - cy) < 0) [nx, ny] = [-nx, -ny];
    const points = edgePoints(image, from, to, [nx, ny]);
    if (points.length / 2 < MIN_EDGE_POINTS) return marker;
    sides.push(points);
  }
  const lines = sides.map((points) =>
    robustLine(lens ? Array.from(undistortPixels(camera, Float64Array.from(points))) : points),
  );
  const corners = new Float64Array(8);
  for (let k = 0; k < 4; k++) {
    const before = lines[(k + 3) % 4];
    const after = lines[k];
    const corner = before && after ? intersect(before, after) : null;
    if (!corner) return marker;
    corners[2 * k] = corner[0];
    corners[2 * k + 1] = corner[1];
  }
  const refined = lens ? distortPixels(camera, corners) : corners;
  // a refinement that moved a corner by more than a cell fitted something else than the marker's sides
  const cell = Math.hypot(c[2]! - c[0]!, c[3]! - c[1]!) / MARKER_CELLS;
  for (let i = 0; i < 8; i += 2) if (Math.hypot(refined[i]! - c[i]!, refined[i + 1]! - c[i + 1]!) > cell) return marker;
  return { id: marker.id, corners: refined };
}
