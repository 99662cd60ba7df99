import { submeshNear } from './axis.js';
import { occlusalDirection, locatePreparation } from './locate.js';
import { frameAlong, fromFrame, SurfaceProbe, toFrame, type Frame, type Mesh, type V3 } from './probe.js';

export interface MarginLine {
  /** Closed loop (first point not repeated), patient frame, mm. */
  points: V3[];
  /** The frame the detection worked in: origin on the preparation's centre line, w occlusal. */
  frame: Frame;
}

const RAYS = 180;
const STEP = 0.02;
const REACH = 9;
/** Slope (height over run) of the axial wall, of the drop outside the shoulder, and of "flat". */
const WALL_SLOPE = 3;
const DROP_SLOPE = 1.5;
const FLAT_SLOPE = 0.05;
/** Heights above the shoulder between which the chamfer's rise is fitted, mm. */
const FIT_BAND: [number, number] = [0.0005, 0.6];
/** Half width of the strip of scan vertices along each ray, mm. */
const STRIP = 0.3;
const REFINEMENTS = 3;

/** Frame coordinates of the mesh vertices within `radius` of the frame's axis (flat a, b, h triples). */
function verticesNear(mesh: Mesh, frame: Frame, radius: number): Float64Array {
  const out: number[] = [];
  const p = mesh.positions;
  for (let i = 0; i < p.length; i += 3) {
    const c = toFrame(frame, [p[i]!, p[i + 1]!, p[i + 2]!]);
    if (Math.hypot(c[0], c[1]) <= radius) out.push(c[0], c[1], c[2]);
  }
  return Float64Array.from(out);
}

/** Profile features along one ray: the shoulder level and the stretch from the axial wall to the drop outside it. */
export function profileFeatures(
  h: Float64Array,
): { wall: number; flat: number; drop: number; shoulder: number } | null {
  const n = h.length;
  const lag = 2;
  const slope = (i: number) => (h[Math.min(n - 1, i + lag)]! - h[Math.max(0, i - lag)]!) / (2 * lag * STEP);
  let wall = -1;
  for (let i = lag; i < n - lag; i++)
    if (slope(i) < -WALL_SLOPE) {
      wall = i;
      break;
    }
  if (wall < 0) return null;
  const flatRun = Math.round(0.14 / STEP);
  for (let i = wall + flatRun + 4; i < n - lag; i++) {
    if (slope(i) >= -DROP_SLOPE) continue;
    let flat = true;
    for (let j = i - flatRun - 3; j < i - 3 && flat; j++) flat = Math.abs(slope(j)) < FLAT_SLOPE;
    if (!flat) continue;
    const shoulderSamples = Array.from(h.subarray(i - flatRun - 3, i - 3)).sort((a, b) => a - b);
    let flatStart = i - flatRun - 3;
    while (flatStart > wall && Math.abs(slope(flatStart - 1)) < FLAT_SLOPE) flatStart--;
    return {
      wall: wall * STEP,
      flat: flatStart * STEP,
      drop: i * STEP,
      shoulder: shoulderSamples[Math.floor(shoulderSamples.length / 2)]!,
    };
  }
  return null;
}

/**
 * Where a chamfer leaves the shoulder plane, from samples (s along the ray, d height above the
 * shoulder) of its rise. The curvature grows from zero at the margin, so the point is found by
 * extrapolation rather than by a curvature threshold: the rise is fitted as d = c (s0 - s)^p (a
 * circular chamfer has p ~ 2) by a linear fit of log d on log(s0 - s) for each candidate s0, the
 * best fit giving s0.
 */
export function chamferOrigin(s: number[], d: number[]): number | null {
  if (s.length < 5) return null;
  const sMax = Math.max(...s);
  let best = { sse: Infinity, s0: NaN };
  const ly = d.map(Math.log);
  for (let s0 = sMax + 0.002; s0 < sMax + 0.8; s0 += 0.002) {
    let sx = 0;
    let sy = 0;
    let sxx = 0;
    let sxy = 0;
    const lx = s.map((v) => Math.log(s0 - v));
    for (let i = 0; i < s.length; i++) {
      sx += lx[i]!;
      sy += ly[i]!;
      sxx += lx[i]! * lx[i]!;
      sxy += lx[i]! * ly[i]!;
    }
    const n = s.length;
    const p = (n * sxy - sx * sy) / (n * sxx - sx * sx);
    const a = (sy - p * sx) / n;
    let sse = 0;
    for (let i = 0; i < n; i++) sse += (a + p * lx[i]! - ly[i]!) ** 2;
    if (sse < best.sse) best = { sse, s0 };
  }
  return Number.isFinite(best.s0) ? best.s0 : null;
}

