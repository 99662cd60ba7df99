import type { Trajectory } from './trajectory/format.js';
import { IDENTITY4, invertRigid, multiply4, transformPoint, type Matrix4Array, type Vec3 } from './trajectory/frame.js';

/**
 * The CT facebow's two frames. Trajectories, scans and the jaw analysis live in the upper-scan frame;
 * the CBCT, its segmentation and the condyle points located on it live in the CT's patient frame. The
 * case's scan registration (the upper scan aligned onto the CT's upper teeth) maps the first onto the
 * second; without one the two frames are taken as one (the phantom's are).
 */
export const CT_REGISTRATION = {
  /** Largest |RᵀR − I| entry and |det R − 1| of a saved rotation. */
  rigidTolerance: 1e-4,
  /** Largest translation, mm: a sanity bound (DICOM patient coordinates can sit far from the scanner's origin). */
  maxTranslationMm: 5000,
  /** Largest residual a registration may be saved with, mm: beyond it the alignment failed. */
  maxRmsMm: 2,
} as const;

/** True for a column-major 4x4 rigid transform: a proper rotation and a bounded translation. */
export function isRigidTransform(m: readonly number[]): boolean {
  if (m.length !== 16 || !m.every(Number.isFinite)) return false;
  if (Math.abs(m[3]!) + Math.abs(m[7]!) + Math.abs(m[11]!) + Math.abs(m[15]! - 1) > CT_REGISTRATION.rigidTolerance)
    return false;
  const column = (c: number) => [m[c * 4]!, m[c * 4 + 1]!, m[c * 4 + 2]!];
  const cols = [column(0), column(1), column(2)];
  for (let a = 0; a < 3; a++)
    for (let b = 0; b < 3; b++) {
      const dot = cols[a]![0]! * cols[b]![0]! + cols[a]![1]! * cols[b]![1]! + cols[a]![2]! * cols[b]![2]!;
      if (Math.abs(dot - (a === b ? 1 : 0)) > CT_REGISTRATION.rigidTolerance) return false;
    }
  const [x, y, z] = cols as [number[], number[], number[]];
  const det =
    x[0]! * (y[1]! * z[2]! - y[2]! * z[1]!) -
    y[0]! * (x[1]! * z[2]! - x[2]! * z[1]!) +
    z[0]! * (x[1]! * y[2]! - x[2]! * y[1]!);
  return (
    Math.abs(det - 1) <= CT_REGISTRATION.rigidTolerance &&
    Math.hypot(m[12]!, m[13]!, m[14]!) <= CT_REGISTRATION.maxTranslationMm
  );
}

export interface CtFrames {
  scanToCt: Matrix4Array;
  ctToScan: Matrix4Array;
  /** False when no registration is saved and the frames are taken as one. */
  registered: boolean;
}

/** The frames of a case from its saved registration (upper-scan frame to CT frame); one frame without it. */
export function ctFrames(registration: Matrix4Array | null | undefined): CtFrames {
  if (!registration) return { scanToCt: IDENTITY4, ctToScan: IDENTITY4, registered: false };
  return { scanToCt: registration, ctToScan: invertRigid(registration), registered: true };
}

/** A point located on the CT, in the upper-scan frame. */
export const ctPointToScan = (frames: CtFrames, p: Vec3): [number, number, number] =>
  transformPoint(frames.ctToScan, p);

/** A point of the upper-scan frame, on the CT. */
export const scanPointToCt = (frames: CtFrames, p: Vec3): [number, number, number] =>
  transformPoint(frames.scanToCt, p);

/** A mandible pose of the upper-scan frame as the same motion seen in the CT frame (M · pose · M⁻¹). */
export function poseOnCt(frames: CtFrames, pose: Matrix4Array): number[] {
  return multiply4(multiply4(frames.scanToCt, pose), frames.ctToScan);
}

/** A recording's poses as seen in the CT frame (missing frames stay missing); the recording itself when unregistered. */
export function trajectoryOnCt(frames: CtFrames, trajectory: Trajectory): Trajectory {
  if (!frames.registered) return trajectory;
  const matrices = new Float32Array(trajectory.matrices);
  for (let f = 0; f < trajectory.times.length; f++) {
    if (!(trajectory.quality[f]! > 0)) continue;
    matrices.set(poseOnCt(frames, Array.from(trajectory.matrices.subarray(f * 16, f * 16 + 16))), f * 16);
  }
  return { ...trajectory, matrices };
}
