import { ClosestPoint } from './closest.js';
import { spokeTriangles, vertexNormals, type CrownParameters, type SpokeSurface } from './inner.js';
import { libraryTooth, outlineRho } from './library.js';
import { sideSign } from './locate.js';
import { dot, frameAlong, fromFrame, normalize, SurfaceProbe, toFrame, type Mesh, type V3 } from './probe.js';

export interface CrownProposal {
  /** The outer surface as spokes sharing the inner surface's margin vertices (station 0). */
  outer: SpokeSurface;
  /** Scale of the library tooth fitted to the gap. */
  scale: number;
  /** Gap between the neighbours' proximal surfaces along the mesial line, mm. */
  gapMm: number;
  /** Occlusal clearance target to the opposing teeth, mm. */
  clearanceMm: number;
}

/** Thrown when a neighbour the fit needs is not on the scan. */
export class MissingNeighbourError extends Error {
  override name = 'MissingNeighbourError';
}

const AXIAL_STATIONS = 16;
const OCCLUSAL_STATIONS = 24;
const OUTLINE_RHO = 0.97;
/** How far beyond the shoulder a neighbour is looked for along each spoke, mm. */
const FREE_REACH_MM = 4;
/** How far beyond the library outline the axial wall may grow to touch a neighbour (at the occlusal edge), mm. */
const CONTACT_REACH_MM = 0.6;
export const OCCLUSAL_CLEARANCE_MM = 0.05;
/** A neighbour crown rises at least this far above the margin within reach of the gap. */
const NEIGHBOUR_RISE_MM = 3;
const NEIGHBOUR_REACH_MM = 4;
/** Posterior segments diverge about 15 degrees from the sagittal plane (the arch form). */
const SEGMENT_DIVERGENCE = (15 * Math.PI) / 180;

/**
 * The proposed outer anatomy. The library molar is placed in the gap: centred between the
 * neighbours' proximal surfaces along the mesial line and scaled to that distance, its cusp-tip
 * level at the neighbours' marginal height. The occlusal surface is lowered as a whole until a tenth
 * of it meets the opposing teeth at the clearance target, then clipped so nothing comes closer; the
 * axial walls bulge from the margin to the library outline, clipped at the neighbours so the
 * proximal surfaces touch them; finally every point beyond the margin band is pushed out to the
 * minimal thickness from the inner surface.
 */
