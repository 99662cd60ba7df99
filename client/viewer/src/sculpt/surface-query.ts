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

/**
 * Visits the triangles whose boxes lie within sqrt(limit()) of q (limit read again at each node, so
 * a search can narrow it), with the triangle's corners in a, b, c.
 */
function visitNear(
  m: QueryMesh,
  q: number[],
  limit: () => number,
  visit: (t: number, a: number[], b: number[], c: number[]) => void,
): void {
  const f = m.bvh.nodes;
  const u = new Uint32Array(f.buffer, f.byteOffset, f.length);
  const a = [0, 0, 0],
    b = [0, 0, 0],
    c = [0, 0, 0];
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
    if (d2 > limit()) continue;
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
      visit(t, a, b, c);
    }
  }
}

const distSq = (u: number[], v: number[]) => (u[0]! - v[0]!) ** 2 + (u[1]! - v[1]!) ** 2 + (u[2]! - v[2]!) ** 2;

/** The nearest point of a mesh surface to p, searched within maxDistance (null when none is that close). */
export function closestPoint(m: QueryMesh, p: ArrayLike<number>, maxDistance: number): ClosestHit | null {
  const q = [p[0]!, p[1]!, p[2]!];
  let best = maxDistance * maxDistance;
  let bestTri = -1;
  const bestPoint = [0, 0, 0];
  const tmp = [0, 0, 0];
  visitNear(
    m,
    q,
    () => best,
    (t, a, b, c) => {
      closestOnTriangle(q, a, b, c, tmp);
      const dd = distSq(tmp, q);
      if (dd < best) {
        best = dd;
        bestTri = t;
        bestPoint[0] = tmp[0]!;
        bestPoint[1] = tmp[1]!;
        bestPoint[2] = tmp[2]!;
      }
    },
  );
  if (bestTri < 0) return null;
  return {
    distance: Math.sqrt(best),
    triangle: bestTri,
    point: [bestPoint[0]!, bestPoint[1]!, bestPoint[2]!],
    side: sideOf(m, q, bestPoint, best),
  };
}

/**
 * Which side of the surface q lies on, from the angle-weighted pseudo-normal at its nearest point
 * (Bærentzen and Aanæs 2005): the normal of the one triangle when the point is inside a face, the
 * two faces' normals on an edge, every incident face's weighted by its angle there at a vertex.
 * One face's normal alone gives the wrong side near edges and corners (between neighbouring teeth,
 * the nearest point of a crown vertex is often a scan vertex whose faces look away from it).
 */
function sideOf(m: QueryMesh, q: number[], on: number[], bestSq: number): 1 | -1 {
  const tie = bestSq * (1 + 1e-6) + 1e-12;
  const snap = 1e-10 + bestSq * 1e-10;
  const n = [0, 0, 0],
    tmp = [0, 0, 0];
  visitNear(
    m,
    q,
    () => tie,
    (_t, a, b, c) => {
      closestOnTriangle(q, a, b, c, tmp);
      if (distSq(tmp, q) > tie) return;
      const ux = b[0]! - a[0]!,
        uy = b[1]! - a[1]!,
        uz = b[2]! - a[2]!;
      const vx = c[0]! - a[0]!,
        vy = c[1]! - a[1]!,
        vz = c[2]! - a[2]!;
      const fx = uy * vz - uz * vy,
        fy = uz * vx - ux * vz,
        fz = ux * vy - uy * vx;
      const length = Math.hypot(fx, fy, fz);
      if (!(length > 0)) return;
      // At a corner the face counts by its angle there; on an edge or inside a face by pi (the same for both faces).
      const at = [a, b, c].findIndex((v) => distSq(v, on) <= snap);
      let weight = Math.PI;
      if (at >= 0) {
        const o = [a, b, c][at]!,
          p1 = [a, b, c][(at + 1) % 3]!,
          p2 = [a, b, c][(at + 2) % 3]!;
        const e1 = [p1[0]! - o[0]!, p1[1]! - o[1]!, p1[2]! - o[2]!];
        const e2 = [p2[0]! - o[0]!, p2[1]! - o[1]!, p2[2]! - o[2]!];
        const cos = (e1[0]! * e2[0]! + e1[1]! * e2[1]! + e1[2]! * e2[2]!) / Math.sqrt(distSq(p1, o) * distSq(p2, o));
        weight = Math.acos(Math.min(1, Math.max(-1, cos)));
      }
      n[0]! += (weight * fx) / length;
      n[1]! += (weight * fy) / length;
      n[2]! += (weight * fz) / length;
    },
  );
  return (q[0]! - on[0]!) * n[0]! + (q[1]! - on[1]!) * n[1]! + (q[2]! - on[2]!) * n[2]! >= 0 ? 1 : -1;
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
