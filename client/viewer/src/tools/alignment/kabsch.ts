import { kabsch, type Mat3, type Rigid } from '@odontia/shared';

/** The least-squares rigid fit lives in `@odontia/shared` (the capture registration uses it too). */
export { kabsch, type Rigid };

/** Applies a rigid transform to flat xyz points into out. */
export function applyRigid(
  T: Rigid,
  pts: ArrayLike<number>,
  out: Float64Array | Float32Array = new Float64Array(pts.length),
): typeof out {
  const { R, t } = T;
  for (let i = 0; i < pts.length; i += 3) {
    const x = pts[i]!,
      y = pts[i + 1]!,
      z = pts[i + 2]!;
    out[i] = R[0] * x + R[1] * y + R[2] * z + t[0];
    out[i + 1] = R[3] * x + R[4] * y + R[5] * z + t[1];
    out[i + 2] = R[6] * x + R[7] * y + R[8] * z + t[2];
  }
  return out;
}

/** Composition a∘b (apply b, then a). */
export function composeRigid(a: Rigid, b: Rigid): Rigid {
  const R = new Array<number>(9).fill(0);
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 3; c++) {
      R[r * 3 + c] = a.R[r * 3]! * b.R[c]! + a.R[r * 3 + 1]! * b.R[3 + c]! + a.R[r * 3 + 2]! * b.R[6 + c]!;
    }
  const t = applyRigid(a, b.t);
  return { R: R as Mat3, t: [t[0]!, t[1]!, t[2]!] };
}

/** Rotation angle of R in degrees. */
export function rotationAngleDeg(R: Mat3): number {
  return (Math.acos(Math.min(1, Math.max(-1, (R[0] + R[4] + R[8] - 1) / 2))) * 180) / Math.PI;
}

/** Root mean square distance between paired point sets. */
export function rms(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += (a[i]! - b[i]!) ** 2;
  return Math.sqrt(s / (a.length / 3));
}

/** The rigid transform as a three.js Matrix4 array (column-major). */
export function rigidToMatrix4Array(T: Rigid): number[] {
  const { R, t } = T;
  return [R[0], R[3], R[6], 0, R[1], R[4], R[7], 0, R[2], R[5], R[8], 0, t[0], t[1], t[2], 1];
}
