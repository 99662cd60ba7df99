import { submeshNear } from './axis.js';
import { ClosestPoint } from './closest.js';
import type { MarginLine } from './margin.js';
import {
  cross,
  frameAlong,
  fromFrame,
  normalize,
  SurfaceProbe,
  toFrame,
  type Frame,
  type Mesh,
  type V3,
} from './probe.js';

export interface CrownParameters {
  cementGapMm: number;
  minimalThicknessMm: number;
  marginWidthMm: number;
}

export const DEFAULT_CROWN_PARAMETERS: CrownParameters = {
  cementGapMm: 0.05,
  minimalThicknessMm: 0.5,
  marginWidthMm: 0.5,
};

/**
 * A surface over the margin as spokes: spoke j runs from margin point j (station 0) to the centre
 * (station `stations`, one shared apex vertex). Vertex (j, k) is at index j * stations + k for
 * k < stations; the apex is the last vertex.
 */
export interface SpokeSurface {
  mesh: Mesh;
  spokes: number;
  stations: number;
  /** The frame of the insertion axis (w) the spokes were cast in. */
  frame: Frame;
}

export const spokeIndex = (s: SpokeSurface, j: number, k: number) =>
  k >= s.stations ? s.spokes * s.stations : (((j % s.spokes) + s.spokes) % s.spokes) * s.stations + k;

/** Triangles of a spoke grid (counter-clockwise seen from +w when the spokes run counter-clockwise). */
export function spokeTriangles(spokes: number, stations: number): Uint32Array {
  const s = { spokes, stations } as SpokeSurface;
  const out: number[] = [];
  for (let j = 0; j < spokes; j++)
    for (let k = 0; k < stations; k++) {
      const a = spokeIndex(s, j, k);
      const b = spokeIndex(s, j + 1, k);
      const c = spokeIndex(s, j + 1, k + 1);
      const d = spokeIndex(s, j, k + 1);
      if (k + 1 >= stations) out.push(a, b, d);
      else out.push(a, b, c, a, c, d);
    }
  return Uint32Array.from(out);
}

/** Per-vertex normals of a spoke surface (area-weighted), pointing to +w. */
export function vertexNormals(mesh: Mesh): Float32Array {
  const p = mesh.positions;
  const t = mesh.triangles;
  const n = new Float32Array(p.length);
  for (let k = 0; k < t.length; k += 3) {
    const [a, b, c] = [t[k]! * 3, t[k + 1]! * 3, t[k + 2]! * 3];
    const f = cross(
      [p[b]! - p[a]!, p[b + 1]! - p[a + 1]!, p[b + 2]! - p[a + 2]!],
      [p[c]! - p[a]!, p[c + 1]! - p[a + 1]!, p[c + 2]! - p[a + 2]!],
    );
    for (const v of [a, b, c]) for (let i = 0; i < 3; i++) n[v + i] = n[v + i]! + f[i]!;
  }
  for (let v = 0; v < n.length; v += 3) n.set(normalize([n[v]!, n[v + 1]!, n[v + 2]!]), v);
  return n;
}

const PROFILE_SAMPLES = 400;
export const INNER_STATIONS = 48;
/** Refinement passes of the cement-gap offset and how far short of the gap a vertex may stay, mm. */
const OFFSET_PASSES = 12;
const OFFSET_TOLERANCE_MM = 0.002;
/** Width over which the cement gap grows from zero (the margin band) to its full value, mm. */
export const GAP_RAMP_MM = 0.3;

/**
 * The preparation inside the margin seen along the insertion axis, as spokes from the margin to the
 * centre with stations equally spaced along each spoke's surface length (so the steep axial walls are
 * sampled as finely as the occlusal surface). Seen along the axis, anything hidden under an overhang
 * is replaced by the surface over it: the undercuts are blocked out by construction.
 */
