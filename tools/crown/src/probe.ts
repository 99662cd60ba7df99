/** An indexed triangle mesh, counter-clockwise seen from outside; positions in mm. */
export interface Mesh {
  positions: Float32Array;
  triangles: Uint32Array;
}

export type V3 = [number, number, number];
/** Anything indexable as a 3-vector. */
export type Vec = ArrayLike<number>;

export const dot = (a: Vec, b: Vec) => a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]!;
export const normalize = (a: Vec): V3 => {
  const l = Math.hypot(a[0]!, a[1]!, a[2]!) || 1;
  return [a[0]! / l, a[1]! / l, a[2]! / l];
};
export const cross = (a: Vec, b: Vec): V3 => [
  a[1]! * b[2]! - a[2]! * b[1]!,
  a[2]! * b[0]! - a[0]! * b[2]!,
  a[0]! * b[1]! - a[1]! * b[0]!,
];

/** An orthonormal frame: `w` the viewing (occlusal or insertion) direction, heights measured along it. */
export interface Frame {
  origin: V3;
  u: V3;
  v: V3;
  w: V3;
}

export function frameAlong(origin: V3, w: readonly number[]): Frame {
  const ww = normalize(w);
  const helper: V3 = Math.abs(ww[2]) < 0.9 ? [0, 0, 1] : [1, 0, 0];
  const u = normalize(cross(helper, ww));
  return { origin, u, v: cross(ww, u), w: ww };
}

/** Frame coordinates (u, v, height) of a point. */
export function toFrame(f: Frame, p: readonly number[]): V3 {
  const d = [p[0]! - f.origin[0], p[1]! - f.origin[1], p[2]! - f.origin[2]];
  return [dot(d, f.u), dot(d, f.v), dot(d, f.w)];
}

export function fromFrame(f: Frame, a: number, b: number, h: number): V3 {
  return [
    f.origin[0] + a * f.u[0] + b * f.v[0] + h * f.w[0],
    f.origin[1] + a * f.u[1] + b * f.v[1] + h * f.w[1],
    f.origin[2] + a * f.u[2] + b * f.v[2] + h * f.w[2],
  ];
}

/**
 * The mesh as seen from far along +w: `height(a, b)` is the highest surface point over (a, b), so
 * anything hidden under an overhang is filled in (blocked out) by construction. Only the triangles
 * within `radius` of the frame origin are indexed.
 */
export class SurfaceProbe {
  private readonly cell = 0.4;
  private readonly grid = new Map<number, number[]>();
  /** Per indexed triangle: a0 b0 h0 a1 b1 h1 a2 b2 h2. */
  private readonly coords: Float64Array;

  constructor(
    readonly mesh: Mesh,
    readonly frame: Frame,
    radius: number,
  ) {
    const { positions: p, triangles: t } = mesh;
    const nt = t.length / 3;
    const { origin: o, u, v, w } = frame;
    const local = new Float64Array(p.length);
    for (let i = 0; i < p.length; i += 3) {
      const dx = p[i]! - o[0];
      const dy = p[i + 1]! - o[1];
      const dz = p[i + 2]! - o[2];
      local[i] = dx * u[0] + dy * u[1] + dz * u[2];
      local[i + 1] = dx * v[0] + dy * v[1] + dz * v[2];
      local[i + 2] = dx * w[0] + dy * w[1] + dz * w[2];
    }
    const r2 = radius * radius;
    const kept: number[] = [];
    for (let k = 0; k < nt; k++) {
      const i = t[3 * k]! * 3;
      const j = t[3 * k + 1]! * 3;
      const l = t[3 * k + 2]! * 3;
      const area =
        (local[j]! - local[i]!) * (local[l + 1]! - local[i + 1]!) -
        (local[l]! - local[i]!) * (local[j + 1]! - local[i + 1]!);
      if (area <= 0) continue; // facing away from +w (or edge-on): never the highest surface
      if (Math.min(local[i]! ** 2 + local[i + 1]! ** 2, local[j]! ** 2 + local[j + 1]! ** 2) > r2) continue;
      kept.push(i, j, l);
    }
    this.coords = new Float64Array(kept.length * 3);
    for (let k = 0; k < kept.length; k++) {
      const s = kept[k]!;
      this.coords[3 * k] = local[s]!;
      this.coords[3 * k + 1] = local[s + 1]!;
      this.coords[3 * k + 2] = local[s + 2]!;
    }
    for (let k = 0; k < kept.length / 3; k++) {
      const c = this.coords.subarray(k * 9, k * 9 + 9);
      const [a0, a1] = [Math.min(c[0]!, c[3]!, c[6]!), Math.max(c[0]!, c[3]!, c[6]!)];
      const [b0, b1] = [Math.min(c[1]!, c[4]!, c[7]!), Math.max(c[1]!, c[4]!, c[7]!)];
      for (let x = Math.floor(a0 / this.cell); x <= Math.floor(a1 / this.cell); x++)
        for (let y = Math.floor(b0 / this.cell); y <= Math.floor(b1 / this.cell); y++) {
          const key = x * 100_003 + y;
          const list = this.grid.get(key);
          if (list) list.push(k);
          else this.grid.set(key, [k]);
        }
    }
  }

  /** Highest surface height over (a, b), or -Infinity where the indexed surface does not cover it. */
  height(a: number, b: number): number {
    const list = this.grid.get(Math.floor(a / this.cell) * 100_003 + Math.floor(b / this.cell));
    let best = -Infinity;
    if (!list) return best;
    const c = this.coords;
    for (const k of list) {
      const o = k * 9;
      const ax = c[o]!;
      const ay = c[o + 1]!;
      const e1x = c[o + 3]! - ax;
      const e1y = c[o + 4]! - ay;
      const e2x = c[o + 6]! - ax;
      const e2y = c[o + 7]! - ay;
      const det = e1x * e2y - e2x * e1y;
      const px = a - ax;
      const py = b - ay;
      const s = (px * e2y - e2x * py) / det;
      const r = (e1x * py - px * e1y) / det;
      if (s < -1e-9 || r < -1e-9 || s + r > 1 + 1e-9) continue;
      const h = c[o + 2]! + s * (c[o + 5]! - c[o + 2]!) + r * (c[o + 8]! - c[o + 2]!);
      if (h > best) best = h;
    }
    return best;
  }
}
