import type { SeededRandom } from '../random.js';

/** An indexed triangle mesh, counter-clockwise seen from outside; positions in mm. */
export interface TriangleMesh {
  positions: Float32Array;
  triangles: Uint32Array;
  /** RGB per vertex, 0-255. */
  colors: Uint8Array;
}

export interface HeightfieldSpec {
  /** Grid origin and spacing in the occlusal-plane coordinates (x, z), mm. */
  x0: number;
  z0: number;
  nx: number;
  nz: number;
  spacing: number;
  /** Whether the model covers the point (a simply connected region). */
  inside: (x: number, z: number) => boolean;
  /** Surface height (occlusal direction up) and colour of the top surface at the point; `exact` points get no noise. */
  surface: (x: number, z: number) => { y: number; color: readonly [number, number, number]; exact?: boolean };
  baseY: number;
  baseColor: readonly [number, number, number];
  /** Jitter of the grid nodes as a fraction of the spacing (< 0.5 keeps every triangle's orientation). */
  jitter: number;
  noiseMm: number;
}

/**
 * A closed solid like a scanner's export of a model on a flat base: a heightfield top over a masked
 * grid region, the flat base below it and vertical walls along the region's boundary. The grid is
 * jittered and each cell split along a random diagonal, so the triangulation is irregular; the
 * heights carry seeded noise. Top and base share (x, z) per node and the top stays above the base,
 * so the surface is closed, 2-manifold and free of self-intersections by construction (tested).
 */
export function heightfieldSolid(spec: HeightfieldSpec, rng: SeededRandom): TriangleMesh {
  const { nx, nz } = spec;
  const cellIn = new Uint8Array(nx * nz);
  const cell = (i: number, j: number) => (i < 0 || j < 0 || i >= nx || j >= nz ? 0 : cellIn[i + j * nx]!);
  for (let j = 0; j < nz; j++)
    for (let i = 0; i < nx; i++)
      cellIn[i + j * nx] = spec.inside(spec.x0 + (i + 0.5) * spec.spacing, spec.z0 + (j + 0.5) * spec.spacing) ? 1 : 0;
  // a node touched by exactly two diagonal cells would be a pinch (non-manifold): fill one more cell
  for (let changed = true; changed;) {
    changed = false;
    for (let j = 1; j < nz; j++)
      for (let i = 1; i < nx; i++) {
        const a = cell(i - 1, j - 1);
        const b = cell(i, j - 1);
        const c = cell(i - 1, j);
        const d = cell(i, j);
        if (a === d && b === c && a !== b) {
          cellIn[(a ? i : i - 1) + (j - 1) * nx] = 1;
          changed = true;
        }
      }
  }
  const vnx = nx + 1;
  const nodeIndex = new Int32Array(vnx * (nz + 1)).fill(-1);
  const xs: number[] = [];
  const zs: number[] = [];
  for (let j = 0; j <= nz; j++)
    for (let i = 0; i <= nx; i++) {
      if (!(cell(i - 1, j - 1) || cell(i, j - 1) || cell(i - 1, j) || cell(i, j))) continue;
      nodeIndex[i + j * vnx] = xs.length;
      xs.push(spec.x0 + (i + rng.uniform(-spec.jitter, spec.jitter)) * spec.spacing);
      zs.push(spec.z0 + (j + rng.uniform(-spec.jitter, spec.jitter)) * spec.spacing);
    }
  const n = xs.length;
  const positions = new Float32Array(n * 6);
  const colors = new Uint8Array(n * 6);
  for (let v = 0; v < n; v++) {
    const x = xs[v]!;
    const z = zs[v]!;
    const top = spec.surface(x, z);
    const noise = rng.normal(0, spec.noiseMm);
    const y = top.exact ? top.y : top.y + noise;
    positions.set([x, Math.max(y, spec.baseY + 0.5), z], v * 3);
    positions.set([x, spec.baseY, z], (n + v) * 3);
    colors.set(top.color, v * 3);
    colors.set(spec.baseColor, (n + v) * 3);
  }
  const tris: number[] = [];
  const node = (i: number, j: number) => nodeIndex[i + j * vnx]!;
  const quad = (a: number, b: number, c: number, d: number, alt: boolean) => {
    // a=(i,j) b=(i,j+1) c=(i+1,j+1) d=(i+1,j): counter-clockwise seen from +y
    if (alt) tris.push(a, b, c, a, c, d);
    else tris.push(a, b, d, d, b, c);
  };
  for (let j = 0; j < nz; j++)
    for (let i = 0; i < nx; i++) {
      if (!cell(i, j)) continue;
      const a = node(i, j);
      const b = node(i, j + 1);
      const c = node(i + 1, j + 1);
      const d = node(i + 1, j);
      const alt = rng.next() < 0.5;
      quad(a, b, c, d, alt);
      // base: same split, reversed
      if (alt) tris.push(n + a, n + c, n + b, n + a, n + d, n + c);
      else tris.push(n + a, n + d, n + b, n + d, n + c, n + b);
      // walls where the neighbouring cell is outside; (p, q) runs so that the outside is on its right seen from +y
      const walls: [number, number, boolean][] = [
        [a, d, !cell(i, j - 1)],
        [d, c, !cell(i + 1, j)],
        [c, b, !cell(i, j + 1)],
        [b, a, !cell(i - 1, j)],
      ];
      for (const [p, q, open] of walls) if (open) tris.push(p, q, n + q, p, n + q, n + p);
    }
  return { positions, triangles: Uint32Array.from(tris), colors };
}

/** Mirror the mesh through y = 0 (keeping it outward-facing). */
export function mirrorY(mesh: TriangleMesh): TriangleMesh {
  const positions = mesh.positions.slice();
  for (let i = 1; i < positions.length; i += 3) positions[i] = -positions[i]!;
  const triangles = mesh.triangles.slice();
  for (let t = 0; t < triangles.length; t += 3) {
    const b = triangles[t + 1]!;
    triangles[t + 1] = triangles[t + 2]!;
    triangles[t + 2] = b;
  }
  return { positions, triangles, colors: mesh.colors };
}
