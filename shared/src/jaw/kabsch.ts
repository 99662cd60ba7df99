import { det3, svd3, type Mat3 } from './svd3.js';

/** A rigid transform: x' = R x + t (R row-major). */
export interface Rigid {
  R: Mat3;
  t: [number, number, number];
}

export const applyRigid = ({ R, t }: Rigid, p: readonly [number, number, number]): [number, number, number] => [
  R[0] * p[0] + R[1] * p[1] + R[2] * p[2] + t[0],
  R[3] * p[0] + R[4] * p[1] + R[5] * p[2] + t[1],
  R[6] * p[0] + R[7] * p[1] + R[8] * p[2] + t[2],
];

/**
 * Least-squares rigid transform taking src points onto dst points (Kabsch via SVD of the
 * cross-covariance, reflection excluded). Points are flat xyz arrays of equal length.
 */
export function kabsch(src: ArrayLike<number>, dst: ArrayLike<number>, count = src.length / 3): Rigid {
  if (count < 3) throw new Error('need at least 3 point pairs');
  const cs = [0, 0, 0],
    cd = [0, 0, 0];
  for (let i = 0; i < count; i++)
    for (let k = 0; k < 3; k++) {
      cs[k]! += src[i * 3 + k]!;
      cd[k]! += dst[i * 3 + k]!;
    }
  for (let k = 0; k < 3; k++) {
    cs[k]! /= count;
    cd[k]! /= count;
  }
  const H = new Array<number>(9).fill(0);
  for (let i = 0; i < count; i++) {
    const p = [src[i * 3]! - cs[0]!, src[i * 3 + 1]! - cs[1]!, src[i * 3 + 2]! - cs[2]!];
    const q = [dst[i * 3]! - cd[0]!, dst[i * 3 + 1]! - cd[1]!, dst[i * 3 + 2]! - cd[2]!];
    for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) H[r * 3 + c]! += p[r]! * q[c]!;
  }
  const { U, V } = svd3(H as Mat3);
  // R = V diag(1,1,d) U^T, d fixing a reflection.
  const VUt = (d: number): Mat3 => {
    const R = new Array<number>(9).fill(0);
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 3; c++) {
        R[r * 3 + c] = V[r * 3]! * U[c * 3]! + V[r * 3 + 1]! * U[c * 3 + 1]! + d * V[r * 3 + 2]! * U[c * 3 + 2]!;
      }
    return R as Mat3;
  };
  let R = VUt(1);
  if (det3(R) < 0) R = VUt(-1);
  const t: [number, number, number] = [0, 0, 0];
  for (let r = 0; r < 3; r++) t[r] = cd[r]! - (R[r * 3]! * cs[0]! + R[r * 3 + 1]! * cs[1]! + R[r * 3 + 2]! * cs[2]!);
  return { R, t };
}
