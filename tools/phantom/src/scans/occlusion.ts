import type { TriangleMesh } from './heightfield.js';

/**
 * Vertical distances between the occlusal surfaces of the two arches (world frame, upper above lower):
 * at every top vertex of one arch, the height of the other arch's facing surface straight above or
 * below it. A negative gap is interpenetration; the vertical gap bounds the true (normal) distance
 * from above, so "no negative gap" means no penetration at the mesh's resolution.
 */
export interface GapSample {
  x: number;
  z: number;
  gap: number;
}

class FacingSurface {
  private readonly cells = new Map<number, number[]>();
  constructor(
    private readonly mesh: TriangleMesh,
    facingUp: boolean,
    private readonly cell = 0.5,
  ) {
    const p = mesh.positions;
    const t = mesh.triangles;
    for (let f = 0; f < t.length / 3; f++) {
      const [a, b, c] = [t[3 * f]! * 3, t[3 * f + 1]! * 3, t[3 * f + 2]! * 3];
      const ny = (p[b + 2]! - p[a + 2]!) * (p[c]! - p[a]!) - (p[b]! - p[a]!) * (p[c + 2]! - p[a + 2]!);
      if (facingUp ? ny <= 1e-12 : ny >= -1e-12) continue;
      const x0 = Math.floor(Math.min(p[a]!, p[b]!, p[c]!) / cell);
      const x1 = Math.floor(Math.max(p[a]!, p[b]!, p[c]!) / cell);
      const z0 = Math.floor(Math.min(p[a + 2]!, p[b + 2]!, p[c + 2]!) / cell);
      const z1 = Math.floor(Math.max(p[a + 2]!, p[b + 2]!, p[c + 2]!) / cell);
      for (let i = x0; i <= x1; i++)
        for (let j = z0; j <= z1; j++) {
          const key = i * 100003 + j;
          const list = this.cells.get(key);
          if (list) list.push(f);
          else this.cells.set(key, [f]);
        }
    }
  }

  /** Height of the surface above/below (x, z), or undefined outside it. */
  heightAt(x: number, z: number): number | undefined {
    const list = this.cells.get(Math.floor(x / this.cell) * 100003 + Math.floor(z / this.cell));
    if (!list) return undefined;
    const p = this.mesh.positions;
    const t = this.mesh.triangles;
    for (const f of list) {
      const [a, b, c] = [t[3 * f]! * 3, t[3 * f + 1]! * 3, t[3 * f + 2]! * 3];
      const ax = p[a]!;
      const az = p[a + 2]!;
      const e1x = p[b]! - ax;
      const e1z = p[b + 2]! - az;
      const e2x = p[c]! - ax;
      const e2z = p[c + 2]! - az;
      const det = e1x * e2z - e2x * e1z;
      const u = ((x - ax) * e2z - e2x * (z - az)) / det;
      const v = (e1x * (z - az) - (x - ax) * e1z) / det;
      if (u < -1e-9 || v < -1e-9 || u + v > 1 + 1e-9) continue;
      return p[a + 1]! + u * (p[b + 1]! - p[a + 1]!) + v * (p[c + 1]! - p[a + 1]!);
    }
    return undefined;
  }
}

/** Gaps sampled at the top vertices of both arches where the other arch lies within `window` mm. */
export function occlusalGaps(upper: TriangleMesh, lower: TriangleMesh, window = 1.5): GapSample[] {
  const upperSurface = new FacingSurface(upper, false);
  const lowerSurface = new FacingSurface(lower, true);
  const out: GapSample[] = [];
  const sample = (mesh: TriangleMesh, other: FacingSurface, isUpper: boolean) => {
    const p = mesh.positions;
    // only the top half of the vertex array is the occlusal heightfield (see heightfieldSolid)
    for (let v = 0; v < p.length / 6; v++) {
      const x = p[3 * v]!;
      const y = p[3 * v + 1]!;
      const z = p[3 * v + 2]!;
      const h = other.heightAt(x, z);
      if (h === undefined) continue;
      const gap = isUpper ? y - h : h - y;
      if (gap < window) out.push({ x, z, gap });
    }
  };
  sample(lower, upperSurface, false);
  sample(upper, lowerSurface, true);
  return out;
}

/** Groups the samples with a gap below `threshold` into contact areas (single-linkage within `linkMm`). */
export function contactAreas(
  samples: GapSample[],
  threshold = 0.05,
  linkMm = 0.6,
): { x: number; z: number; minGap: number; n: number }[] {
  const pts = samples.filter((s) => s.gap < threshold);
  const label = new Int32Array(pts.length).fill(-1);
  const areas: { x: number; z: number; minGap: number; n: number }[] = [];
  for (let i = 0; i < pts.length; i++) {
    if (label[i] !== -1) continue;
    const id = areas.length;
    const stack = [i];
    label[i] = id;
    let sx = 0;
    let sz = 0;
    let n = 0;
    let minGap = Infinity;
    while (stack.length) {
      const k = stack.pop()!;
      const q = pts[k]!;
      sx += q.x;
      sz += q.z;
      n++;
      minGap = Math.min(minGap, q.gap);
      for (let j = 0; j < pts.length; j++)
        if (label[j] === -1 && Math.hypot(pts[j]!.x - q.x, pts[j]!.z - q.z) < linkMm) {
          label[j] = id;
          stack.push(j);
        }
    }
    areas.push({ x: sx / n, z: sz / n, minGap, n });
  }
  return areas;
}
