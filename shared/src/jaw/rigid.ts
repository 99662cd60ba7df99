import type { Matrix4Array, Vec3 } from '../trajectory/frame.js';
import type { Mat3 } from './svd3.js';

/** Small vector and rigid-transform algebra for jaw kinematics (mm, radians inside, column-major 4x4). */
export type V3 = [number, number, number];

export const add = (a: Vec3, b: Vec3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: Vec3, b: Vec3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const scale = (a: Vec3, s: number): V3 => [a[0] * s, a[1] * s, a[2] * s];
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: Vec3, b: Vec3): V3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
export const norm = (a: Vec3): number => Math.hypot(a[0], a[1], a[2]);
export const normalize = (a: Vec3): V3 => scale(a, 1 / norm(a));
export const distance = (a: Vec3, b: Vec3): number => norm(sub(a, b));
export const toRad = (deg: number): number => (deg * Math.PI) / 180;
export const toDeg = (rad: number): number => (rad * 180) / Math.PI;

/** The rotation by `angle` (radians, right-handed) about `axis` (Rodrigues), a row-major 3x3. */
export function axisRotation(axis: Vec3, angle: number): Mat3 {
  const [x, y, z] = normalize(axis);
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const t = 1 - c;
  return [
    t * x * x + c,
    t * x * y - s * z,
    t * x * z + s * y,
    t * x * y + s * z,
    t * y * y + c,
    t * y * z - s * x,
    t * x * z - s * y,
    t * y * z + s * x,
    t * z * z + c,
  ];
}

/** The rigid transform rotating by `angle` (radians, right-handed) about the line through `point` along `axis`. */
export function rotationAbout(point: Vec3, axis: Vec3, angle: number): number[] {
  const r = axisRotation(axis, angle);
  const m = new Array<number>(16).fill(0);
  for (let col = 0; col < 3; col++) for (let row = 0; row < 3; row++) m[col * 4 + row] = r[row * 3 + col]!;
  // translation so that `point` stays fixed: p - R p
  for (let row = 0; row < 3; row++)
    m[12 + row] = point[row]! - (r[row * 3]! * point[0] + r[row * 3 + 1]! * point[1] + r[row * 3 + 2]! * point[2]);
  m[15] = 1;
  return m;
}

export function translation(v: Vec3): number[] {
  return [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, v[0], v[1], v[2], 1];
}

/** The rotation (about the origin) taking unit direction `from` to unit direction `to` with no twist. */
export function rotationBetween(from: Vec3, to: Vec3): number[] {
  const a = normalize(from);
  const b = normalize(to);
  const axis = cross(a, b);
  const s = norm(axis);
  if (s < 1e-15) return translation([0, 0, 0]);
  return rotationAbout([0, 0, 0], axis, Math.atan2(s, dot(a, b)));
}

/** A column-major matrix applied to a direction (no translation). */
export function transformDirection(m: Matrix4Array, d: Vec3): V3 {
  return [
    m[0]! * d[0] + m[4]! * d[1] + m[8]! * d[2],
    m[1]! * d[0] + m[5]! * d[1] + m[9]! * d[2],
    m[2]! * d[0] + m[6]! * d[1] + m[10]! * d[2],
  ];
}

/** The finite helical (screw) axis of a rigid displacement. */
export interface HelicalAxis {
  /** Unit direction (right-handed with the rotation). */
  direction: V3;
  /** The point of the axis closest to the origin. */
  point: V3;
  /** Rotation about the axis, degrees (0..180). */
  angleDeg: number;
  /** Translation along the axis, mm. */
  slideMm: number;
}

/**
 * Finite helical axis of `m` (Spoor and Veldpaus 1980): direction from the skew part of R, the point
 * closest to the origin p = ½ (t⊥ + cot(φ/2) · n × t). Null when the rotation is too small to define an axis.
 */
export function helicalAxis(m: Matrix4Array, minAngleDeg = 0.05): HelicalAxis | null {
  const sx = m[6]! - m[9]!; // R32 - R23
  const sy = m[8]! - m[2]!; // R13 - R31
  const sz = m[1]! - m[4]!; // R21 - R12
  const sinTwice = Math.hypot(sx, sy, sz); // 2 sin φ
  const cos = (m[0]! + m[5]! + m[10]! - 1) / 2;
  const angle = Math.atan2(sinTwice / 2, cos);
  if (toDeg(angle) < minAngleDeg || sinTwice === 0) return null;
  const n: V3 = [sx / sinTwice, sy / sinTwice, sz / sinTwice];
  const t: V3 = [m[12]!, m[13]!, m[14]!];
  const slide = dot(t, n);
  const tPerp = sub(t, scale(n, slide));
  const point = scale(add(tPerp, scale(cross(n, t), 1 / Math.tan(angle / 2))), 0.5);
  return { direction: n, point, angleDeg: toDeg(angle), slideMm: slide };
}

/** The point of the line (point, unit direction) closest to `q`. */
export function closestOnLine(point: Vec3, direction: Vec3, q: Vec3): V3 {
  return add(point, scale(direction, dot(sub(q, point), direction)));
}
