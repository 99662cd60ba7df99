import { edgeDefects, meshVolume, type EdgeDefects } from '@odontia/shared';
import type { MeshData } from '../loaders/mesh-data.js';
import { weldVertices } from './mesh.js';

/** The closed crown, or why the two surfaces do not make one. */
export type ClosedCrown = { ok: true; mesh: MeshData } | ({ ok: false } & EdgeDefects);

function flip(indices: Uint32Array, from: number, to: number): void {
  for (let t = from; t < to; t += 3) {
    const b = indices[t + 1]!;
    indices[t + 1] = indices[t + 2]!;
    indices[t + 2] = b;
  }
}

/**
 * Joins the edited outer surface to the inner surface along their shared margin (the outer's rim is
 * pinned during editing, so its margin vertices still coincide with the inner's) into one closed
 * mesh: coincident vertices merged, the inner turned to face the preparation when needed, the whole
 * oriented outward. Refused when an edge is not shared by exactly two triangles of opposite winding
 * (the same edge check the server applies to the stored crown).
 */
export function closeCrown(outer: MeshData, inner: MeshData): ClosedCrown {
  const no = outer.positions.length / 3;
  const positions = new Float32Array(outer.positions.length + inner.positions.length);
  positions.set(outer.positions);
  positions.set(inner.positions, outer.positions.length);
  const corner = (m: MeshData, i: number) => (m.indices ? m.indices[i]! : i);
  const outerCorners = outer.indices ? outer.indices.length : no;
  const innerCorners = inner.indices ? inner.indices.length : inner.positions.length / 3;
  const all = new Uint32Array(outerCorners + innerCorners);
  for (let i = 0; i < outerCorners; i++) all[i] = corner(outer, i);
  for (let i = 0; i < innerCorners; i++) all[outerCorners + i] = corner(inner, i) + no;
  const welded = weldVertices(positions, all);
  const idx = welded.indices;
  // Welding drops degenerate triangles, the same ones whether the outer is welded alone or not.
  const outerEnd = weldVertices(outer.positions, outer.indices).indices.length;
  // Consistent winding: across the margin an edge runs once each way. If the inner repeats the
  // outer's direction there, it faces the wrong way.
  if (edgeDefects(idx).misoriented > 0) {
    const flipped = idx.slice();
    flip(flipped, outerEnd, flipped.length);
    if (edgeDefects(flipped).misoriented < edgeDefects(idx).misoriented) idx.set(flipped);
  }
  const defects = edgeDefects(idx);
  if (defects.open + defects.nonManifold + defects.misoriented > 0) return { ok: false, ...defects };
  if (meshVolume({ positions: welded.positions, indices: idx }) < 0) flip(idx, 0, idx.length);
  return { ok: true, mesh: { name: 'crown', positions: welded.positions, indices: idx } };
}