export function proposeCrown(
  jaw: Mesh,
  opposing: Mesh,
  tooth: number,
  inner: SpokeSurface,
  params: CrownParameters,
): CrownProposal {
  const f = inner.frame;
  const lib = libraryTooth(tooth);
  const probe = new SurfaceProbe(jaw, f, 16);
  const oppFrame = frameAlong(f.origin, [-f.w[0], -f.w[1], -f.w[2]]);
  const oppProbe = new SurfaceProbe(opposing, oppFrame, 12);
  const opposingHeight = (a: number, b: number) => {
    const q = toFrame(oppFrame, fromFrame(f, a, b, 0));
    return -oppProbe.height(q[0], q[1]);
  };
  const innerProbe = new SurfaceProbe(inner.mesh, f, 12);
  const side = sideSign(tooth);
  const mesialWorld = [-side * Math.sin(SEGMENT_DIVERGENCE), 0, Math.cos(SEGMENT_DIVERGENCE)];
  const md = normalize([dot(mesialWorld, f.u), dot(mesialWorld, f.v), 0]);
  const lateral = [side * dot([1, 0, 0], f.u), side * dot([1, 0, 0], f.v)];
  const bl: [number, number] = md[0] * lateral[1]! - md[1] * lateral[0]! > 0 ? [-md[1], md[0]] : [md[1], -md[0]];

  const n = inner.spokes;
  const margin = Array.from({ length: n }, (_, j) => {
    const p = inner.mesh.positions;
    return toFrame(f, [p[3 * j * inner.stations]!, p[3 * j * inner.stations + 1]!, p[3 * j * inner.stations + 2]!]);
  });
  const marginTop = Math.max(...margin.map((m) => m[2]));
  /** How far the margin reaches along a direction of the occlusal plane. */
  const marginExtent = (dir: readonly number[]) => Math.max(...margin.map((m) => m[0] * dir[0]! + m[1] * dir[1]!));

  // the neighbours' proximal surfaces along the mesial line: first point beyond the shoulder at contact height
  const proximal = (sign: number) => {
    const dir = [sign * md[0], sign * md[1]];
    const start = marginExtent(dir) + 0.3;
    let top = -Infinity;
    for (let s = start; s < start + NEIGHBOUR_REACH_MM; s += 0.05)
      top = Math.max(top, probe.height(dir[0]! * s, dir[1]! * s));
    if (top < marginTop + NEIGHBOUR_RISE_MM) throw new MissingNeighbourError('AI cannot detect missing teeth yet');
    const contactHeight = top - 1.5;
    for (let s = start; s < start + NEIGHBOUR_REACH_MM; s += 0.01)
      if (probe.height(dir[0]! * s, dir[1]! * s) >= contactHeight) return { s, top };
    throw new MissingNeighbourError('AI cannot detect missing teeth yet');
  };
  const mesial = proximal(1);
  const distal = proximal(-1);
  const gapMm = mesial.s + distal.s;
  const scale = gapMm / (2 * lib.halfMesiodistal);
  const centreShift = (mesial.s - distal.s) / 2;
  const cc = [md[0] * centreShift, md[1] * centreShift];
  const local = (a: number, b: number) => {
    const x = a - cc[0]!;
    const y = b - cc[1]!;
    return [(x * md[0] + y * md[1]) / scale, (x * bl[0] + y * bl[1]) / scale];
  };
  const tipLevel = (mesial.top + distal.top) / 2;
  const libraryHeight = (a: number, b: number) => {
    const [m, bb] = local(a, b);
    return tipLevel + lib.relief(m!, bb!) * scale;
  };

  // occlusal fit: lower (or raise) the crown so a tenth of its table reaches the clearance, then clip
  const interference: number[] = [];
  for (let a = -8; a <= 8; a += 0.25)
    for (let b = -8; b <= 8; b += 0.25) {
      const h = libraryHeight(a, b);
      const o = opposingHeight(a, b);
      if (Number.isFinite(h) && Number.isFinite(o)) interference.push(h - (o - OCCLUSAL_CLEARANCE_MM));
    }
  interference.sort((x, y) => x - y);
  const shift = interference.length ? -interference[Math.floor(interference.length * 0.9)]! : 0;
  const occlusal = (a: number, b: number) =>
    Math.min(libraryHeight(a, b) + shift, opposingHeight(a, b) - OCCLUSAL_CLEARANCE_MM);

  // where a spoke direction leaves the library outline (just inside it, before the rounded edge drops)
  const outline = (dir: readonly number[]) => {
    let lo = 0;
    let hi = 12;
    for (let i = 0; i < 30; i++) {
      const mid = (lo + hi) / 2;
      const [m, bb] = local(dir[0]! * mid, dir[1]! * mid);
      if (outlineRho(lib, m!, bb!) < OUTLINE_RHO) lo = mid;
      else hi = mid;
    }
    return lo;
  };
  // how far out along a direction a point at height h may go before meeting the scan (a neighbour)
  const free = (dir: readonly number[], from: number, h: number) => {
    const blocked = (s: number) => probe.height(dir[0]! * s, dir[1]! * s) >= h;
    for (let s = from; s < from + FREE_REACH_MM; s += 0.1) {
      if (!blocked(s)) continue;
      let lo = s - 0.1;
      let hi = s;
      while (hi - lo > 0.005) {
        const mid = (lo + hi) / 2;
        if (blocked(mid)) hi = mid;
        else lo = mid;
      }
      return lo;
    }
    return Infinity;
  };

  const stations = AXIAL_STATIONS + OCCLUSAL_STATIONS;
  const positions = new Float32Array((n * stations + 1) * 3);
  for (let j = 0; j < n; j++) {
    const m = margin[j]!;
    const rm = Math.hypot(m[0], m[1]);
    const dir = [m[0] / rm, m[1] / rm];
    const rim = outline(dir);
    const ro = Math.max(rm + 0.3, rim);
    // heights come from the library inside its outline (a margin beyond it takes the rim's height)
    const top = (r: number) => occlusal(dir[0]! * Math.min(r, rim), dir[1]! * Math.min(r, rim));
    const edge = top(ro);
    for (let k = 0; k < stations; k++) {
      let r: number;
      let h: number;
      if (k < AXIAL_STATIONS) {
        const t = k / AXIAL_STATIONS;
        r = rm + (ro - rm) * Math.sin((Math.PI / 2) * t);
        h = m[2] + (edge - m[2]) * t;
        // a neighbour just beyond the outline is reached (the contact), more so towards the occlusal edge
        const wall = k > 0 ? free(dir, rm + 0.3, h) : Infinity;
        if (wall <= r + CONTACT_REACH_MM * t) r = wall;
      } else {
        r = ro * (1 - (k - AXIAL_STATIONS + 1) / (OCCLUSAL_STATIONS + 1));
        h = top(r);
        if (r > rm + 0.3) r = Math.min(r, free(dir, rm + 0.3, h));
      }
      positions.set(
        k === 0 ? fromFrame(f, m[0], m[1], m[2]) : fromFrame(f, dir[0]! * r, dir[1]! * r, h),
        3 * (j * stations + k),
      );
    }
  }
  positions.set(fromFrame(f, 0, 0, occlusal(0, 0)), 3 * n * stations);
  const outer: SpokeSurface = {
    mesh: { positions, triangles: spokeTriangles(n, stations) },
    spokes: n,
    stations,
    frame: f,
  };
  enforceThickness(outer, inner, params, innerProbe);
  return { outer, scale, gapMm, clearanceMm: OCCLUSAL_CLEARANCE_MM };
}

