import {
  frameMatrix,
  trajectoryFromFrames,
  TrajectoryFormatError,
  type Trajectory,
  type TrajectoryHeader,
} from './format.js';

/**
 * The CSV form of a jaw trajectory, for devices that already track (Zebris, Modjaw and similar
 * export 6-DoF poses) and for export. One header line, then one line per frame:
 *
 *   time_ms,quality,r11,r12,r13,r21,r22,r23,r31,r32,r33,tx,ty,tz
 *
 * r = the rotation (row-major) and t = the translation (mm) of the mandible pose in the upper-scan
 * frame (+X patient left, +Y up, +Z anterior; identity = maximal intercuspation). A frame that was not
 * measured has quality 0 and empty pose fields. Lines starting with `#` are comments.
 */
export const TRAJECTORY_CSV_COLUMNS = [
  'time_ms',
  'quality',
  'r11',
  'r12',
  'r13',
  'r21',
  'r22',
  'r23',
  'r31',
  'r32',
  'r33',
  'tx',
  'ty',
  'tz',
] as const;

export function trajectoryToCsv(t: Trajectory): string {
  const lines = [TRAJECTORY_CSV_COLUMNS.join(',')];
  for (let i = 0; i < t.header.frameCount; i++) {
    const m = frameMatrix(t, i);
    const pose = m
      ? [m[0], m[4], m[8], m[1], m[5], m[9], m[2], m[6], m[10], m[12], m[13], m[14]].map((v) => String(v))
      : new Array<string>(12).fill('');
    lines.push([String(t.times[i]), String(m ? t.quality[i] : 0), ...pose].join(','));
  }
  return lines.join('\n') + '\n';
}

/** Largest deviation of RᵀR from the identity accepted as a rotation (device exports round to ~6 digits). */
const ORTHONORMAL_TOLERANCE = 1e-3;

export function trajectoryFromCsv(
  text: string,
  header: Omit<TrajectoryHeader, 'frameCount' | 'format' | 'version' | 'frame' | 'units' | 'matrixLayout'>,
): Trajectory {
  const lines = text.split(/\r?\n/);
  const fail = (line: number, message: string) => new TrajectoryFormatError(`line ${line}: ${message}`);
  let columns: string[] | null = null;
  const frames: { timeMs: number; matrix: number[] | null; quality: number }[] = [];
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const cells = line.split(',').map((c) => c.trim());
    if (!columns) {
      columns = cells.map((c) => c.toLowerCase());
      if (TRAJECTORY_CSV_COLUMNS.some((c, k) => columns![k] !== c))
        throw fail(index + 1, `the header must be ${TRAJECTORY_CSV_COLUMNS.join(',')}`);
      return;
    }
    if (cells.length !== TRAJECTORY_CSV_COLUMNS.length) throw fail(index + 1, `expected 14 fields`);
    const timeMs = Number(cells[0]);
    const quality = Number(cells[1]);
    if (!Number.isFinite(timeMs) || !(quality >= 0 && quality <= 1)) throw fail(index + 1, 'time or quality');
    const pose = cells.slice(2);
    if (quality === 0 || pose.every((c) => c === '')) {
      frames.push({ timeMs, matrix: null, quality: 0 });
      return;
    }
    const v = pose.map(Number);
    if (pose.some((c) => c === '') || v.some((x) => !Number.isFinite(x))) throw fail(index + 1, 'pose values');
    const r = [v.slice(0, 3), v.slice(3, 6), v.slice(6, 9)] as number[][];
    for (let a = 0; a < 3; a++)
      for (let b = 0; b < 3; b++) {
        const d = r[0]![a]! * r[0]![b]! + r[1]![a]! * r[1]![b]! + r[2]![a]! * r[2]![b]!;
        if (Math.abs(d - (a === b ? 1 : 0)) > ORTHONORMAL_TOLERANCE) throw fail(index + 1, 'not a rotation');
      }
    // column-major: column c holds r[0][c], r[1][c], r[2][c]
    const matrix = [...[0, 1, 2].flatMap((c) => [r[0]![c]!, r[1]![c]!, r[2]![c]!, 0]), v[9]!, v[10]!, v[11]!, 1];
    frames.push({ timeMs, matrix, quality });
  });
  if (!columns) throw new TrajectoryFormatError('empty trajectory CSV');
  if (frames.length === 0) throw new TrajectoryFormatError('no frames');
  return trajectoryFromFrames(header, frames);
}
