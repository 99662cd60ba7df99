import type { Bvh } from '../tools/bvh.js';

/** A mesh with its BVH, for distance queries. */
export interface QueryMesh {
  positions: Float32Array;
  indices?: Uint32Array;
  bvh: Bvh;
}

/** Nearest surface point found within a search radius. */
export interface ClosestHit {
  distance: number;
  triangle: number;
  point: [number, number, number];
  /** Which side of the triangle the query point is on: +1 in front (outside), -1 behind (inside). */
  side: 1 | -1;
}

function corner(m: QueryMesh, t: number, k: number): number {
  return (m.indices ? m.indices[t * 3 + k]! : t * 3 + k) * 3;
}

/** Closest point of triangle abc to p (Ericson, Real-Time Collision Detection 5.1.5), into out. */
function closestOnTriangle(p: number[], a: number[], b: number[], c: number[], out: number[]): void {
  const ab = [b[0]! - a[0]!, b[1]! - a[1]!, b[2]! - a[2]!];
  const ac = [c[0]! - a[0]!, c[1]! - a[1]!, c[2]! - a[2]!];
  const ap = [p[0]! - a[0]!, p[1]! - a[1]!, p[2]! - a[2]!];
  const dot = (u: number[], v: number[]) => u[0]! * v[0]! + u[1]! * v[1]! + u[2]! * v[2]!;
  const set = (s: number, t: number) => {
    for (let i = 0; i < 3; i++) out[i] = a[i]! + ab[i]! * s + ac[i]! * t;
  };
  const d1 = dot(ab, ap),
    d2 = dot(ac, ap);
  if (d1 <= 0 && d2 <= 0) return set(0, 0);
  const bp = [p[0]! - b[0]!, p[1]! - b[1]!, p[2]! - b[2]!];
  const d3 = dot(ab, bp),
    d4 = dot(ac, bp);
  if (d3 >= 0 && d4 <= d3) return set(1, 0);
  const vc = d1 * d4 - d3 * d2;
  if (vc <= 0 && d1 >= 0 && d3 <= 0) return set(d1 / (d1 - d3), 0);
  const cp = [p[0]! - c[0]!, p[1]! - c[1]!, p[2]! - c[2]!];
  const d5 = dot(ab, cp),
    d6 = dot(ac, cp);
  if (d6 >= 0 && d5 <= d6) return set(0, 1);
  const vb = d5 * d2 - d1 * d6;
  if (vb <= 0 && d2 >= 0 && d6 <= 0) return set(0, d2 / (d2 - d6));
  const va = d3 * d6 - d5 * d4;
  if (va <= 0 && d4 - d3 >= 0 && d5 - d6 >= 0) {
    const w = (d4 - d3) / (d4 - d3 + (d5 - d6));
    for (let i = 0; i < 3; i++) out[i] = b[i]! + (c[i]! - b[i]!) * w;
    return;
  }
  const denom = 1 / (va + vb + vc);
  set(vb * denom, vc * denom);
}

