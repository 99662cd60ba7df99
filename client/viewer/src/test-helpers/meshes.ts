import type { MeshData } from '../loaders/mesh-data.js';

/** An indexed axis-aligned box, outward winding: volume sx*sy*sz. */
export function boxMesh(sx: number, sy: number, sz: number, origin: [number, number, number] = [0, 0, 0]): MeshData {
  const [ox, oy, oz] = origin;
  const positions = new Float32Array(
    [0, 0, 0, sx, 0, 0, sx, sy, 0, 0, sy, 0, 0, 0, sz, sx, 0, sz, sx, sy, sz, 0, sy, sz].map(
      (v, i) => v + [ox, oy, oz][i % 3]!,
    ),
  );
  const indices = new Uint32Array([
    0, 2, 1, 0, 3, 2, 4, 5, 6, 4, 6, 7, 0, 1, 5, 0, 5, 4, 1, 2, 6, 1, 6, 5, 2, 3, 7, 2, 7, 6, 3, 0, 4, 3, 4, 7,
  ]);
  return { positions, indices };
}

/** The same mesh as a triangle soup (what STL stores). */
export function unindex(m: MeshData): MeshData {
  if (!m.indices) return m;
  const positions = new Float32Array(m.indices.length * 3);
  m.indices.forEach((vi, i) => positions.set(m.positions.subarray(vi * 3, vi * 3 + 3), i * 3));
  return { positions };
}

/** A UV sphere (indexed, outward), useful for volume checks against 4/3 pi r^3. */
export function sphereMesh(r: number, seg = 64, rings = 32): MeshData {
  const pos: number[] = [];
  for (let i = 0; i <= rings; i++) {
    const th = (i / rings) * Math.PI;
    for (let j = 0; j <= seg; j++) {
      const ph = (j / seg) * 2 * Math.PI;
      pos.push(r * Math.sin(th) * Math.cos(ph), r * Math.cos(th), r * Math.sin(th) * Math.sin(ph));
    }
  }
  const idx: number[] = [];
  for (let i = 0; i < rings; i++) {
    for (let j = 0; j < seg; j++) {
      const a = i * (seg + 1) + j,
        b = a + seg + 1;
      idx.push(a, a + 1, b, b, a + 1, b + 1);
    }
  }
  return { positions: Float32Array.from(pos), indices: Uint32Array.from(idx) };
}

/** Sorted list of triangles as position triples, to compare meshes regardless of vertex order. */
export function triangleSet(m: MeshData): number[][] {
  const tris = m.indices ? m.indices.length / 3 : m.positions.length / 9;
  const out: number[][] = [];
  for (let t = 0; t < tris; t++) {
    const corners: number[][] = [];
    for (let k = 0; k < 3; k++) {
      const vi = m.indices ? m.indices[t * 3 + k]! : t * 3 + k;
      corners.push(Array.from(m.positions.subarray(vi * 3, vi * 3 + 3)));
    }
    // Rotate so the smallest corner comes first (keeps winding).
    let s = 0;
    for (let k = 1; k < 3; k++) if (cmp(corners[k]!, corners[s]!) < 0) s = k;
    out.push([...corners[s]!, ...corners[(s + 1) % 3]!, ...corners[(s + 2) % 3]!]);
  }
  return out.sort(cmp);
}

function cmp(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** A surface turned about the z axis from a profile of [radius, z] points, bottom to top (indexed, outward). */
export function latheMesh(profile: readonly (readonly [number, number])[], seg = 64): MeshData {
  const pos: number[] = [];
  for (const [r, z] of profile)
    for (let j = 0; j <= seg; j++) {
      const ph = (j / seg) * 2 * Math.PI;
      pos.push(r * Math.cos(ph), r * Math.sin(ph), z);
    }
  const idx: number[] = [];
  for (let i = 0; i + 1 < profile.length; i++)
    for (let j = 0; j < seg; j++) {
      const a = i * (seg + 1) + j,
        b = a + seg + 1;
      idx.push(a, a + 1, b, b, a + 1, b + 1);
    }
  return { positions: Float32Array.from(pos), indices: Uint32Array.from(idx) };
}
