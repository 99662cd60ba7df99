import type { Bvh } from '../tools/bvh.js';

/** An indexed triangle mesh (welded vertices) and its BVH. */
export interface IndexedMesh {
  positions: Float32Array;
  indices: Uint32Array;
  bvh: Bvh;
}

/** Result of a closest-surface query, reused between calls to avoid allocation. */
export interface Closest {
  /** Distance to the surface, mm. */
  distance: number;
  triangle: number;
}

const c = new Float64Array(3);

/** Closest point of triangle abc to p (Ericson, Real-Time Collision Detection 5.1.5), written into `c`. */
function closestOnTriangle(p: Float32Array | number[], pos: Float32Array, ia: number, ib: number, ic: number): void {
  const ax = pos[ia]!,
    ay = pos[ia + 1]!,
    az = pos[ia + 2]!;
  const abx = pos[ib]! - ax,
    aby = pos[ib + 1]! - ay,
    abz = pos[ib + 2]! - az;
  const acx = pos[ic]! - ax,
    acy = pos[ic + 1]! - ay,
    acz = pos[ic + 2]! - az;
  const apx = p[0]! - ax,
    apy = p[1]! - ay,
    apz = p[2]! - az;
  const d1 = abx * apx + aby * apy + abz * apz,
    d2 = acx * apx + acy * apy + acz * apz;
  if (d1 <= 0 && d2 <= 0) {
    c[0] = ax;
    c[1] = ay;
    c[2] = az;
    return;
  }
  const bpx = p[0]! - pos[ib]!,
    bpy = p[1]! - pos[ib + 1]!,
    bpz = p[2]! - pos[ib + 2]!;
  const d3 = abx * bpx + aby * bpy + abz * bpz,
    d4 = acx * bpx + acy * bpy + acz * bpz;
  if (d3 >= 0 && d4 <= d3) {
    c[0] = pos[ib]!;
    c[1] = pos[ib + 1]!;
    c[2] = pos[ib + 2]!;
    return;
  }
  const vc = d1 * d4 - d3 * d2;
  if (vc <= 0 && d1 >= 0 && d3 <= 0) {
    const v = d1 / (d1 - d3);
    {
      c[0] = ax + v * abx;
      c[1] = ay + v * aby;
      c[2] = az + v * abz;
      return;
    }
  }
  const cpx = p[0]! - pos[ic]!,
    cpy = p[1]! - pos[ic + 1]!,
    cpz = p[2]! - pos[ic + 2]!;
  const d5 = abx * cpx + aby * cpy + abz * cpz,
    d6 = acx * cpx + acy * cpy + acz * cpz;
  if (d6 >= 0 && d5 <= d6) {
    c[0] = pos[ic]!;
    c[1] = pos[ic + 1]!;
    c[2] = pos[ic + 2]!;
    return;
  }
  const vb = d5 * d2 - d1 * d6;
  if (vb <= 0 && d2 >= 0 && d6 <= 0) {
    const w = d2 / (d2 - d6);
    {
      c[0] = ax + w * acx;
      c[1] = ay + w * acy;
      c[2] = az + w * acz;
      return;
    }
  }
  const va = d3 * d6 - d5 * d4;
  if (va <= 0 && d4 - d3 >= 0 && d5 - d6 >= 0) {
    const w = (d4 - d3) / (d4 - d3 + (d5 - d6));
    const bx = pos[ib]!,
      by = pos[ib + 1]!,
      bz = pos[ib + 2]!;
    {
      c[0] = bx + w * (pos[ic]! - bx);
      c[1] = by + w * (pos[ic + 1]! - by);
      c[2] = bz + w * (pos[ic + 2]! - bz);
      return;
    }
  }
  const denom = 1 / (va + vb + vc);
  const v = vb * denom,
    w = vc * denom;
  c[0] = ax + abx * v + acx * w;
  c[1] = ay + aby * v + acy * w;
  c[2] = az + abz * v + acz * w;
}

/** Squared distance from p to an axis-aligned box (node n of the BVH). */
function boxDistance2(f: Float32Array, n: number, p: Float32Array | number[]): number {
  let d = 0;
  for (let k = 0; k < 3; k++) {
    const v = p[k]!;
    const lo = f[n + k]!,
      hi = f[n + 3 + k]!;
    if (v < lo) d += (lo - v) * (lo - v);
    else if (v > hi) d += (v - hi) * (v - hi);
  }
  return d;
}

const stack = new Uint32Array(256);
const words = new WeakMap<Bvh, Uint32Array>();
/** The BVH node array read as integers (child index, leaf offset and count), made once per BVH. */
function nodeWords(bvh: Bvh): Uint32Array {
  let w = words.get(bvh);
  if (!w) words.set(bvh, (w = new Uint32Array(bvh.nodes.buffer, bvh.nodes.byteOffset, bvh.nodes.length)));
  return w;
}

/**
 * Distance from `p` to the mesh surface when it is below `maxDistance` (else `out.distance` is
 * Infinity): depth-first over the BVH, nearer child first, boxes farther than the best so far pruned.
 * `hint` (a triangle near p, e.g. the answer of the previous frame) tightens the bound from the start.
 * Unsigned: intraoral scans are open surfaces, so a side is not defined.
 */
export function closestDistance(
  mesh: IndexedMesh,
  p: Float32Array | number[],
  maxDistance: number,
  out: Closest,
  hint = -1,
): Closest {
  const f = mesh.bvh.nodes;
  const u = nodeWords(mesh.bvh);
  const pos = mesh.positions,
    idx = mesh.indices,
    tris = mesh.bvh.triangles;
  let best2 = maxDistance * maxDistance;
  let bestTri = -1;
  const test = (t: number) => {
    closestOnTriangle(p, pos, idx[t * 3]! * 3, idx[t * 3 + 1]! * 3, idx[t * 3 + 2]! * 3);
    const dx = p[0]! - c[0]!,
      dy = p[1]! - c[1]!,
      dz = p[2]! - c[2]!;
    const d2 = dx * dx + dy * dy + dz * dz;
    if (d2 < best2) {
      best2 = d2;
      bestTri = t;
    }
  };
  if (hint >= 0) test(hint);
  let top = 0;
  stack[top++] = 0;
  while (top > 0) {
    const n = stack[--top]! * 8;
    if (boxDistance2(f, n, p) >= best2) continue;
    const count = u[n + 7]!;
    if (count === 0) {
      const left = n / 8 + 1,
        right = u[n + 6]!;
      // the nearer child is popped first
      if (boxDistance2(f, left * 8, p) < boxDistance2(f, right * 8, p)) {
        stack[top++] = right;
        stack[top++] = left;
      } else {
        stack[top++] = left;
        stack[top++] = right;
      }
      continue;
    }
    for (let i = u[n + 6]!, e = i + count; i < e; i++) test(tris[i]!);
  }
  out.triangle = bestTri;
  out.distance = bestTri < 0 ? Infinity : Math.sqrt(best2);
  return out;
}
