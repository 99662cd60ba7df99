import type { MeshData } from '../loaders/mesh-data.js';
import { cornerIndex, triangleCount } from './collect.js';

/** Writes a binary STL (80-byte header, count, 50 bytes per triangle with its face normal). */
export function writeStl(meshes: MeshData[]): ArrayBuffer {
  const total = meshes.reduce((s, m) => s + triangleCount(m), 0);
  const buf = new ArrayBuffer(84 + total * 50);
  const view = new DataView(buf);
  new Uint8Array(buf).set(new TextEncoder().encode('Binary STL exported by Odontia viewer').subarray(0, 80));
  view.setUint32(80, total, true);
  let o = 84;
  for (const m of meshes) {
    const p = m.positions;
    for (let t = 0, n = triangleCount(m); t < n; t++, o += 50) {
      const a = cornerIndex(m, t, 0) * 3,
        b = cornerIndex(m, t, 1) * 3,
        c = cornerIndex(m, t, 2) * 3;
      const ux = p[b]! - p[a]!,
        uy = p[b + 1]! - p[a + 1]!,
        uz = p[b + 2]! - p[a + 2]!;
      const vx = p[c]! - p[a]!,
        vy = p[c + 1]! - p[a + 1]!,
        vz = p[c + 2]! - p[a + 2]!;
      let nx = uy * vz - uz * vy,
        ny = uz * vx - ux * vz,
        nz = ux * vy - uy * vx;
      const len = Math.hypot(nx, ny, nz) || 1;
      nx /= len;
      ny /= len;
      nz /= len;
      view.setFloat32(o, nx, true);
      view.setFloat32(o + 4, ny, true);
      view.setFloat32(o + 8, nz, true);
      let q = o + 12;
      for (const v of [a, b, c]) {
        view.setFloat32(q, p[v]!, true);
        view.setFloat32(q + 4, p[v + 1]!, true);
        view.setFloat32(q + 8, p[v + 2]!, true);
        q += 12;
      }
      view.setUint16(o + 48, 0, true);
    }
  }
  return buf;
}
