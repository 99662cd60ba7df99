/**
 * A bounding volume hierarchy over triangles for fast raycasting on large scans.
 * Plain typed arrays, so it is built in a worker and transferred.
 * Node layout (8 x 32-bit): min xyz, max xyz (float), then for a leaf [offset, count],
 * for an inner node [right child index, 0]; the left child is always the next node.
 */
export interface Bvh {
  nodes: Float32Array;
  /** Triangle ids in leaf order. */
  triangles: Uint32Array;
}

/** A ray hit on a mesh surface. */
export interface BvhHit {
  distance: number;
  triangle: number;
  point: [number, number, number];
}

const LEAF = 8;

function vertexIndex(indices: Uint32Array | undefined, t: number, k: number): number {
  return indices ? indices[t * 3 + k]! : t * 3 + k;
}

/** Builds a BVH (median split on the longest centroid axis, leaves of up to 8 triangles). */
export function buildBvh(positions: Float32Array, indices?: Uint32Array): Bvh {
  const triCount = indices ? indices.length / 3 : positions.length / 9;
  const cent = new Float32Array(triCount * 3);
  const tb = new Float32Array(triCount * 6);
  for (let t = 0; t < triCount; t++) {
    let minx = Infinity,
      miny = Infinity,
      minz = Infinity,
      maxx = -Infinity,
      maxy = -Infinity,
      maxz = -Infinity;
    for (let k = 0; k < 3; k++) {
      const v = vertexIndex(indices, t, k) * 3;
      const x = positions[v]!,
        y = positions[v + 1]!,
        z = positions[v + 2]!;
      if (x < minx) minx = x;
      if (x > maxx) maxx = x;
      if (y < miny) miny = y;
      if (y > maxy) maxy = y;
      if (z < minz) minz = z;
      if (z > maxz) maxz = z;
    }
    tb.set([minx, miny, minz, maxx, maxy, maxz], t * 6);
    cent[t * 3] = (minx + maxx) / 2;
    cent[t * 3 + 1] = (miny + maxy) / 2;
    cent[t * 3 + 2] = (minz + maxz) / 2;
  }
  const tris = new Uint32Array(triCount);
  for (let i = 0; i < triCount; i++) tris[i] = i;
  const maxNodes = Math.max(1, 2 * Math.ceil(triCount / (LEAF / 2)));
  let buf = new ArrayBuffer(maxNodes * 32);
  let f = new Float32Array(buf);
  let u = new Uint32Array(buf);
  let count = 0;
  const stack: Array<[number, number, number]> = [[0, triCount, -1]]; // start, end, parent awaiting right index
  while (stack.length) {
    const [start, end, parent] = stack.pop()!;
    const node = count++;
    if ((node + 1) * 8 > f.length) {
      const nb = new ArrayBuffer(buf.byteLength * 2);
      new Uint8Array(nb).set(new Uint8Array(buf));
      buf = nb;
      f = new Float32Array(buf);
      u = new Uint32Array(buf);
    }
    if (parent >= 0) u[parent * 8 + 6] = node;
    let minx = Infinity,
      miny = Infinity,
      minz = Infinity,
      maxx = -Infinity,
      maxy = -Infinity,
      maxz = -Infinity;
    let cminx = Infinity,
      cminy = Infinity,
      cminz = Infinity,
      cmaxx = -Infinity,
      cmaxy = -Infinity,
      cmaxz = -Infinity;
    for (let i = start; i < end; i++) {
      const t = tris[i]!;
      const b = t * 6;
      if (tb[b]! < minx) minx = tb[b]!;
      if (tb[b + 1]! < miny) miny = tb[b + 1]!;
      if (tb[b + 2]! < minz) minz = tb[b + 2]!;
      if (tb[b + 3]! > maxx) maxx = tb[b + 3]!;
      if (tb[b + 4]! > maxy) maxy = tb[b + 4]!;
      if (tb[b + 5]! > maxz) maxz = tb[b + 5]!;
      const cx = cent[t * 3]!,
        cy = cent[t * 3 + 1]!,
        cz = cent[t * 3 + 2]!;
      if (cx < cminx) cminx = cx;
      if (cx > cmaxx) cmaxx = cx;
      if (cy < cminy) cminy = cy;
      if (cy > cmaxy) cmaxy = cy;
      if (cz < cminz) cminz = cz;
      if (cz > cmaxz) cmaxz = cz;
    }
    const o = node * 8;
    f[o] = minx;
    f[o + 1] = miny;
    f[o + 2] = minz;
    f[o + 3] = maxx;
    f[o + 4] = maxy;
    f[o + 5] = maxz;
    const ex = cmaxx - cminx,
      ey = cmaxy - cminy,
      ez = cmaxz - cminz;
    if (end - start <= LEAF || Math.max(ex, ey, ez) <= 0) {
      u[o + 6] = start;
      u[o + 7] = end - start;
      continue;
    }
    const axis = ex >= ey && ex >= ez ? 0 : ey >= ez ? 1 : 2;
    const mid = axis === 0 ? (cminx + cmaxx) / 2 : axis === 1 ? (cminy + cmaxy) / 2 : (cminz + cmaxz) / 2;
    let i = start,
      j = end - 1;
    while (i <= j) {
      if (cent[tris[i]! * 3 + axis]! < mid) i++;
      else {
        const tmp = tris[i]!;
        tris[i] = tris[j]!;
        tris[j] = tmp;
        j--;
      }
    }
    let split = i;
    if (split === start || split === end) split = (start + end) >> 1;
    u[o + 7] = 0;
    // Right pushed first so the left child is built next and lands at node + 1.
    stack.push([split, end, node]);
    stack.push([start, split, -1]);
  }
  return { nodes: new Float32Array(buf.slice(0, count * 32)), triangles: tris };
}