/** The nearest point of a mesh surface to p, searched within maxDistance (null when none is that close). */
export function closestPoint(m: QueryMesh, p: ArrayLike<number>, maxDistance: number): ClosestHit | null {
  const f = m.bvh.nodes;
  const u = new Uint32Array(f.buffer, f.byteOffset, f.length);
  const q = [p[0]!, p[1]!, p[2]!];
  let best = maxDistance * maxDistance;
  let bestTri = -1;
  const bestPoint = [0, 0, 0];
  const a = [0, 0, 0],
    b = [0, 0, 0],
    c = [0, 0, 0],
    tmp = [0, 0, 0];
  const pos = m.positions;
  const stack = [0];
  while (stack.length) {
    const n = stack.pop()! * 8;
    let d2 = 0;
    for (let i = 0; i < 3; i++) {
      const lo = f[n + i]!,
        hi = f[n + 3 + i]!;
      const d = q[i]! < lo ? lo - q[i]! : q[i]! > hi ? q[i]! - hi : 0;
      d2 += d * d;
    }
    if (d2 > best) continue;
    const count = u[n + 7]!;
    if (count === 0) {
      stack.push(u[n + 6]!, n / 8 + 1);
      continue;
    }
    for (let i = u[n + 6]!, e = i + count; i < e; i++) {
      const t = m.bvh.triangles[i]!;
      for (const [k, arr] of [a, b, c].entries()) {
        const o = corner(m, t, k);
        arr[0] = pos[o]!;
        arr[1] = pos[o + 1]!;
        arr[2] = pos[o + 2]!;
      }
      closestOnTriangle(q, a, b, c, tmp);
      const dd = (tmp[0]! - q[0]!) ** 2 + (tmp[1]! - q[1]!) ** 2 + (tmp[2]! - q[2]!) ** 2;
      if (dd < best) {
        best = dd;
        bestTri = t;
        bestPoint[0] = tmp[0]!;
        bestPoint[1] = tmp[1]!;
        bestPoint[2] = tmp[2]!;
      }
    }
  }
  if (bestTri < 0) return null;
  return {
    distance: Math.sqrt(best),
    triangle: bestTri,
    point: [bestPoint[0]!, bestPoint[1]!, bestPoint[2]!],
    side: sideOf(m, bestTri, q, bestPoint),
  };
}

function sideOf(m: QueryMesh, t: number, q: number[], on: number[]): 1 | -1 {
  const pos = m.positions;
  const a = corner(m, t, 0),
    b = corner(m, t, 1),
    c = corner(m, t, 2);
  const ux = pos[b]! - pos[a]!,
    uy = pos[b + 1]! - pos[a + 1]!,
    uz = pos[b + 2]! - pos[a + 2]!;
  const vx = pos[c]! - pos[a]!,
    vy = pos[c + 1]! - pos[a + 1]!,
    vz = pos[c + 2]! - pos[a + 2]!;
  const nx = uy * vz - uz * vy,
    ny = uz * vx - ux * vz,
    nz = ux * vy - uy * vx;
  return (q[0]! - on[0]!) * nx + (q[1]! - on[1]!) * ny + (q[2]! - on[2]!) * nz >= 0 ? 1 : -1;
}

/**
 * Recomputes the node boxes of a BVH after its vertices moved (topology unchanged). Nodes are stored
 * in depth-first order, children after their parent, so one backward pass is enough; far cheaper
 * than a rebuild and keeps picking on the edited crown exact.
 */
export function refitBvh(bvh: Bvh, positions: Float32Array, indices?: Uint32Array): void {
  const f = bvh.nodes;
  const u = new Uint32Array(f.buffer, f.byteOffset, f.length);
  for (let n = f.length / 8 - 1; n >= 0; n--) {
    const o = n * 8;
    const count = u[o + 7]!;
    const box = [Infinity, Infinity, Infinity, -Infinity, -Infinity, -Infinity];
    if (count === 0) {
      for (const child of [n + 1, u[o + 6]!]) {
        const co = child * 8;
        for (let i = 0; i < 3; i++) {
          box[i] = Math.min(box[i]!, f[co + i]!);
          box[i + 3] = Math.max(box[i + 3]!, f[co + 3 + i]!);
        }
      }
    } else {
      for (let i = u[o + 6]!, e = i + count; i < e; i++) {
        const t = bvh.triangles[i]!;
        for (let k = 0; k < 3; k++) {
          const v = (indices ? indices[t * 3 + k]! : t * 3 + k) * 3;
          for (let c = 0; c < 3; c++) {
            box[c] = Math.min(box[c]!, positions[v + c]!);
            box[c + 3] = Math.max(box[c + 3]!, positions[v + c]!);
          }
        }
      }
    }
    for (let i = 0; i < 6; i++) f[o + i] = box[i]!;
  }
}