function circularMedian(values: number[], radius: number): number[] {
  const n = values.length;
  return values.map((_, i) => {
    const w: number[] = [];
    for (let k = -radius; k <= radius; k++) {
      const v = values[(i + k + n) % n]!;
      if (Number.isFinite(v)) w.push(v);
    }
    w.sort((a, b) => a - b);
    return w.length ? w[Math.floor(w.length / 2)]! : NaN;
  });
}

const circularMean = (values: number[], radius: number) =>
  values.map((_, i) => {
    let sum = 0;
    for (let k = -radius; k <= radius; k++) sum += values[(i + k + values.length) % values.length]!;
    return sum / (2 * radius + 1);
  });

/** Resamples a closed polyline to `count` points equally spaced along it. */
export function resampleClosed(points: V3[], count: number): V3[] {
  const n = points.length;
  const cum = [0];
  for (let i = 0; i < n; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % n]!;
    cum.push(cum[i]! + Math.hypot(b[0] - a[0], b[1] - a[1], b[2] - a[2]));
  }
  const total = cum[n]!;
  const out: V3[] = [];
  let seg = 0;
  for (let k = 0; k < count; k++) {
    const target = (total * k) / count;
    while (cum[seg + 1]! < target) seg++;
    const a = points[seg]!;
    const b = points[(seg + 1) % n]!;
    const t = (target - cum[seg]!) / (cum[seg + 1]! - cum[seg]! || 1);
    out.push([a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1]), a[2] + t * (b[2] - a[2])]);
  }
  return out;
}

/** Vertex samples (offset along the normal, rise above the shoulder) in a strip across the margin. */
function strip(
  local: Float64Array,
  at: readonly number[],
  normal: readonly number[],
  shoulder: number,
  reach: [number, number],
) {
  const s: number[] = [];
  const d: number[] = [];
  for (let k = 0; k < local.length; k += 3) {
    const x = local[k]! - at[0]!;
    const y = local[k + 1]! - at[1]!;
    const along = x * normal[0]! + y * normal[1]!;
    const across = -x * normal[1]! + y * normal[0]!;
    const rise = local[k + 2]! - shoulder;
    if (Math.abs(across) > STRIP || along < reach[0] || along > reach[1]) continue;
    if (rise < FIT_BAND[0] || rise > FIT_BAND[1]) continue;
    s.push(along);
    d.push(rise);
  }
  return chamferOrigin(s, d);
}

/** Replaces outliers by the circular median and smooths over five samples (closed sequences). */
function cleanLoop(values: number[], tolerance: number): number[] | null {
  const med = circularMedian(values, 5);
  const robust = values.map((r, i) => (Number.isFinite(r) && Math.abs(r - med[i]!) < tolerance ? r : med[i]!));
  return robust.some((r) => !Number.isFinite(r)) ? null : circularMean(robust, 2);
}

/** Margin radius and shoulder level along 180 rays from the frame's origin (cleaned, closed). */
function radialPass(mesh: Mesh, frame: Frame): { radii: number[]; shoulder: number[] } | null {
  const probe = new SurfaceProbe(mesh, frame, REACH + 2);
  const samples = Math.round(REACH / STEP);
  const radii: number[] = [];
  const heights: number[] = [];
  const profile = new Float64Array(samples);
  for (let r = 0; r < RAYS; r++) {
    const th = (2 * Math.PI * r) / RAYS;
    const dir = [Math.cos(th), Math.sin(th)];
    for (let i = 0; i < samples; i++) profile[i] = probe.height(dir[0]! * i * STEP, dir[1]! * i * STEP);
    const features = profileFeatures(profile);
    radii.push(features ? features.flat : NaN);
    heights.push(features ? features.shoulder : NaN);
  }
  if (radii.filter(Number.isFinite).length < RAYS / 2) return null;
  const clean = cleanLoop(radii, 0.3);
  const shoulder = cleanLoop(heights, 0.05);
  return clean && shoulder ? { radii: clean, shoulder } : null;
}

