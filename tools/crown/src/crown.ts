import type { SpokeSurface } from './inner.js';
import type { Mesh } from './probe.js';

/**
 * The crown as one closed surface: the outer spokes and the inner spokes share their margin
 * vertices (station 0); the inner surface is turned to face the preparation. Both are disks with the
 * same boundary, so the result is closed and 2-manifold by construction.
 */
export function closedCrown(inner: SpokeSurface, outer: SpokeSurface): Mesh {
  if (inner.spokes !== outer.spokes) throw new Error('inner and outer surfaces need the same spokes');
  const n = inner.spokes;
  const innerCount = inner.mesh.positions.length / 3;
  // outer vertices except station 0 follow the inner ones
  const outerIndex = (v: number) => {
    if (v === n * outer.stations) return innerCount + n * (outer.stations - 1);
    const j = Math.floor(v / outer.stations);
    const k = v % outer.stations;
    return k === 0 ? j * inner.stations : innerCount + j * (outer.stations - 1) + (k - 1);
  };
  const positions = new Float32Array((innerCount + n * (outer.stations - 1) + 1) * 3);
  positions.set(inner.mesh.positions);
  const op = outer.mesh.positions;
  for (let v = 0; v < op.length / 3; v++) {
    const k = v === n * outer.stations ? outer.stations : v % outer.stations;
    if (k === 0) continue;
    positions.set(op.subarray(3 * v, 3 * v + 3), 3 * outerIndex(v));
  }
  const it = inner.mesh.triangles;
  const ot = outer.mesh.triangles;
  const triangles = new Uint32Array(it.length + ot.length);
  for (let t = 0; t < it.length; t += 3) triangles.set([it[t]!, it[t + 2]!, it[t + 1]!], t);
  for (let t = 0; t < ot.length; t++) triangles[it.length + t] = outerIndex(ot[t]!);
  return { positions, triangles };
}
