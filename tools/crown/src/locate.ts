import { cross, dot, normalize, type Mesh, type V3 } from './probe.js';

/** Occlusal direction of a jaw in the scans' patient frame (+X left, +Y up, +Z anterior). */
export const occlusalDirection = (fdi: number): V3 => (Math.floor(fdi / 10) <= 2 ? [0, -1, 0] : [0, 1, 0]);

/** +1 for the patient's left (quadrants 2, 3: +X), -1 for the right. */
export const sideSign = (fdi: number) => ([2, 3].includes(Math.floor(fdi / 10)) ? 1 : -1);

/** Dihedral angle above which an edge counts as a cut (preparation) edge; natural crowns stay well below. */
const COS_SHARP = Math.cos((40 * Math.PI) / 180);
/** First molars lie this far or more from the midsagittal plane (premolar and molar segments). */
const POSTERIOR_MIN_X = 12;

export interface PreparationRegion {
  /** Centroid of the sharp edges (the preparation's cut lines). */
  centre: V3;
  /** Sum of the sharp edges' lengths, mm. */
  edgeLength: number;
}

function triangleNormal(p: Float32Array, t: Uint32Array, k: number): V3 {
  const [a, b, c] = [t[3 * k]! * 3, t[3 * k + 1]! * 3, t[3 * k + 2]! * 3];
  const e1 = [p[b]! - p[a]!, p[b + 1]! - p[a + 1]!, p[b + 2]! - p[a + 2]!];
  const e2 = [p[c]! - p[a]!, p[c + 1]! - p[a + 1]!, p[c + 2]! - p[a + 2]!];
  return normalize(cross(e1, e2));
}

/**
 * Finds the prepared tooth on the scan: a preparation is cut, so it carries long sharp convex edges
 * (the occlusal-axial line angles and the shoulder outside the chamfer) that natural crowns, whose
 * cusps and contours are rounded, do not. Sharp convex edges on the occlusal side of the arch, on the
 * tooth's side of the midline and in the posterior segment, are clustered; the longest cluster is
 * the preparation. Returns null when there is none.
 */
export function locatePreparation(mesh: Mesh, fdi: number): PreparationRegion | null {
  const { positions: p, triangles: t } = mesh;
  const w = occlusalDirection(fdi);
  const side = sideSign(fdi);
  const nt = t.length / 3;
  const normals = new Float32Array(nt * 3);
  const candidate = new Uint8Array(nt);
  for (let k = 0; k < nt; k++) {
    const a = t[3 * k]! * 3;
    if (side * p[a]! < POSTERIOR_MIN_X) continue;
    const n = triangleNormal(p, t, k);
    normals.set(n, 3 * k);
    // model base walls are vertical (n.w = 0): their rim is sharp but not anatomy
    if (dot(n, w) > 0.05) candidate[k] = 1;
  }
  const nv = p.length / 3;
  const firstTri = new Map<number, number>();
  const cellOf = (i: number) => `${Math.floor(p[3 * i]!)},${Math.floor(p[3 * i + 2]!)}`;
  const cells = new Map<string, { sx: number; sy: number; sz: number; length: number }>();
  for (let k = 0; k < nt; k++) {
    if (!candidate[k]) continue;
    for (let e = 0; e < 3; e++) {
      const i = t[3 * k + e]!;
      const j = t[3 * k + ((e + 1) % 3)]!;
      const key = Math.min(i, j) * nv + Math.max(i, j);
      const other = firstTri.get(key);
      if (other === undefined) {
        firstTri.set(key, k);
        continue;
      }
      const [a, b] = [3 * k, 3 * other];
      const cosine = normals[a]! * normals[b]! + normals[a + 1]! * normals[b + 1]! + normals[a + 2]! * normals[b + 2]!;
      if (cosine > COS_SHARP) continue;
      // convex: the other triangle's far vertex lies below this triangle's plane
      let far = 0;
      for (let f = 0; f < 3; f++) {
        const v = t[3 * other + f]!;
        if (v !== i && v !== j) far = v;
      }
      const d = [p[3 * far]! - p[3 * i]!, p[3 * far + 1]! - p[3 * i + 1]!, p[3 * far + 2]! - p[3 * i + 2]!];
      if (d[0]! * normals[a]! + d[1]! * normals[a + 1]! + d[2]! * normals[a + 2]! > 0) continue;
      const length = Math.hypot(p[3 * i]! - p[3 * j]!, p[3 * i + 1]! - p[3 * j + 1]!, p[3 * i + 2]! - p[3 * j + 2]!);
      const c = cellOf(i);
      const acc = cells.get(c) ?? { sx: 0, sy: 0, sz: 0, length: 0 };
      acc.sx += p[3 * i]! * length;
      acc.sy += p[3 * i + 1]! * length;
      acc.sz += p[3 * i + 2]! * length;
      acc.length += length;
      cells.set(c, acc);
    }
  }
  // clusters: 1 mm cells joined when they touch (8-neighbourhood in the occlusal plane)
  const seen = new Set<string>();
  let best: PreparationRegion | null = null;
  for (const start of cells.keys()) {
    if (seen.has(start)) continue;
    seen.add(start);
    const stack = [start];
    const sum = { sx: 0, sy: 0, sz: 0, length: 0 };
    while (stack.length) {
      const key = stack.pop()!;
      const acc = cells.get(key)!;
      sum.sx += acc.sx;
      sum.sy += acc.sy;
      sum.sz += acc.sz;
      sum.length += acc.length;
      const [x, z] = key.split(',').map(Number) as [number, number];
      for (let dx = -1; dx <= 1; dx++)
        for (let dz = -1; dz <= 1; dz++) {
          const n = `${x + dx},${z + dz}`;
          if (cells.has(n) && !seen.has(n)) {
            seen.add(n);
            stack.push(n);
          }
        }
    }
    if (!best || sum.length > best.edgeLength)
      best = { centre: [sum.sx / sum.length, sum.sy / sum.length, sum.sz / sum.length], edgeLength: sum.length };
  }
  return best;
}
