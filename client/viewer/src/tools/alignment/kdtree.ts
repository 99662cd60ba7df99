/**
 * A static 3-d tree over points (flat xyz), stored implicitly: the node of a range is its median,
 * split axis cycling x, y, z. Built in O(n log n) with quickselect; nearest queries in ~O(log n).
 */
export class KdTree {
  private readonly idx: Uint32Array;

  constructor(readonly points: ArrayLike<number>) {
    const n = points.length / 3;
    this.idx = new Uint32Array(n);
    for (let i = 0; i < n; i++) this.idx[i] = i;
    const stack: [number, number, number][] = [[0, n, 0]];
    while (stack.length) {
      const [lo, hi, axis] = stack.pop()!;
      if (hi - lo <= 1) continue;
      const mid = (lo + hi) >> 1;
      this.select(lo, hi - 1, mid, axis);
      const next = (axis + 1) % 3;
      stack.push([lo, mid, next], [mid + 1, hi, next]);
    }
  }

  private select(lo: number, hi: number, k: number, axis: number): void {
    const { idx, points } = this;
    while (hi > lo) {
      const pivot = points[idx[(lo + hi) >> 1]! * 3 + axis]!;
      let i = lo,
        j = hi;
      while (i <= j) {
        while (points[idx[i]! * 3 + axis]! < pivot) i++;
        while (points[idx[j]! * 3 + axis]! > pivot) j--;
        if (i <= j) {
          const t = idx[i]!;
          idx[i] = idx[j]!;
          idx[j] = t;
          i++;
          j--;
        }
      }
      if (k <= j) hi = j;
      else if (k >= i) lo = i;
      else return;
    }
  }

  /**
   * Index of the point nearest to (x, y, z) and its squared distance; with `withinSq`, only points nearer
   * than that are looked for (much faster for queries far from every point), else index -1.
   */
  nearest(x: number, y: number, z: number, withinSq = Infinity): { index: number; distSq: number } {
    const { idx, points } = this;
    let best = -1,
      bestD = withinSq;
    const q = [x, y, z];
    const visit = (lo: number, hi: number, axis: number): void => {
      if (hi <= lo) return;
      const mid = (lo + hi) >> 1;
      const p = idx[mid]! * 3;
      const dx = points[p]! - x,
        dy = points[p + 1]! - y,
        dz = points[p + 2]! - z;
      const d = dx * dx + dy * dy + dz * dz;
      if (d < bestD) {
        bestD = d;
        best = idx[mid]!;
      }
      const diff = q[axis]! - points[p + axis]!;
      const next = (axis + 1) % 3;
      if (diff < 0) {
        visit(lo, mid, next);
        if (diff * diff < bestD) visit(mid + 1, hi, next);
      } else {
        visit(mid + 1, hi, next);
        if (diff * diff < bestD) visit(lo, mid, next);
      }
    };
    visit(0, idx.length, 0);
    return best < 0 ? { index: -1, distSq: Infinity } : { index: best, distSq: bestD };
  }
}
