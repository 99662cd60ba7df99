import type { TrajectoryFrame } from '@odontia/shared';

/** Unit quaternion [w, x, y, z] of the rotation part of a column-major rigid transform. */
function quaternion(m: readonly number[]): number[] {
  const [m00, m10, m20, , m01, m11, m21, , m02, m12, m22] = m as number[];
  const trace = m00! + m11! + m22!;
  let q: number[];
  if (trace > 0) {
    const s = 2 * Math.sqrt(trace + 1);
    q = [s / 4, (m21! - m12!) / s, (m02! - m20!) / s, (m10! - m01!) / s];
  } else if (m00! > m11! && m00! > m22!) {
    const s = 2 * Math.sqrt(1 + m00! - m11! - m22!);
    q = [(m21! - m12!) / s, s / 4, (m01! + m10!) / s, (m02! + m20!) / s];
  } else if (m11! > m22!) {
    const s = 2 * Math.sqrt(1 + m11! - m00! - m22!);
    q = [(m02! - m20!) / s, (m01! + m10!) / s, s / 4, (m12! + m21!) / s];
  } else {
    const s = 2 * Math.sqrt(1 + m22! - m00! - m11!);
    q = [(m10! - m01!) / s, (m02! + m20!) / s, (m12! + m21!) / s, s / 4];
  }
  return q;
}

function rotationFromQuaternion([w, x, y, z]: number[], t: number[]): number[] {
  // prettier-ignore
  return [
    1 - 2 * (y! * y! + z! * z!), 2 * (x! * y! + z! * w!), 2 * (x! * z! - y! * w!), 0,
    2 * (x! * y! - z! * w!), 1 - 2 * (x! * x! + z! * z!), 2 * (y! * z! + x! * w!), 0,
    2 * (x! * z! + y! * w!), 2 * (y! * z! - x! * w!), 1 - 2 * (x! * x! + y! * y!), 0,
    t[0]!, t[1]!, t[2]!, 1,
  ];
}

/**
 * The value at offset 0 of the quadratic fitted by weighted least squares to samples (offset, value):
 * a local polynomial keeps the curvature of a movement that a plain weighted mean flattens. With fewer
 * than three distinct offsets, the weighted mean.
 */
function localQuadraticAtZero(offsets: readonly number[], weights: readonly number[], values: readonly number[][]) {
  const s = [0, 0, 0, 0, 0];
  for (let j = 0; j < offsets.length; j++)
    for (let p = 0, x = 1; p < 5; p++, x *= offsets[j]!) s[p]! += weights[j]! * x;
  const [s0, s1, s2, s3, s4] = s as [number, number, number, number, number];
  // first row of the inverse of the normal matrix [[s0 s1 s2] [s1 s2 s3] [s2 s3 s4]]
  const c0 = s2 * s4 - s3 * s3;
  const c1 = s2 * s3 - s1 * s4;
  const c2 = s1 * s3 - s2 * s2;
  const det = s0 * c0 + s1 * c1 + s2 * c2;
  const quadratic = offsets.length >= 3 && Math.abs(det) > 1e-9 * s0 * s4 * s4;
  return values[0]!.map((_, k) => {
    let t0 = 0;
    let t1 = 0;
    let t2 = 0;
    for (let j = 0; j < offsets.length; j++) {
      const wv = weights[j]! * values[j]![k]!;
      t0 += wv;
      t1 += wv * offsets[j]!;
      t2 += wv * offsets[j]! * offsets[j]!;
    }
    return quadratic ? (c0 * t0 + c1 * t1 + c2 * t2) / det : t0 / s0;
  });
}

/**
 * Zero-phase smoothing of a pose sequence: around each frame, a Gaussian-weighted (sigma in frames) local
 * quadratic in time fitted to the translation and to the rotation's quaternion, taken at that frame. It
 * neither lags the measured motion nor flattens its turning points, as a moving average does (about 1 %
 * of a 0.5 Hz opening with a 1.5-frame Gaussian at 30 fps). It runs within each stretch of consecutive
 * measured frames only: a missing frame stays missing and no pose is carried across a gap.
 */
export function smoothPoses(frames: readonly TrajectoryFrame[], sigmaFrames: number): TrajectoryFrame[] {
  if (sigmaFrames <= 0) return [...frames];
  const radius = Math.ceil(3 * sigmaFrames);
  const gauss = Array.from({ length: radius + 1 }, (_, d) => Math.exp(-(d * d) / (2 * sigmaFrames * sigmaFrames)));
  const quats = frames.map((f) => (f.matrix ? quaternion(f.matrix) : null));
  return frames.map((f, i) => {
    if (!f.matrix) return f;
    const qi = quats[i]!;
    const offsets: number[] = [];
    const weights: number[] = [];
    const values: number[][] = [];
    for (const dir of [-1, 1])
      for (let d = dir === -1 ? 1 : 0; d <= radius; d++) {
        const j = i + dir * d;
        const m = frames[j]?.matrix;
        if (!m) break;
        const qj = quats[j]!;
        const sign = qj[0]! * qi[0]! + qj[1]! * qi[1]! + qj[2]! * qi[2]! + qj[3]! * qi[3]! < 0 ? -1 : 1;
        offsets.push(dir * d);
        weights.push(gauss[d]!);
        values.push([m[12]!, m[13]!, m[14]!, ...qj.map((v) => sign * v)]);
      }
    const [tx, ty, tz, ...q] = localQuadraticAtZero(offsets, weights, values) as number[];
    const n = Math.hypot(q[0]!, q[1]!, q[2]!, q[3]!);
    return {
      ...f,
      matrix: rotationFromQuaternion(
        q.map((v) => v / n),
        [tx!, ty!, tz!],
      ),
    };
  });
}

/** The mean of rigid poses: mean translation and normalised mean quaternion (poses close to each other). */
export function meanPose(poses: readonly (readonly number[])[]): number[] {
  const first = quaternion(poses[0]!);
  const q = [0, 0, 0, 0];
  const t = [0, 0, 0];
  for (const m of poses) {
    const qm = quaternion(m);
    const sign = qm[0]! * first[0]! + qm[1]! * first[1]! + qm[2]! * first[2]! + qm[3]! * first[3]! < 0 ? -1 : 1;
    for (let k = 0; k < 4; k++) q[k]! += sign * qm[k]!;
    for (let k = 0; k < 3; k++) t[k]! += m[12 + k]! / poses.length;
  }
  const n = Math.hypot(q[0]!, q[1]!, q[2]!, q[3]!);
  return rotationFromQuaternion(
    q.map((v) => v / n),
    t,
  );
}
