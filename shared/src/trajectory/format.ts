/**
 * The jaw trajectory file (DECISIONS.md, "Jaw trajectories"): what jaw-motion capture writes and every
 * analysis page reads. One file per recording, stored in S3 under the case's prefix:
 *
 *   bytes 0-3   "OJTR"
 *   bytes 4-7   uint32 LE: byte length H of the JSON header (padded with spaces to a multiple of 4)
 *   bytes 8..   H bytes of UTF-8 JSON: TrajectoryHeader
 *   then        frameCount records of 18 float32 LE: time (ms from the first frame), the 4x4 pose of the
 *               mandible in the upper-scan frame (column-major, mm), quality (0..1)
 *
 * A frame where the mandible was not measured (marker hidden, rejected) has quality 0 and a NaN
 * matrix: it is missing, never interpolated into the file.
 */
export const TRAJECTORY_MAGIC = 'OJTR';
export const TRAJECTORY_FLOATS_PER_FRAME = 18;

/** What kind of collection a recording is. */
export type RecordingKind = 'movement' | 'stable' | 'registration';

export interface TrajectoryHeader {
  format: 'odontia-jaw-trajectory';
  version: 1;
  kind: RecordingKind;
  /** Seed movement type 0-8 for a movement recording; null for stable-position and registration collections. */
  movementType: number | null;
  frameCount: number;
  frame: 'upper-scan';
  units: 'mm';
  matrixLayout: 'column-major';
  /** RMS residual (mm) of the registration to the upper scan; null when not registered to a scan. */
  registrationResidualMm: number | null;
  source: 'video' | 'import' | 'synthetic';
  /** Nominal frame rate of the source. */
  fps: number | null;
  /** Problems the user should know about (e.g. default camera intrinsics were used). */
  warnings: string[];
  /** Free metadata of the producer (device, tracker version, filter); never needed to read the frames. */
  producer?: Record<string, unknown>;
}

export interface TrajectoryFrame {
  timeMs: number;
  /** Column-major 4x4, or null when the frame is missing. */
  matrix: number[] | null;
  quality: number;
}

export interface Trajectory {
  header: TrajectoryHeader;
  /** frameCount times, ms. */
  times: Float32Array;
  /** frameCount x 16 matrix values, column-major per frame; NaN for missing frames. */
  matrices: Float32Array;
  /** frameCount quality values; 0 for missing frames. */
  quality: Float32Array;
}

export class TrajectoryFormatError extends Error {}

/** The matrix of frame i, or null when it is missing. */
export function frameMatrix(trajectory: Trajectory, i: number): number[] | null {
  if (!(trajectory.quality[i]! > 0)) return null;
  const m = Array.from(trajectory.matrices.subarray(i * 16, i * 16 + 16));
  return m.every(Number.isFinite) ? m : null;
}

/** Builds a trajectory from frames (a missing frame: matrix null). */
export function trajectoryFromFrames(
  header: Omit<TrajectoryHeader, 'frameCount' | 'format' | 'version' | 'frame' | 'units' | 'matrixLayout'>,
  frames: readonly TrajectoryFrame[],
): Trajectory {
  const n = frames.length;
  const times = new Float32Array(n);
  const matrices = new Float32Array(n * 16);
  const quality = new Float32Array(n);
  frames.forEach((f, i) => {
    times[i] = f.timeMs;
    if (f.matrix && f.quality > 0) {
      if (f.matrix.length !== 16) throw new TrajectoryFormatError(`frame ${i}: a matrix has 16 values`);
      matrices.set(f.matrix, i * 16);
      quality[i] = Math.min(1, f.quality);
    } else {
      matrices.fill(Number.NaN, i * 16, i * 16 + 16);
      quality[i] = 0;
    }
  });
  return {
    header: {
      format: 'odontia-jaw-trajectory',
      version: 1,
      frame: 'upper-scan',
      units: 'mm',
      matrixLayout: 'column-major',
      ...header,
      frameCount: n,
    },
    times,
    matrices,
    quality,
  };
}

export function encodeTrajectory(trajectory: Trajectory): Uint8Array {
  const { header, times, matrices, quality } = trajectory;
  const n = header.frameCount;
  if (times.length !== n || quality.length !== n || matrices.length !== n * 16)
    throw new TrajectoryFormatError('array lengths do not match frameCount');
  let json = new TextEncoder().encode(JSON.stringify(header));
  const padded = Math.ceil(json.length / 4) * 4;
  if (padded !== json.length) {
    const p = new Uint8Array(padded).fill(0x20);
    p.set(json);
    json = p;
  }
  const out = new Uint8Array(8 + padded + n * TRAJECTORY_FLOATS_PER_FRAME * 4);
  out.set(new TextEncoder().encode(TRAJECTORY_MAGIC), 0);
  const view = new DataView(out.buffer);
  view.setUint32(4, padded, true);
  out.set(json, 8);
  let offset = 8 + padded;
  for (let i = 0; i < n; i++) {
    view.setFloat32(offset, times[i]!, true);
    offset += 4;
    for (let k = 0; k < 16; k++, offset += 4) view.setFloat32(offset, matrices[i * 16 + k]!, true);
    view.setFloat32(offset, quality[i]!, true);
    offset += 4;
  }
  return out;
}

export function decodeTrajectory(bytes: Uint8Array): Trajectory {
  if (bytes.length < 8 || new TextDecoder().decode(bytes.subarray(0, 4)) !== TRAJECTORY_MAGIC)
    throw new TrajectoryFormatError('not a jaw trajectory file');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerLength = view.getUint32(4, true);
  if (headerLength % 4 !== 0 || 8 + headerLength > bytes.length)
    throw new TrajectoryFormatError('truncated trajectory header');
  let header: TrajectoryHeader;
  try {
    header = JSON.parse(new TextDecoder().decode(bytes.subarray(8, 8 + headerLength))) as TrajectoryHeader;
  } catch {
    throw new TrajectoryFormatError('unreadable trajectory header');
  }
  if (header?.format !== 'odontia-jaw-trajectory' || header.version !== 1)
    throw new TrajectoryFormatError('unsupported trajectory version');
  const n = header.frameCount;
  const recordBytes = TRAJECTORY_FLOATS_PER_FRAME * 4;
  if (!Number.isInteger(n) || n < 0 || bytes.length !== 8 + headerLength + n * recordBytes)
    throw new TrajectoryFormatError('trajectory length does not match its frame count');
  const times = new Float32Array(n);
  const matrices = new Float32Array(n * 16);
  const quality = new Float32Array(n);
  let offset = 8 + headerLength;
  for (let i = 0; i < n; i++) {
    times[i] = view.getFloat32(offset, true);
    offset += 4;
    for (let k = 0; k < 16; k++, offset += 4) matrices[i * 16 + k] = view.getFloat32(offset, true);
    quality[i] = view.getFloat32(offset, true);
    offset += 4;
  }
  return { header, times, matrices, quality };
}
