import type { MarginLine } from './margin.js';
import { frameAlong, normalize, SurfaceProbe, toFrame, type Frame, type Mesh, type V3 } from './probe.js';

/** The scan around a preparation: triangles within `radius` of the margin's centre, renumbered. */
export function submeshNear(mesh: Mesh, centre: V3, radius: number): { mesh: Mesh; vertices: Uint32Array } {
  const p = mesh.positions;
  const t = mesh.triangles;
  const r2 = radius * radius;
  const near = (i: number) =>
    (p[3 * i]! - centre[0]) ** 2 + (p[3 * i + 1]! - centre[1]) ** 2 + (p[3 * i + 2]! - centre[2]) ** 2 <= r2;
  const map = new Int32Array(p.length / 3).fill(-1);
  const vertices: number[] = [];
  const tris: number[] = [];
  for (let k = 0; k < t.length; k += 3) {
    if (!near(t[k]!) || !near(t[k + 1]!) || !near(t[k + 2]!)) continue;
    for (let e = 0; e < 3; e++) {
      const i = t[k + e]!;
      if (map[i]! < 0) {
        map[i] = vertices.length;
        vertices.push(i);
      }
      tris.push(map[i]!);
    }
  }
  const positions = new Float32Array(vertices.length * 3);
  vertices.forEach((i, n) => positions.set(p.subarray(3 * i, 3 * i + 3), 3 * n));
  return { mesh: { positions, triangles: Uint32Array.from(tris) }, vertices: Uint32Array.from(vertices) };
}

/** Whether (a, b) lies inside a closed polygon of (a, b) points. */
export function insidePolygon(a: number, b: number, poly: readonly (readonly number[])[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [ai, bi] = [poly[i]![0]!, poly[i]![1]!];
    const [aj, bj] = [poly[j]![0]!, poly[j]![1]!];
    if (bi > b !== bj > b && a < ((aj - ai) * (b - bi)) / (bj - bi) + ai) inside = !inside;
  }
  return inside;
}

export interface UndercutMap {
  /** Indices (into the scan's vertices) of the preparation's vertices inside the margin. */
  vertices: Uint32Array;
  /** Per such vertex: the depth blocked out along the axis (hidden below the surface above it), mm. */
  depthMm: Float32Array;
}

export interface InsertionAxis {
  axis: V3;
  /** Undercut volume along the axis (blocked-out depth integrated over the preparation), mm^3. */
  undercutVolume: number;
  undercut: UndercutMap;
}

/** Directions searched: up to 20 degrees from the occlusal direction in 5 degree rings. */
const CONE_DEG = 20;
const RING_DEG = 5;
/** Undercut volumes this close to the least count as ties. */
const TIE_MM3 = 1e-3;

function candidateDirections(w: V3, f: Frame): V3[] {
  const out: V3[] = [w];
  for (let tilt = RING_DEG; tilt <= CONE_DEG + 1e-9; tilt += RING_DEG) {
    const t = (tilt * Math.PI) / 180;
    const count = Math.max(6, Math.round((2 * Math.PI * tilt) / RING_DEG));
    for (let k = 0; k < count; k++) {
      const az = (2 * Math.PI * k) / count;
      const s = Math.sin(t);
      out.push(
        normalize([0, 1, 2].map((i) => Math.cos(t) * w[i]! + s * (Math.cos(az) * f.u[i]! + Math.sin(az) * f.v[i]!))),
      );
    }
  }
  return out;
}

/**
 * The path of insertion with the least undercut. For each direction in a 20 degree cone around the
 * occlusal direction, the preparation inside the margin is viewed along it: a vertex hidden below
 * the surface over it is undercut by that depth (what a block-out fills). The direction with the
 * least undercut volume wins; among ties (a tapered preparation has none in a whole cone) the mean
 * of the tied directions, the centre of the free cone, so the walls' draft is shared evenly.
 */
export function insertionAxis(mesh: Mesh, margin: MarginLine): InsertionAxis {
  const f = margin.frame;
  const centre = margin.points.reduce<V3>((s, p) => [s[0] + p[0], s[1] + p[1], s[2] + p[2]], [0, 0, 0]);
  centre.forEach((v, i) => (centre[i] = v / margin.points.length));
  const radius = Math.max(
    ...margin.points.map((p) => Math.hypot(p[0] - centre[0], p[1] - centre[1], p[2] - centre[2])),
  );
  const near = submeshNear(mesh, centre, radius + 1.5);
  const poly = margin.points.map((p) => toFrame(f, p));
  const shoulder = Math.min(...poly.map((p) => p[2]));
  const inside: number[] = [];
  const pos = near.mesh.positions;
  for (let i = 0; i < pos.length / 3; i++) {
    const c = toFrame(f, [pos[3 * i]!, pos[3 * i + 1]!, pos[3 * i + 2]!]);
    if (c[2] >= shoulder - 0.05 && insidePolygon(c[0], c[1], poly)) inside.push(i);
  }
  const depthsAlong = (dir: V3): Float32Array => {
    const frame = frameAlong(centre, dir);
    const probe = new SurfaceProbe(near.mesh, frame, radius + 1.5);
    const depth = new Float32Array(inside.length);
    inside.forEach((i, n) => {
      const c = toFrame(frame, [pos[3 * i]!, pos[3 * i + 1]!, pos[3 * i + 2]!]);
      depth[n] = Math.max(0, probe.height(c[0], c[1]) - c[2] - 1e-4);
    });
    return depth;
  };
  // each vertex stands for about the mean triangle area around it
  const cellArea = (Math.PI * radius * radius) / Math.max(1, inside.length);
  const scored = candidateDirections(f.w, f).map((dir) => ({
    dir,
    volume: depthsAlong(dir).reduce((s, d) => s + d, 0) * cellArea,
  }));
  const least = Math.min(...scored.map((s) => s.volume));
  const tied = scored.filter((s) => s.volume <= least + TIE_MM3);
  const axis = normalize(tied.reduce<V3>((s, t) => [s[0] + t.dir[0], s[1] + t.dir[1], s[2] + t.dir[2]], [0, 0, 0]));
  const depthMm = depthsAlong(axis);
  return {
    axis,
    undercutVolume: depthMm.reduce((s, d) => s + d, 0) * cellArea,
    undercut: { vertices: Uint32Array.from(inside.map((i) => near.vertices[i]!)), depthMm },
  };
}
