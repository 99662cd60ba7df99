import type { MeshData } from '../loaders/mesh-data.js';
import { buildBvh } from '../tools/bvh.js';
import { CONTACT_RANGE } from './maps.js';
import { closestPoint, type QueryMesh } from './surface-query.js';

/** Scan surface within this distance of the inner surface is the preparation itself, not a neighbour. */
const PREPARATION_MM = 0.3;

/** A mesh with its BVH for distance queries. */
export function queryMesh(m: MeshData): QueryMesh {
  return { positions: m.positions, indices: m.indices, bvh: buildBvh(m.positions, m.indices) };
}

/**
 * The part of a scan the contact map measures against: triangles within reach of the crown (its
 * box grown by the contact range), less the preparation under the crown (triangles lying on the
 * inner surface), which would otherwise read as a contact everywhere. Cropping also keeps the
 * distance queries of a brush dab on a few thousand triangles instead of a whole arch.
 */
export function contactSurface(scan: MeshData, crown: Float32Array, inner: QueryMesh | null): QueryMesh | null {
  const lo = [Infinity, Infinity, Infinity],
    hi = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < crown.length; i++) {
    lo[i % 3] = Math.min(lo[i % 3]!, crown[i]!);
    hi[i % 3] = Math.max(hi[i % 3]!, crown[i]!);
  }
  const pad = CONTACT_RANGE + 0.5;
  const p = scan.positions;
  const inBox = (v: number) => [0, 1, 2].every((c) => p[v * 3 + c]! >= lo[c]! - pad && p[v * 3 + c]! <= hi[c]! + pad);
  const onPreparation = (v: number) =>
    inner !== null && (closestPoint(inner, p.subarray(v * 3, v * 3 + 3), PREPARATION_MM) ?? null) !== null;
  const triCount = scan.indices ? scan.indices.length / 3 : p.length / 9;
  const keep: number[] = [];
  for (let t = 0; t < triCount; t++) {
    const c = [0, 1, 2].map((k) => (scan.indices ? scan.indices[t * 3 + k]! : t * 3 + k));
    if (!c.some(inBox)) continue;
    if (c.every(onPreparation)) continue;
    keep.push(...c);
  }
  if (keep.length === 0) return null;
  return queryMesh({ positions: p, indices: Uint32Array.from(keep) });
}
