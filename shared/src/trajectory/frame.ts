/**
 * The patient frame every tool shares (DECISIONS.md: "3D data lives in the frame of the patient's upper
 * intraoral scan"). Millimetres; right-handed:
 * - +X towards the patient's left,
 * - +Y superior (up),
 * - +Z anterior (out of the mouth, towards the viewer of a frontal photo).
 *
 * A camera on +Z looking down -Z sees the patient from the front with the patient's left on the
 * image's right, as a clinician facing the patient does.
 *
 * Matrices are 4x4 rigid transforms stored column-major (three.js `Matrix4.fromArray`, WebGL, glTF):
 * element (row r, column c) is at index `c * 4 + r`, translation at indices 12, 13, 14.
 */
export const PATIENT_FRAME = {
  left: [1, 0, 0],
  superior: [0, 1, 0],
  anterior: [0, 0, 1],
  units: 'mm',
  matrixLayout: 'column-major',
} as const;

/** A 4x4 matrix, column-major, 16 numbers. */
export type Matrix4Array = readonly number[];

export type Vec3 = readonly [number, number, number];

/** The identity, column-major. */
export const IDENTITY4: Matrix4Array = Object.freeze([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]);

/** `m · p` for a point (w = 1). */
export function transformPoint(m: Matrix4Array, p: Vec3): [number, number, number] {
  const [x, y, z] = p;
  return [
    m[0]! * x + m[4]! * y + m[8]! * z + m[12]!,
    m[1]! * x + m[5]! * y + m[9]! * z + m[13]!,
    m[2]! * x + m[6]! * y + m[10]! * z + m[14]!,
  ];
}

/** `a · b`, both column-major. */
export function multiply4(a: Matrix4Array, b: Matrix4Array): number[] {
  const out = new Array<number>(16);
  for (let c = 0; c < 4; c++)
    for (let r = 0; r < 4; r++) {
      let sum = 0;
      for (let k = 0; k < 4; k++) sum += a[k * 4 + r]! * b[c * 4 + k]!;
      out[c * 4 + r] = sum;
    }
  return out;
}

/** The inverse of a rigid transform (rotation + translation). */
export function invertRigid(m: Matrix4Array): number[] {
  // R^T and -R^T t
  const r = [m[0]!, m[1]!, m[2]!, m[4]!, m[5]!, m[6]!, m[8]!, m[9]!, m[10]!];
  const t = [m[12]!, m[13]!, m[14]!];
  const out = [r[0]!, r[3]!, r[6]!, 0, r[1]!, r[4]!, r[7]!, 0, r[2]!, r[5]!, r[8]!, 0, 0, 0, 0, 1];
  out[12] = -(r[0]! * t[0]! + r[1]! * t[1]! + r[2]! * t[2]!);
  out[13] = -(r[3]! * t[0]! + r[4]! * t[1]! + r[5]! * t[2]!);
  out[14] = -(r[6]! * t[0]! + r[7]! * t[1]! + r[8]! * t[2]!);
  return out;
}

/** The rigid transform rotating by `deg` about the unit `axis` through `pivot`, then translating by `t`. */
export function axisAngle4(axis: Vec3, deg: number, pivot: Vec3 = [0, 0, 0], t: Vec3 = [0, 0, 0]): number[] {
  const n = Math.hypot(axis[0], axis[1], axis[2]);
  const [x, y, z] = [axis[0] / n, axis[1] / n, axis[2] / n];
  const a = (deg * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  const k = 1 - c;
  // prettier-ignore
  const m = [
    c + x * x * k,     y * x * k + z * s, z * x * k - y * s, 0,
    x * y * k - z * s, c + y * y * k,     z * y * k + x * s, 0,
    x * z * k + y * s, y * z * k - x * s, c + z * z * k,     0,
    0, 0, 0, 1,
  ];
  const rp = transformPoint(m, pivot);
  m[12] = pivot[0] - rp[0] + t[0];
  m[13] = pivot[1] - rp[1] + t[1];
  m[14] = pivot[2] - rp[2] + t[2];
  return m;
}

/** The rotation angle (degrees, 0-180) of a rigid transform. */
export function rotationAngleDeg(m: Matrix4Array): number {
  const cos = (m[0]! + m[5]! + m[10]! - 1) / 2;
  return (Math.acos(Math.min(1, Math.max(-1, cos))) * 180) / Math.PI;
}
