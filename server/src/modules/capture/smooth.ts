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
 * Zero-phase smoothing of a pose sequence: a centred Gaussian (sigma in frames) over translation and
 * rotation (weighted quaternion mean), so the smoothed motion does not lag the measured one. It runs
 * within each stretch of consecutive measured frames only: a missing frame stays missing and no pose is
 * carried across a gap.
 */
export function smoothPoses(frames: readonly TrajectoryFrame[], sigmaFrames: number): TrajectoryFrame[] {
  if (sigmaFrames <= 0) return [...frames];
  const radius = Math.ceil(3 * sigmaFrames);
  const weights = Array.from({ length: radius + 1 }, (_, d) => Math.exp(-(d * d) / (2 * sigmaFrames * sigmaFrames)));
  const quats = frames.map((f) => (f.matrix ? quaternion(f.matrix) : null));
  return frames.map((f, i) => {
    if (!f.matrix) return f;
    const qi = quats[i]!;
    const t = [0, 0, 0];
    const q = [0, 0, 0, 0];
    let total = 0;
    for (const dir of [-1, 1])
      for (let d = dir === -1 ? 1 : 0; d <= radius; d++) {
        const j = i + dir * d;
        const m = frames[j]?.matrix;
        if (!m) break;
        const w = weights[d]!;
        const qj = quats[j]!;
        const sign = qj[0]! * qi[0]! + qj[1]! * qi[1]! + qj[2]! * qi[2]! + qj[3]! * qi[3]! < 0 ? -w : w;
        for (let k = 0; k < 3; k++) t[k]! += w * m[12 + k]!;
        for (let k = 0; k < 4; k++) q[k]! += sign * qj[k]!;
        total += w;
      }
    const n = Math.hypot(q[0]!, q[1]!, q[2]!, q[3]!);
    return {
      ...f,
      matrix: rotationFromQuaternion(
        q.map((v) => v / n),
        t.map((v) => v / total),
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
