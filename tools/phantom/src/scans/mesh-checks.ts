/**
 * Geometric checks on indexed triangle meshes, used by the tests and the benches: self-intersections
 * (triangle pairs through a spatial grid) and point-to-surface distance. Closedness is
 * `edgeDefects` of `@odontia/shared`, the check the server applies to finished crowns.
 */
export interface IndexedMesh {
  positions: ArrayLike<number>;
  triangles: ArrayLike<number>;
}

type P = [number, number, number];
const vertex = (m: IndexedMesh, i: number): P => [
  m.positions[3 * i]!,
  m.positions[3 * i + 1]!,
  m.positions[3 * i + 2]!,
];
const sub = (a: P, b: P): P => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: P, b: P) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: P, b: P): P => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];

/** Whether segment pq properly crosses triangle abc (strictly through its interior plane). */
function segmentCrossesTriangle(p: P, q: P, a: P, b: P, c: P): boolean {
  const nrm = cross(sub(b, a), sub(c, a));
  const dp = dot(nrm, sub(p, a));
  const dq = dot(nrm, sub(q, a));
  const eps = 1e-12 * dot(nrm, nrm);
  if ((dp > eps && dq > eps) || (dp < -eps && dq < -eps) || Math.abs(dp - dq) <= eps) return false;
  const t = dp / (dp - dq);
  const x: P = [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t, p[2] + (q[2] - p[2]) * t];
  const s1 = dot(nrm, cross(sub(b, a), sub(x, a)));
  const s2 = dot(nrm, cross(sub(c, b), sub(x, b)));
  const s3 = dot(nrm, cross(sub(a, c), sub(x, c)));
  return (s1 > 0 && s2 > 0 && s3 > 0) || (s1 < 0 && s2 < 0 && s3 < 0);
}

/**
 * Pairs of triangles that share no vertex and intersect (an edge of one crosses the other), found
 * through a uniform grid of the triangles' bounding boxes. Coplanar overlaps are not detected.
 */
export function selfIntersections(mesh: IndexedMesh, cell = 0.5, limit = 10): [number, number][] {
  const t = mesh.triangles;
  const nt = t.length / 3;
  const box = new Float64Array(nt * 6);
  const grid = new Map<number, number[]>();
  for (let f = 0; f < nt; f++) {
    const vs = [vertex(mesh, t[3 * f]!), vertex(mesh, t[3 * f + 1]!), vertex(mesh, t[3 * f + 2]!)];
    for (let k = 0; k < 3; k++) {
      box[6 * f + k] = Math.min(vs[0]![k]!, vs[1]![k]!, vs[2]![k]!);
      box[6 * f + 3 + k] = Math.max(vs[0]![k]!, vs[1]![k]!, vs[2]![k]!);
    }
    const lo = [0, 1, 2].map((k) => Math.floor(box[6 * f + k]! / cell));
    const hi = [0, 1, 2].map((k) => Math.floor(box[6 * f + 3 + k]! / cell));
    for (let i = lo[0]!; i <= hi[0]!; i++)
      for (let j = lo[1]!; j <= hi[1]!; j++)
        for (let k = lo[2]!; k <= hi[2]!; k++) {
          const key = ((i + 4096) * 8192 + (j + 4096)) * 8192 + (k + 4096);
          const list = grid.get(key);
          if (list) list.push(f);
          else grid.set(key, [f]);
        }
  }
  const found: [number, number][] = [];
  const cellOf = (v: number) => Math.floor(v / cell);
  for (const [key, list] of grid) {
    const kk = (key % 8192) - 4096;
    const jj = (Math.floor(key / 8192) % 8192) - 4096;
    const ii = Math.floor(key / 8192 / 8192) - 4096;
    for (let x = 0; x < list.length; x++)
      for (let y = x + 1; y < list.length; y++) {
        const f = list[x]!;
        const g = list[y]!;
        let overlap = true;
        for (let k = 0; k < 3 && overlap; k++)
          overlap = box[6 * f + k]! <= box[6 * g + 3 + k]! && box[6 * g + k]! <= box[6 * f + 3 + k]!;
        if (!overlap) continue;
        // each pair once: in the cell holding the low corner of the boxes' overlap
        if (
          cellOf(Math.max(box[6 * f]!, box[6 * g]!)) !== ii ||
          cellOf(Math.max(box[6 * f + 1]!, box[6 * g + 1]!)) !== jj ||
          cellOf(Math.max(box[6 * f + 2]!, box[6 * g + 2]!)) !== kk
        )
          continue;
        const f0 = t[3 * f]!;
        const f1 = t[3 * f + 1]!;
        const f2 = t[3 * f + 2]!;
        const g0 = t[3 * g]!;
        const g1 = t[3 * g + 1]!;
        const g2 = t[3 * g + 2]!;
        if (
          f0 === g0 ||
          f0 === g1 ||
          f0 === g2 ||
          f1 === g0 ||
          f1 === g1 ||
          f1 === g2 ||
          f2 === g0 ||
          f2 === g1 ||
          f2 === g2
        )
          continue;
        const F: [P, P, P] = [vertex(mesh, f0), vertex(mesh, f1), vertex(mesh, f2)];
        const G: [P, P, P] = [vertex(mesh, g0), vertex(mesh, g1), vertex(mesh, g2)];
        let hit = false;
        for (let e = 0; e < 3 && !hit; e++) {
          hit =
            segmentCrossesTriangle(F[e]!, F[(e + 1) % 3]!, G[0], G[1], G[2]) ||
            segmentCrossesTriangle(G[e]!, G[(e + 1) % 3]!, F[0], F[1], F[2]);
        }
        if (hit) {
          found.push([f, g]);
          if (found.length >= limit) return found;
        }
      }
  }
  return found;
}

