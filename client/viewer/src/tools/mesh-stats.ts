import type { MeshData } from '../loaders/mesh-data.js';

// Bounds and volume are computed where the server's crown check computes them too.
export { meshBounds, meshVolume } from '@odontia/shared';

/** Total surface area of a mesh. */
export function meshArea(m: MeshData): number {
  const p = m.positions;
  const tris = m.indices ? m.indices.length / 3 : p.length / 9;
  let area = 0;
  for (let t = 0; t < tris; t++) {
    const a = (m.indices ? m.indices[t * 3]! : t * 3) * 3;
    const b = (m.indices ? m.indices[t * 3 + 1]! : t * 3 + 1) * 3;
    const c = (m.indices ? m.indices[t * 3 + 2]! : t * 3 + 2) * 3;
    const ux = p[b]! - p[a]!,
      uy = p[b + 1]! - p[a + 1]!,
      uz = p[b + 2]! - p[a + 2]!;
    const vx = p[c]! - p[a]!,
      vy = p[c + 1]! - p[a + 1]!,
      vz = p[c + 2]! - p[a + 2]!;
    area += Math.hypot(uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx) / 2;
  }
  return area;
}
