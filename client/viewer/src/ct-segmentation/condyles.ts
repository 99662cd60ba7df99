import { lpsToPatient, type Vec3 } from './frame.js';
import { LABELS, type Segmentation } from './segment.js';

/** Condyle points suggested from a segmentation, patient frame (mm); null where no mandible reaches. */
export interface CondyleSuggestion {
  lc: Vec3 | null;
  rc: Vec3 | null;
}

/** Slab under the top of each condyle that the fit uses, mm: from 0.5 under the top to this depth. */
const SLAB_MM = 6;

/**
 * The centre of each condylar head: the mandible's highest part on each side of its middle. Its
 * horizontal sections are concentric, so their area-weighted centroid gives the centre across; their
 * area falls off quadratically above the centre, so a parabola fitted to area against height peaks at
 * the centre's height.
 */
export function suggestCondyles(seg: Segmentation): CondyleSuggestion {
  const { dims, spacing, origin, labels } = seg;
  const [nx, ny, nz] = dims;
  const sxy = nx * ny;
  // The sides part at the mandible's mean column.
  let sumX = 0,
    count = 0;
  for (let i = 0; i < labels.length; i++)
    if (labels[i] === LABELS.jaw) {
      sumX += i % nx;
      count++;
    }
  const midX = Math.round(sumX / Math.max(1, count));
  const side = (left: boolean): Vec3 | null => {
    const x0 = left ? Math.max(0, midX) : 0,
      x1 = left ? nx : Math.min(nx, midX);
    let top = -1;
    for (let z = nz - 1; z >= 0 && top < 0; z--)
      for (let y = 0; y < ny && top < 0; y++)
        for (let x = x0, i = x0 + y * nx + z * sxy; x < x1; x++, i++)
          if (labels[i] === LABELS.jaw) {
            top = z;
            break;
          }
    if (top < 0) return null;
    const first = top - Math.round(SLAB_MM / spacing[2]),
      last = top - Math.round(0.5 / spacing[2]);
    const heights: number[] = [],
      areas: number[] = [];
    let sx = 0,
      sy = 0,
      total = 0;
    for (let z = Math.max(0, first); z <= last; z++) {
      let area = 0;
      for (let y = 0; y < ny; y++)
        for (let x = x0, i = x0 + y * nx + z * sxy; x < x1; x++, i++)
          if (labels[i] === LABELS.jaw) {
            area++;
            sx += x;
            sy += y;
          }
      total += area;
      heights.push(origin[2] + z * spacing[2]);
      areas.push(area);
    }
    const [a, b] = fitParabola(heights, areas);
    const zc = a < 0 ? -b / (2 * a) : heights[0]!;
    return lpsToPatient(origin[0] + (sx / total) * spacing[0], origin[1] + (sy / total) * spacing[1], zc);
  };
  return { lc: side(true), rc: side(false) };
}

/** Least-squares y = a x² + b x + c; returns [a, b, c]. */
export function fitParabola(xs: number[], ys: number[]): [number, number, number] {
  const m = xs.reduce((s, x) => s + x, 0) / xs.length;
  // Centred for conditioning.
  const s = [0, 0, 0, 0, 0],
    t = [0, 0, 0];
  xs.forEach((x0, k) => {
    const x = x0 - m,
      y = ys[k]!;
    for (let p = 0; p <= 4; p++) s[p] = s[p]! + x ** p;
    for (let p = 0; p <= 2; p++) t[p] = t[p]! + y * x ** p;
  });
  const M = [
    [s[4]!, s[3]!, s[2]!],
    [s[3]!, s[2]!, s[1]!],
    [s[2]!, s[1]!, s[0]!],
  ];
  const det = (A: number[][]) =>
    A[0]![0]! * (A[1]![1]! * A[2]![2]! - A[1]![2]! * A[2]![1]!) -
    A[0]![1]! * (A[1]![0]! * A[2]![2]! - A[1]![2]! * A[2]![0]!) +
    A[0]![2]! * (A[1]![0]! * A[2]![1]! - A[1]![1]! * A[2]![0]!);
  const d = det(M);
  const solve = (col: number) => det(M.map((row, r) => row.map((v, c) => (c === col ? t[2 - r]! : v)))) / d;
  const [a, bc, cc] = [solve(0), solve(1), solve(2)];
  // Back from centred x: a(x-m)² + b(x-m) + c.
  return [a, bc - 2 * a * m, a * m * m - bc * m + cc];
}