/** Closest point on triangle abc to p (Ericson, Real-Time Collision Detection 5.1.5). */
export function closestOnTriangle(p: P, a: P, b: P, c: P): P {
  const ab = sub(b, a);
  const ac = sub(c, a);
  const ap = sub(p, a);
  const d1 = dot(ab, ap);
  const d2 = dot(ac, ap);
  if (d1 <= 0 && d2 <= 0) return a;
  const bp = sub(p, b);
  const d3 = dot(ab, bp);
  const d4 = dot(ac, bp);
  if (d3 >= 0 && d4 <= d3) return b;
  const vc = d1 * d4 - d3 * d2;
  if (vc <= 0 && d1 >= 0 && d3 <= 0) {
    const v = d1 / (d1 - d3);
    return [a[0] + ab[0] * v, a[1] + ab[1] * v, a[2] + ab[2] * v];
  }
  const cp = sub(p, c);
  const d5 = dot(ab, cp);
  const d6 = dot(ac, cp);
  if (d6 >= 0 && d5 <= d6) return c;
  const vb = d5 * d2 - d1 * d6;
  if (vb <= 0 && d2 >= 0 && d6 <= 0) {
    const w = d2 / (d2 - d6);
    return [a[0] + ac[0] * w, a[1] + ac[1] * w, a[2] + ac[2] * w];
  }
  const va = d3 * d6 - d5 * d4;
  if (va <= 0 && d4 - d3 >= 0 && d5 - d6 >= 0) {
    const w = (d4 - d3) / (d4 - d3 + (d5 - d6));
    return [b[0] + (c[0] - b[0]) * w, b[1] + (c[1] - b[1]) * w, b[2] + (c[2] - b[2]) * w];
  }
  const denom = 1 / (va + vb + vc);
  const v = vb * denom;
  const w = vc * denom;
  return [a[0] + ab[0] * v + ac[0] * w, a[1] + ab[1] * v + ac[1] * w, a[2] + ab[2] * v + ac[2] * w];
}

/** Distance from p to the mesh surface, considering triangles within `radius` (Infinity if none). */
export function distanceToSurface(mesh: IndexedMesh, p: readonly [number, number, number], radius = 1): number {
  const t = mesh.triangles;
  let best = Infinity;
  const q: P = [p[0], p[1], p[2]];
  for (let f = 0; f < t.length; f += 3) {
    const a = vertex(mesh, t[f]!);
    if (Math.abs(a[0] - q[0]) > radius || Math.abs(a[1] - q[1]) > radius || Math.abs(a[2] - q[2]) > radius) continue;
    const c = closestOnTriangle(q, a, vertex(mesh, t[f + 1]!), vertex(mesh, t[f + 2]!));
    best = Math.min(best, Math.hypot(c[0] - q[0], c[1] - q[1], c[2] - q[2]));
  }
  return best;
}