function centroid(radii: number[]): [number, number] {
  let a = 0;
  let b = 0;
  radii.forEach((s, r) => {
    a += Math.cos((2 * Math.PI * r) / RAYS) * s;
    b += Math.sin((2 * Math.PI * r) / RAYS) * s;
  });
  return [a / radii.length, b / radii.length];
}

/**
 * Detects the margin line of the prepared first molar `fdi` on its jaw's scan. The preparation is
 * located from its cut edges (see `locatePreparation`); 180 radial profiles around it give the
 * shoulder level and a first margin; each point is then refined across the line, along the first
 * loop's normal, from the scan vertices in a strip there (see `chamferOrigin`). Outliers are replaced
 * by the circular median, the loop smoothed over five samples and resampled to `count` equally spaced
 * points. Null when no preparation is found.
 */
export function detectMargin(scan: Mesh, fdi: number, count = 128): MarginLine | null {
  const region = locatePreparation(scan, fdi);
  if (!region) return null;
  const mesh = submeshNear(scan, region.centre, REACH + 6).mesh;
  let frame = frameAlong(region.centre, occlusalDirection(fdi));
  let first = radialPass(mesh, frame);
  if (!first) return null;
  // rays from an off-centre start cross the line obliquely: start again from the first loop's centroid
  const [ca, cb] = centroid(first.radii);
  frame = frameAlong(fromFrame(frame, ca, cb, 0), frame.w);
  first = radialPass(mesh, frame);
  if (!first) return null;
  const { radii: rough, shoulder } = first;
  const local = verticesNear(mesh, frame, REACH);
  let line = rough.map((s, r) => [Math.cos((2 * Math.PI * r) / RAYS) * s, Math.sin((2 * Math.PI * r) / RAYS) * s]);
  // refinement: strips across the line along its own normal, so the rise is sampled perpendicularly
  for (let pass = 0; pass < REFINEMENTS; pass++) {
    const normals = line.map((p, r) => {
      const prev = line[(r + RAYS - 1) % RAYS]!;
      const next = line[(r + 1) % RAYS]!;
      const l = Math.hypot(next[0]! - prev[0]!, next[1]! - prev[1]!);
      const n = [(next[1]! - prev[1]!) / l, -(next[0]! - prev[0]!) / l];
      return n[0]! * p[0]! + n[1]! * p[1]! < 0 ? [-n[0]!, -n[1]!] : n;
    });
    const offsets = cleanLoop(
      line.map((p, r) => strip(local, p, normals[r]!, shoulder[r]!, [-1.2, pass === 0 ? 0.6 : 0.3]) ?? NaN),
      0.15,
    );
    if (!offsets) return null;
    line = line.map((p, r) => [p[0]! + normals[r]![0]! * offsets[r]!, p[1]! + normals[r]![1]! * offsets[r]!]);
  }
  const loop = line.map((p, r) => fromFrame(frame, p[0]!, p[1]!, shoulder[r]!));
  return { points: resampleClosed(loop, count), frame };
}

/** Distance from a point to a closed polyline. */
export function distanceToLoop(p: readonly number[], loop: readonly V3[]): number {
  let best = Infinity;
  for (let i = 0; i < loop.length; i++) {
    const a = loop[i]!;
    const b = loop[(i + 1) % loop.length]!;
    const e = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
    const l2 = e[0]! ** 2 + e[1]! ** 2 + e[2]! ** 2;
    const t = Math.max(0, Math.min(1, ((p[0]! - a[0]) * e[0]! + (p[1]! - a[1]) * e[1]! + (p[2]! - a[2]) * e[2]!) / l2));
    best = Math.min(best, Math.hypot(p[0]! - a[0] - t * e[0]!, p[1]! - a[1] - t * e[1]!, p[2]! - a[2] - t * e[2]!));
  }
  return best;
}
