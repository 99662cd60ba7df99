import { helicalAxis, invertRigid, multiply4, rotationAbout, scale, toRad, translation } from '@odontia/shared';

/**
 * Recorded jaw poses as the player reads them: per frame a time (ms), a column-major 4x4 pose of the
 * mandible in the upper-scan frame and a quality (0 = missing). The same arrays as a decoded
 * trajectory file, so the app passes them through without copying.
 */
export interface PoseTrack {
  times: Float32Array;
  matrices: Float32Array;
  quality: Float32Array;
}

const valid = (track: PoseTrack, i: number): boolean => {
  if (!(track.quality[i]! > 0)) return false;
  for (let k = 0; k < 16; k++) if (!Number.isFinite(track.matrices[i * 16 + k]!)) return false;
  return true;
};

/** Indices of the frames with a measured pose, in time order. */
export function validFrames(track: PoseTrack): Uint32Array {
  const out: number[] = [];
  for (let i = 0; i < track.times.length; i++) if (valid(track, i)) out.push(i);
  return Uint32Array.from(out);
}

/** Duration of the track, ms (first to last frame). */
export function trackDuration(track: PoseTrack): number {
  const n = track.times.length;
  return n ? track.times[n - 1]! - track.times[0]! : 0;
}

/** Index of the last frame at or before `tMs` (time from the first frame), clamped to the track. */
export function frameAt(track: PoseTrack, tMs: number): number {
  const t = track.times[0]! + tMs;
  let lo = 0,
    hi = track.times.length - 1;
  if (hi < 0) return -1;
  if (t <= track.times[0]!) return 0;
  if (t >= track.times[hi]!) return hi;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (track.times[mid]! <= t) lo = mid;
    else hi = mid;
  }
  return lo;
}

/**
 * The fraction `u` of the rigid displacement `d` along its screw (rotation by u·φ about the finite
 * helical axis and slide u·s along it), so a hinge rotation stays on its arc between frames.
 */
function screwFraction(d: number[], u: number): number[] {
  const axis = helicalAxis(d, 1e-7);
  if (!axis) return translation([u * d[12]!, u * d[13]!, u * d[14]!]);
  const slide = scale(axis.direction, u * axis.slideMm);
  return multiply4(translation(slide), rotationAbout(axis.point, axis.direction, toRad(u * axis.angleDeg)));
}

/**
 * The pose at `tMs` after the first frame, written into `out` (16 numbers, column-major): screw
 * interpolation between the measured frames around t (exact for a hinge or a constant screw). A missing
 * frame is bridged by its measured neighbours for display only (analysis never interpolates).
 * Returns false when the track has no measured frame.
 */
export function poseAt(
  track: PoseTrack,
  tMs: number,
  out: Float32Array | number[],
  frames = validFrames(track),
): boolean {
  if (frames.length === 0) return false;
  const t = track.times[0]! + tMs;
  let lo = 0,
    hi = frames.length - 1;
  const copy = (i: number) => {
    for (let k = 0; k < 16; k++) out[k] = track.matrices[i * 16 + k]!;
    return true;
  };
  if (t <= track.times[frames[0]!]!) return copy(frames[0]!);
  if (t >= track.times[frames[hi]!]!) return copy(frames[hi]!);
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (track.times[frames[mid]!]! <= t) lo = mid;
    else hi = mid;
  }
  const a = frames[lo]!,
    b = frames[hi]!;
  const ta = track.times[a]!,
    tb = track.times[b]!;
  const u = tb > ta ? (t - ta) / (tb - ta) : 0;
  const from = Array.from(track.matrices.subarray(a * 16, a * 16 + 16));
  const to = Array.from(track.matrices.subarray(b * 16, b * 16 + 16));
  const pose = multiply4(from, screwFraction(multiply4(invertRigid(from), to), u));
  for (let k = 0; k < 16; k++) out[k] = pose[k]!;
  return true;
}
