import type { FacePoint } from '@odontia/shared';
import { landmarkNormals } from './fuse.js';

/** A triangle mesh with per-vertex normals and texture coordinates (glTF convention: v down). */
export interface FaceSurface {
  positions: FacePoint[];
  normals: FacePoint[];
  uvs: [number, number][];
  triangles: Uint32Array;
}

/**
 * Densifies the landmark mesh by `levels` rounds of 1-to-4 subdivision; each new edge point is placed by
 * Phong tessellation (the midpoint projected on both end points' tangent planes, averaged), so the surface
 * rounds out between the landmarks instead of staying faceted.
 */
export function subdivideFace(
  landmarks: FacePoint[],
  uvs: Float64Array,
  triangles: Uint32Array,
  levels = 2,
): FaceSurface {
  let positions = landmarks.map((p) => [...p] as FacePoint);
  let texcoords = landmarks.map((_, i) => [uvs[i * 2]!, uvs[i * 2 + 1]!] as [number, number]);
  let tris = triangles;
  for (let level = 0; level < levels; level++) {
    const normals = landmarkNormals(positions, tris);
    const edges = new Map<string, number>();
    const next: number[] = [];
    const midpoint = (a: number, b: number): number => {
      const key = a < b ? `${a}:${b}` : `${b}:${a}`;
      const known = edges.get(key);
      if (known !== undefined) return known;
      const [pa, pb] = [positions[a]!, positions[b]!];
      const m: FacePoint = [(pa[0] + pb[0]) / 2, (pa[1] + pb[1]) / 2, (pa[2] + pb[2]) / 2];
      const onPlane = (p: FacePoint, n: FacePoint): FacePoint => {
        const d = (m[0] - p[0]) * n[0] + (m[1] - p[1]) * n[1] + (m[2] - p[2]) * n[2];
        return [m[0] - d * n[0], m[1] - d * n[1], m[2] - d * n[2]];
      };
      const qa = onPlane(pa, normals[a]!);
      const qb = onPlane(pb, normals[b]!);
      // Phong tessellation with shape factor 3/4: 1/4 of the flat midpoint, 3/4 of the projections
      positions.push([0, 1, 2].map((k) => 0.25 * m[k]! + 0.375 * (qa[k]! + qb[k]!)) as FacePoint);
      texcoords.push([(texcoords[a]![0] + texcoords[b]![0]) / 2, (texcoords[a]![1] + texcoords[b]![1]) / 2]);
      edges.set(key, positions.length - 1);
      return positions.length - 1;
    };
    for (let t = 0; t < tris.length; t += 3) {
      const [a, b, c] = [tris[t]!, tris[t + 1]!, tris[t + 2]!];
      const [ab, bc, ca] = [midpoint(a, b), midpoint(b, c), midpoint(c, a)];
      next.push(a, ab, ca, ab, b, bc, ca, bc, c, ab, bc, ca);
    }
    tris = Uint32Array.from(next);
    positions = [...positions];
    texcoords = [...texcoords];
  }
  return { positions, normals: landmarkNormals(positions, tris), uvs: texcoords, triangles: tris };
}
