import type { MeshData } from '../loaders/mesh-data.js';

/** Axis-aligned bounds of a mesh. */
export function meshBounds(m: MeshData): { min: [number, number, number]; max: [number, number, number] } {
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  const p = m.positions;
  for (let i = 0; i < p.length; i += 3) {
    for (let k = 0; k < 3; k++) {
      const v = p[i + k]!;
      if (v < min[k]!) min[k] = v;
      if (v > max[k]!) max[k] = v;
    }
  }
  return { min, max };
}

/** Enclosed volume of a closed, consistently wound mesh (sum of signed tetrahedra; mm³ for mm input). */
export function meshVolume(m: MeshData): number {
  const p = m.positions;
  const tris = m.indices ? m.indices.length / 3 : p.length / 9;
  let vol = 0;
  for (let t = 0; t < tris; t++) {
    const a = (m.indices ? m.indices[t * 3]! : t * 3) * 3;
    const b = (m.indices ? m.indices[t * 3 + 1]! : t * 3 + 1) * 3;
    const c = (m.indices ? m.indices[t * 3 + 2]! : t * 3 + 2) * 3;
    vol +=
      p[a]! * (p[b + 1]! * p[c + 2]! - p[b + 2]! * p[c + 1]!) -
      p[a + 1]! * (p[b]! * p[c + 2]! - p[b + 2]! * p[c]!) +
      p[a + 2]! * (p[b]! * p[c + 1]! - p[b + 1]! * p[c]!);
  }
  return vol / 6;
}

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