/** Closest hit of a ray (origin, unit direction) on the mesh, or null; `accept` can veto hits (e.g. clipped ones). */
export function raycastBvh(
  bvh: Bvh,
  positions: Float32Array,
  indices: Uint32Array | undefined,
  origin: ArrayLike<number>,
  dir: ArrayLike<number>,
  far = Infinity,
  accept?: (x: number, y: number, z: number) => boolean,
): BvhHit | null {
  const f = bvh.nodes;
  const u = new Uint32Array(f.buffer, f.byteOffset, f.length);
  const ox = origin[0]!,
    oy = origin[1]!,
    oz = origin[2]!;
  const dx = dir[0]!,
    dy = dir[1]!,
    dz = dir[2]!;
  const ix = 1 / dx,
    iy = 1 / dy,
    iz = 1 / dz;
  let best = far,
    bestTri = -1;
  const stack = [0];
  while (stack.length) {
    const n = stack.pop()! * 8;
    let t0 = ((ix >= 0 ? f[n]! : f[n + 3]!) - ox) * ix,
      t1 = ((ix >= 0 ? f[n + 3]! : f[n]!) - ox) * ix;
    const ty0 = ((iy >= 0 ? f[n + 1]! : f[n + 4]!) - oy) * iy,
      ty1 = ((iy >= 0 ? f[n + 4]! : f[n + 1]!) - oy) * iy;
    if (ty0 > t0) t0 = ty0;
    if (ty1 < t1) t1 = ty1;
    const tz0 = ((iz >= 0 ? f[n + 2]! : f[n + 5]!) - oz) * iz,
      tz1 = ((iz >= 0 ? f[n + 5]! : f[n + 2]!) - oz) * iz;
    if (tz0 > t0) t0 = tz0;
    if (tz1 < t1) t1 = tz1;
    if (t0 > t1 || t1 < 0 || t0 > best) continue;
    const count = u[n + 7]!;
    if (count === 0) {
      stack.push(u[n + 6]!, n / 8 + 1);
      continue;
    }
    for (let i = u[n + 6]!, e = i + count; i < e; i++) {
      const t = bvh.triangles[i]!;
      const a = vertexIndex(indices, t, 0) * 3,
        b = vertexIndex(indices, t, 1) * 3,
        c = vertexIndex(indices, t, 2) * 3;
      const e1x = positions[b]! - positions[a]!,
        e1y = positions[b + 1]! - positions[a + 1]!,
        e1z = positions[b + 2]! - positions[a + 2]!;
      const e2x = positions[c]! - positions[a]!,
        e2y = positions[c + 1]! - positions[a + 1]!,
        e2z = positions[c + 2]! - positions[a + 2]!;
      const px = dy * e2z - dz * e2y,
        py = dz * e2x - dx * e2z,
        pz = dx * e2y - dy * e2x;
      const det = e1x * px + e1y * py + e1z * pz;
      if (Math.abs(det) < 1e-12) continue;
      const inv = 1 / det;
      const sx = ox - positions[a]!,
        sy = oy - positions[a + 1]!,
        sz = oz - positions[a + 2]!;
      const uu = (sx * px + sy * py + sz * pz) * inv;
      if (uu < 0 || uu > 1) continue;
      const qx = sy * e1z - sz * e1y,
        qy = sz * e1x - sx * e1z,
        qz = sx * e1y - sy * e1x;
      const vv = (dx * qx + dy * qy + dz * qz) * inv;
      if (vv < 0 || uu + vv > 1) continue;
      const tt = (e2x * qx + e2y * qy + e2z * qz) * inv;
      if (tt > 0 && tt < best && (!accept || accept(ox + dx * tt, oy + dy * tt, oz + dz * tt))) {
        best = tt;
        bestTri = t;
      }
    }
  }
  if (bestTri < 0) return null;
  return { distance: best, triangle: bestTri, point: [ox + dx * best, oy + dy * best, oz + dz * best] };
}