/** Pushes outer vertices beyond the margin band out along their normals to the minimal thickness. */
function enforceThickness(
  outer: SpokeSurface,
  inner: SpokeSurface,
  params: CrownParameters,
  innerProbe: SurfaceProbe,
): void {
  const closest = new ClosestPoint(inner.mesh, 0.5);
  const p = outer.mesh.positions;
  const band = params.marginWidthMm + 0.3;
  // vertices outside the margin band; later passes revisit only the ones pushed before
  let todo: number[] = [];
  for (let v = 0; v < p.length / 3; v++) {
    const k = v === outer.spokes * outer.stations ? outer.stations : v % outer.stations;
    if (k > 0 && Math.min(...marginDistances(inner, [p[3 * v]!, p[3 * v + 1]!, p[3 * v + 2]!])) >= band) todo.push(v);
  }
  for (let pass = 0; pass < 3 && todo.length; pass++) {
    const normals = vertexNormals(outer.mesh);
    const pushed: number[] = [];
    for (const v of todo) {
      const q: V3 = [p[3 * v]!, p[3 * v + 1]!, p[3 * v + 2]!];
      const near = closest.nearest(q, params.minimalThicknessMm + 0.05);
      const local = toFrame(outer.frame, q);
      const below = innerProbe.height(local[0], local[1]);
      const inside = Number.isFinite(below) && local[2] < below;
      const d = near ? near.distance : Infinity;
      if (!inside && d >= params.minimalThicknessMm) continue;
      const push = inside ? below - local[2] + params.minimalThicknessMm : params.minimalThicknessMm - d;
      for (let i = 0; i < 3; i++) p[3 * v + i] = p[3 * v + i]! + (push + 1e-3) * normals[3 * v + i]!;
      pushed.push(v);
    }
    todo = pushed;
  }
}

function marginDistances(inner: SpokeSurface, q: V3): number[] {
  const p = inner.mesh.positions;
  const out: number[] = [];
  for (let j = 0; j < inner.spokes; j++) {
    const o = 3 * j * inner.stations;
    out.push(Math.hypot(p[o]! - q[0], p[o + 1]! - q[1], p[o + 2]! - q[2]));
  }
  return out;
}