export function preparationSurface(mesh: Mesh, margin: MarginLine, axis: V3): SpokeSurface & { arc: Float64Array } {
  const n = margin.points.length;
  const centre = margin.points.reduce<V3>((s, p) => [s[0] + p[0] / n, s[1] + p[1] / n, s[2] + p[2] / n], [0, 0, 0]);
  const frame = frameAlong(centre, axis);
  const local = margin.points.map((p) => toFrame(frame, p));
  // spokes counter-clockwise seen from +w
  const area = local.reduce((s, p, i) => s + p[0] * local[(i + 1) % n]![1] - local[(i + 1) % n]![0] * p[1], 0);
  if (area < 0) local.reverse();
  const radius = Math.max(...local.map((p) => Math.hypot(p[0], p[1])));
  const probe = new SurfaceProbe(mesh, frame, radius + 1);
  const stations = INNER_STATIONS;
  const positions = new Float32Array((n * stations + 1) * 3);
  const arc = new Float64Array(n * stations + 1);
  const centreHeight = probe.height(0, 0);
  for (let j = 0; j < n; j++) {
    const m = local[j]!;
    const pts: V3[] = [m];
    for (let i = 1; i <= PROFILE_SAMPLES; i++) {
      const t = i / PROFILE_SAMPLES;
      const a = m[0] * (1 - t);
      const b = m[1] * (1 - t);
      pts.push([a, b, Math.max(probe.height(a, b), m[2])]);
    }
    const cum = [0];
    for (let i = 1; i < pts.length; i++) {
      const [p, q] = [pts[i - 1]!, pts[i]!];
      cum.push(cum[i - 1]! + Math.hypot(q[0] - p[0], q[1] - p[1], q[2] - p[2]));
    }
    const total = cum[cum.length - 1]!;
    let seg = 0;
    for (let k = 0; k < stations; k++) {
      const target = (total * k) / stations;
      while (cum[seg + 1]! < target) seg++;
      const t = (target - cum[seg]!) / (cum[seg + 1]! - cum[seg]! || 1);
      const [p, q] = [pts[seg]!, pts[seg + 1]!];
      positions.set(
        fromFrame(frame, p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1]), p[2] + t * (q[2] - p[2])),
        3 * (j * stations + k),
      );
      arc[j * stations + k] = target;
    }
  }
  positions.set(fromFrame(frame, 0, 0, centreHeight), 3 * n * stations);
  arc[n * stations] = Infinity;
  return { mesh: { positions, triangles: spokeTriangles(n, stations) }, spokes: n, stations, frame, arc };
}

/** The farthest margin point from the spokes' centre, mm. */
function prepRadius(s: SpokeSurface): number {
  const p = s.mesh.positions;
  let r = 0;
  for (let j = 0; j < s.spokes; j++) {
    const o = 3 * j * s.stations;
    r = Math.max(
      r,
      Math.hypot(p[o]! - s.frame.origin[0], p[o + 1]! - s.frame.origin[1], p[o + 2]! - s.frame.origin[2]),
    );
  }
  return r;
}

/** Cement gap at a surface distance from the margin: none in the margin band, then rising smoothly to the full gap. */
export function gapAt(distanceMm: number, p: CrownParameters): number {
  const t = Math.min(1, Math.max(0, (distanceMm - p.marginWidthMm) / GAP_RAMP_MM));
  return p.cementGapMm * t * t * (3 - 2 * t);
}

/**
 * The crown's inner (intaglio) surface: the blocked-out preparation offset outwards by the cement
 * gap, with no gap in the band of the margin width along the margin (the crown seals there). Its
 * boundary is the margin line itself.
 */
export function innerSurface(mesh: Mesh, margin: MarginLine, axis: V3, params: CrownParameters): SpokeSurface {
  const prep = preparationSurface(mesh, margin, axis);
  const normals = vertexNormals(prep.mesh);
  const base = prep.mesh.positions;
  const positions = base.slice();
  const offset = Float64Array.from({ length: base.length / 3 }, (_, v) => gapAt(prep.arc[v]!, params));
  const place = (v: number) => {
    for (let i = 0; i < 3; i++) positions[3 * v + i] = base[3 * v + i]! + offset[v]! * normals[3 * v + i]!;
  };
  for (let v = 0; v < offset.length; v++) place(v);
  // the scan itself, with its fissures finer than the spokes (blocked-out stretches lie farther off it)
  const surface = new ClosestPoint(submeshNear(mesh, prep.frame.origin, prepRadius(prep) + 1).mesh, 0.5);
  // in a concave stretch (fissures, the shoulder's inner angle) a vertex moved by the gap along its
  // normal comes closer than the gap to the facing slope: it moves on until it is the gap off everywhere
  let todo = Array.from(offset.keys()).filter((v) => offset[v]! > 0);
  for (let pass = 0; pass < OFFSET_PASSES && todo.length; pass++)
    todo = todo.filter((v) => {
      const g = gapAt(prep.arc[v]!, params);
      const d = surface.nearest([positions[3 * v]!, positions[3 * v + 1]!, positions[3 * v + 2]!], g + 0.05);
      if (!d || d.distance >= g - OFFSET_TOLERANCE_MM) return false;
      offset[v] = offset[v]! + g - d.distance;
      place(v);
      return true;
    });
  return { ...prep, mesh: { positions, triangles: prep.mesh.triangles } };
}
