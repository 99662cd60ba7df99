import type { MeshData } from '../loaders/mesh-data.js';
import { buildBvh } from '../tools/bvh.js';
import { CONTACT_RANGE, type ContactSurface } from './maps.js';
import { closestPoint, type QueryMesh } from './surface-query.js';

/** Scan surface within this distance of the inner surface is the preparation itself, not a neighbour. */
const PREPARATION_MM = 0.3;
/**
 * Scan surface within this distance of the margin is the prepared tooth's cervical part and the gum
 * around it, which the crown meets at the margin by design: not a contact either.
 */
const CERVICAL_MM = 1;

/** A mesh with its BVH for distance queries. */
export function queryMesh(m: MeshData): QueryMesh {
  return { positions: m.positions, indices: m.indices, bvh: buildBvh(m.positions, m.indices) };
}

/**
 * The part of a scan the contact map measures against: triangles within reach of the crown (its
 * box grown by the contact range), less the preparation under the crown (triangles lying on the
 * inner surface or around its margin), which would otherwise read as a contact everywhere along the
 * margin; `whole` keeps the preparation
 * (see ContactSurface). Cropping also keeps the distance queries of a brush dab on a few thousand
 * triangles instead of a whole arch.
 */
export function contactSurface(scan: MeshData, crown: Float32Array, inner: QueryMesh | null): ContactSurface | null {
  const lo = [Infinity, Infinity, Infinity],
    hi = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < crown.length; i++) {
    lo[i % 3] = Math.min(lo[i % 3]!, crown[i]!);
    hi[i % 3] = Math.max(hi[i % 3]!, crown[i]!);
  }
  const pad = CONTACT_RANGE + 0.5;
  const p = scan.positions;
  const inBox = (v: number) => [0, 1, 2].every((c) => p[v * 3 + c]! >= lo[c]! - pad && p[v * 3 + c]! <= hi[c]! + pad);
  const margin = inner ? openEdges(inner) : [];
  const onPreparation = (v: number) => {
    if (inner === null) return false;
    const q = p.subarray(v * 3, v * 3 + 3);
    return closestPoint(inner, q, PREPARATION_MM) !== null || nearSegments(q, margin, CERVICAL_MM);
  };
  const triCount = scan.indices ? scan.indices.length / 3 : p.length / 9;
  const near: number[] = [],
    whole: number[] = [];
  let cut = false;
  for (let t = 0; t < triCount; t++) {
    const c = [0, 1, 2].map((k) => (scan.indices ? scan.indices[t * 3 + k]! : t * 3 + k));
    if (!c.some(inBox)) continue;
    if (c.every(onPreparation)) cut = true;
    else near.push(...c);
    whole.push(...c);
  }
  if (near.length === 0) return null;
  const nearMesh = queryMesh({ positions: p, indices: Uint32Array.from(near) });
  return { near: nearMesh, whole: cut ? queryMesh({ positions: p, indices: Uint32Array.from(whole) }) : nearMesh };
}

/** The edges of a mesh that only one triangle uses (an open surface's rim), as corner coordinates. */
function openEdges(m: QueryMesh): Float32Array[] {
  const count = new Map<string, number>();
  const corner = (t: number, k: number) => (m.indices ? m.indices[t * 3 + k]! : t * 3 + k);
  const triCount = m.indices ? m.indices.length / 3 : m.positions.length / 9;
  const keyOf = (a: number, b: number) => (a < b ? `${a},${b}` : `${b},${a}`);
  for (let t = 0; t < triCount; t++)
    for (let k = 0; k < 3; k++) {
      const key = keyOf(corner(t, k), corner(t, (k + 1) % 3));
      count.set(key, (count.get(key) ?? 0) + 1);
    }
  const edges: Float32Array[] = [];
  for (const [key, n] of count) {
    if (n !== 1) continue;
    const [a, b] = key.split(',').map(Number) as [number, number];
    edges.push(Float32Array.of(...m.positions.subarray(a * 3, a * 3 + 3), ...m.positions.subarray(b * 3, b * 3 + 3)));
  }
  return edges;
}

/** Whether q lies within `distance` of one of the segments. */
function nearSegments(q: ArrayLike<number>, segments: readonly Float32Array[], distance: number): boolean {
  const limit = distance * distance;
  for (const s of segments) {
    const ex = s[3]! - s[0]!,
      ey = s[4]! - s[1]!,
      ez = s[5]! - s[2]!;
    const qx = q[0]! - s[0]!,
      qy = q[1]! - s[1]!,
      qz = q[2]! - s[2]!;
    const length = ex * ex + ey * ey + ez * ez;
    const t = length > 0 ? Math.min(1, Math.max(0, (qx * ex + qy * ey + qz * ez) / length)) : 0;
    if ((qx - t * ex) ** 2 + (qy - t * ey) ** 2 + (qz - t * ez) ** 2 <= limit) return true;
  }
  return false;
}
