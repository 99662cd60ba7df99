import { MeshoptSimplifier } from 'meshoptimizer';
import { buildBvh } from '../tools/bvh.js';
import { closestDistance, type Closest } from './closest-point.js';

/** A coarser drawing of a welded mesh: triangles over the same vertices, and how far it strays. */
export interface DetailLevel {
  indices: Uint32Array;
  /** The farthest any vertex of the full mesh lies from this level's surface, mm (measured, not estimated). */
  deviationMm: number;
}

/**
 * Simplification tolerances of the drawn levels, mm. Scans are sampled far finer than a screen shows
 * them: at 0.01 mm the phantom's 288k-triangle arch keeps under a third of its triangles, at 0.04 mm
 * under a fifth (its occlusal surfaces kept whole). Every level's corners are vertices of the full
 * mesh, so colours per vertex are shared by all levels.
 */
export const LEVEL_TOLERANCES_MM = [0.01, 0.04] as const;

/**
 * The coarser levels of an indexed mesh (meshoptimizer's quadric edge collapse, borders kept), finest
 * first; a level that saves under a third of the triangles of the one before it is left out. `kept`
 * vertices are never collapsed: the contact map colours the occlusal vertices, and a contact smaller
 * than a coarse triangle would vanish from a level without them. Each level's deviation is measured
 * as the largest distance from a full-mesh vertex to its surface.
 */
export async function detailLevels(
  positions: Float32Array,
  indices: Uint32Array,
  kept: ArrayLike<number> = [],
  tolerancesMm: readonly number[] = LEVEL_TOLERANCES_MM,
): Promise<DetailLevel[]> {
  await MeshoptSimplifier.ready;
  const lock = new Uint8Array(positions.length / 3);
  for (let i = 0; i < kept.length; i++) lock[kept[i]!] = 1;
  const levels: DetailLevel[] = [];
  let previous = indices.length;
  const hit: Closest = { distance: 0, triangle: -1 };
  for (const tolerance of tolerancesMm) {
    const [simplified] = MeshoptSimplifier.simplifyWithAttributes(
      indices,
      positions,
      3,
      new Float32Array(0),
      0,
      [],
      lock,
      0,
      tolerance,
      ['ErrorAbsolute', 'LockBorder'],
    );
    if (simplified.length > (previous * 2) / 3) continue;
    const surface = { positions, indices: simplified, bvh: buildBvh(positions, simplified) };
    let deviation = 0;
    const p = new Float32Array(3);
    for (let v = 0; v < positions.length; v += 3) {
      p[0] = positions[v]!;
      p[1] = positions[v + 1]!;
      p[2] = positions[v + 2]!;
      // a vertex the level dropped entirely (a lone island) is as far as the search reaches
      const d = closestDistance(surface, p, Math.max(1, 100 * tolerance), hit, hit.triangle).distance;
      deviation = Math.max(deviation, Number.isFinite(d) ? d : Infinity);
    }
    if (!Number.isFinite(deviation)) continue;
    levels.push({ indices: simplified, deviationMm: deviation });
    previous = simplified.length;
  }
  return levels;
}
