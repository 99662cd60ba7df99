import { edgeTable, triTable } from 'three/examples/jsm/objects/MarchingCubes.js';

/** Isosurface triangles (non-indexed) with normals from the volume gradient. */
export interface Isosurface {
  positions: Float32Array;
  normals: Float32Array;
  triangles: number;
}

// Corner offsets and edge endpoints in Paul Bourke's numbering, which three's tables use.
const CORNERS = [
  [0, 0, 0],
  [1, 0, 0],
  [1, 1, 0],
  [0, 1, 0],
  [0, 0, 1],
  [1, 0, 1],
  [1, 1, 1],
  [0, 1, 1],
] as const;
const EDGES = [
  [0, 1],
  [1, 2],
  [2, 3],
  [3, 0],
  [4, 5],
  [5, 6],
  [6, 7],
  [7, 4],
  [0, 4],
  [1, 5],
  [2, 6],
  [3, 7],
] as const;

/**
 * Marching cubes over a scalar volume (x fastest). The surface separates values >= iso (inside, e.g.
 * bone) from lower ones; triangles wind counter-clockwise seen from outside and normals point outward.
 * Output positions are in mm: origin + index * spacing.
 */
export function marchingCubes(
  data: ArrayLike<number>,
  dims: [number, number, number],
  iso: number,
  spacing: [number, number, number] = [1, 1, 1],
  origin: [number, number, number] = [0, 0, 0],
): Isosurface {
  const [nx, ny, nz] = dims;
  const sxy = nx * ny;
  let cap = 1 << 16;
  let pos = new Float32Array(cap * 9);
  let nor = new Float32Array(cap * 9);
  let tris = 0;
  const val = new Float64Array(8);
  const ev = new Float64Array(12 * 3);
  const en = new Float64Array(12 * 3);
  const grad = (x: number, y: number, z: number, out: Float64Array, o: number, w: number) => {
    const i = x + y * nx + z * sxy;
    const gx = ((x < nx - 1 ? data[i + 1]! : data[i]!) - (x > 0 ? data[i - 1]! : data[i]!)) / spacing[0];
    const gy = ((y < ny - 1 ? data[i + nx]! : data[i]!) - (y > 0 ? data[i - nx]! : data[i]!)) / spacing[1];
    const gz = ((z < nz - 1 ? data[i + sxy]! : data[i]!) - (z > 0 ? data[i - sxy]! : data[i]!)) / spacing[2];
    out[o] = out[o]! + gx * w;
    out[o + 1] = out[o + 1]! + gy * w;
    out[o + 2] = out[o + 2]! + gz * w;
  };
  for (let z = 0; z < nz - 1; z++) {
    for (let y = 0; y < ny - 1; y++) {
      let base = y * nx + z * sxy;
      for (let x = 0; x < nx - 1; x++, base++) {
        val[0] = data[base]!;
        val[1] = data[base + 1]!;
        val[2] = data[base + 1 + nx]!;
        val[3] = data[base + nx]!;
        val[4] = data[base + sxy]!;
        val[5] = data[base + 1 + sxy]!;
        val[6] = data[base + 1 + nx + sxy]!;
        val[7] = data[base + nx + sxy]!;
        let cube = 0;
        for (let c = 0; c < 8; c++) if (val[c]! < iso) cube |= 1 << c;
        const edges = edgeTable[cube]!;
        if (edges === 0) continue;
        for (let e = 0; e < 12; e++) {
          if (!(edges & (1 << e))) continue;
          const [a, b] = EDGES[e]!;
          const va = val[a]!,
            vb = val[b]!;
          const t = va === vb ? 0.5 : (iso - va) / (vb - va);
          const ca = CORNERS[a]!,
            cb = CORNERS[b]!;
          ev[e * 3] = x + ca[0] + (cb[0] - ca[0]) * t;
          ev[e * 3 + 1] = y + ca[1] + (cb[1] - ca[1]) * t;
          ev[e * 3 + 2] = z + ca[2] + (cb[2] - ca[2]) * t;
          en[e * 3] = en[e * 3 + 1] = en[e * 3 + 2] = 0;
          grad(x + ca[0], y + ca[1], z + ca[2], en, e * 3, 1 - t);
          grad(x + cb[0], y + cb[1], z + cb[2], en, e * 3, t);
        }
        const row = cube * 16;
        for (let k = 0; triTable[row + k]! !== -1; k += 3) {
          if (tris === cap) {
            cap *= 2;
            const p2 = new Float32Array(cap * 9);
            p2.set(pos);
            pos = p2;
            const n2 = new Float32Array(cap * 9);
            n2.set(nor);
            nor = n2;
          }
          // Corners below iso are flagged (Bourke's convention); in table order the triangles wind
          // counter-clockwise seen from the low side, so they face out of the bone (checked by the sphere test).
          for (let c = 0; c < 3; c++) {
            const e = triTable[row + k + c]!;
            const o = tris * 9 + c * 3;
            pos[o] = origin[0] + ev[e * 3]! * spacing[0];
            pos[o + 1] = origin[1] + ev[e * 3 + 1]! * spacing[1];
            pos[o + 2] = origin[2] + ev[e * 3 + 2]! * spacing[2];
            const gx = en[e * 3]!,
              gy = en[e * 3 + 1]!,
              gz = en[e * 3 + 2]!;
            const len = Math.hypot(gx, gy, gz) || 1;
            // Values rise inward, so the outward normal is minus the gradient.
            nor[o] = -gx / len;
            nor[o + 1] = -gy / len;
            nor[o + 2] = -gz / len;
          }
          tris++;
        }
      }
    }
  }
  return { positions: pos.slice(0, tris * 9), normals: nor.slice(0, tris * 9), triangles: tris };
}

/** A volume and level to extract, as posted to the marching-cubes worker. */
export interface IsosurfaceJob {
  data: Int16Array;
  dims: [number, number, number];
  iso: number;
  spacing: [number, number, number];
  origin: [number, number, number];
}

export const isosurfaceOf = (job: IsosurfaceJob): Isosurface =>
  marchingCubes(job.data, job.dims, job.iso, job.spacing, job.origin);
