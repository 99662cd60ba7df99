import { closestOnTriangle } from '@odontia/phantom';
import type { Mesh, V3 } from './probe.js';

/** One number per grid cell (cells within +-1000 of the origin: 500 m at 0.5 mm). */
const cellKey = (x: number, y: number, z: number) => ((x + 1000) * 2001 + (y + 1000)) * 2001 + (z + 1000);

/** Nearest-point queries on a mesh: triangles binned by their bounding boxes in a uniform grid. */
export class ClosestPoint {
  private readonly grid = new Map<number, number[]>();

  constructor(
    private readonly mesh: Mesh,
    private readonly cell = 0.5,
  ) {
    const { positions: p, triangles: t } = mesh;
    for (let k = 0; k < t.length / 3; k++) {
      const lo = [Infinity, Infinity, Infinity];
      const hi = [-Infinity, -Infinity, -Infinity];
      for (let e = 0; e < 3; e++)
        for (let i = 0; i < 3; i++) {
          const v = p[3 * t[3 * k + e]! + i]!;
          lo[i] = Math.min(lo[i]!, v);
          hi[i] = Math.max(hi[i]!, v);
        }
      const [x0, y0, z0] = lo.map((v) => Math.floor(v / cell));
      const [x1, y1, z1] = hi.map((v) => Math.floor(v / cell));
      for (let x = x0!; x <= x1!; x++)
        for (let y = y0!; y <= y1!; y++)
          for (let z = z0!; z <= z1!; z++) {
            const key = cellKey(x, y, z);
            const list = this.grid.get(key);
            if (list) list.push(k);
            else this.grid.set(key, [k]);
          }
    }
  }

  private stamp = new Int32Array(0);
  private query = 0;

  /** The closest surface point within `reach` mm (searched cell by cell), or null. */
  nearest(q: V3, reach = 1.5): { point: V3; distance: number; triangle: number } | null {
    // a non-finite query would walk the grid without end
    if (!q.every(Number.isFinite)) return null;
    const { positions: p, triangles: t } = this.mesh;
    if (this.stamp.length !== t.length / 3) this.stamp = new Int32Array(t.length / 3);
    const stamp = this.stamp;
    const id = ++this.query;
    const v = (i: number): V3 => [p[3 * i]!, p[3 * i + 1]!, p[3 * i + 2]!];
    const n = Math.ceil(reach / this.cell);
    const [cx, cy, cz] = q.map((c) => Math.floor(c / this.cell)) as V3;
    let best: { point: V3; distance: number; triangle: number } | null = null;
    for (let x = cx - n; x <= cx + n; x++)
      for (let y = cy - n; y <= cy + n; y++)
        for (let z = cz - n; z <= cz + n; z++)
          for (const k of this.grid.get(cellKey(x, y, z)) ?? []) {
            if (stamp[k] === id) continue;
            stamp[k] = id;
            const point = closestOnTriangle(q, v(t[3 * k]!), v(t[3 * k + 1]!), v(t[3 * k + 2]!));
            const distance = Math.hypot(point[0] - q[0], point[1] - q[1], point[2] - q[2]);
            if (distance <= reach && (!best || distance < best.distance)) best = { point, distance, triangle: k };
          }
    return best;
  }
}
