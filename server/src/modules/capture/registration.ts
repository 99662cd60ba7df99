import {
  HEAD_BOARD,
  invertRigid,
  kabsch,
  median,
  MANDIBLE_BOARD,
  multiply4,
  POINTER_BOARD,
  transformPoint,
  type Vec3,
} from '@odontia/shared';
import { AppError } from '../../core/app-error.js';
import { meanPose } from './smooth.js';
import { trackBoards, type BoardRegistration, type BoardTrack, type TrackOptions } from './tracker.js';

export interface Touch {
  /** The tip in the head-board frame, mm (median over the frames it rested). */
  point: Vec3;
  startMs: number;
  endMs: number;
}

export interface TouchOptions {
  /** A touch is a rest of the tip at least this long. */
  minHoldMs?: number;
  /** The tip rests while it moves less than this over `windowMs`, mm. */
  stillMm?: number;
  windowMs?: number;
}

/**
 * The points the pointer tip rested on: runs of frames where the tip (in the head-board frame, so the
 * patient's head may move) moves less than `stillMm` over `windowMs`, lasting `minHoldMs` or more.
 * Each touch is the component-wise median of its frames, the first and last of which are dropped
 * (the tip is still arriving or already leaving).
 */
export function findTouches(
  tips: readonly ({ timeMs: number; tip: Vec3 } | null)[],
  options: TouchOptions = {},
): Touch[] {
  const { minHoldMs = 500, stillMm = 3, windowMs = 300 } = options;
  const medianTip = (frames: { tip: Vec3 }[]) => [0, 1, 2].map((k) => median(frames.map((f) => f.tip[k]!)));
  // still: the median tip of the half window before a frame and of the half window after it agree
  const still = tips.map((f, i) => {
    if (!f) return false;
    const before: { timeMs: number; tip: Vec3 }[] = [];
    const after: { timeMs: number; tip: Vec3 }[] = [];
    for (let j = i; j >= 0 && tips[j] && f.timeMs - tips[j]!.timeMs <= windowMs / 2; j--) before.push(tips[j]!);
    for (let j = i; j < tips.length && tips[j] && tips[j]!.timeMs - f.timeMs <= windowMs / 2; j++) after.push(tips[j]!);
    if (after.at(-1)!.timeMs - before.at(-1)!.timeMs < windowMs * 0.6) return false;
    const a = medianTip(before);
    const b = medianTip(after);
    return Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!) < stillMm;
  });
  const touches: Touch[] = [];
  for (let i = 0; i < tips.length;) {
    if (!still[i]) {
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < tips.length && still[j + 1]) j++;
    const run = tips.slice(i, j + 1).map((f) => f!);
    if (run.at(-1)!.timeMs - run[0]!.timeMs >= minHoldMs) {
      const inner = run.length > 4 ? run.slice(1, -1) : run;
      touches.push({
        point: [0, 1, 2].map((k) => median(inner.map((f) => f.tip[k]!))) as unknown as Vec3,
        startMs: run[0]!.timeMs,
        endMs: run.at(-1)!.timeMs,
      });
    }
    i = j + 1;
  }
  return touches;
}

/** Column-major 4x4 of a row-major rotation and a translation. */
const rigidMatrix = (R: readonly number[], t: readonly number[]) => [
  R[0]!,
  R[3]!,
  R[6]!,
  0,
  R[1]!,
  R[4]!,
  R[7]!,
  0,
  R[2]!,
  R[5]!,
  R[8]!,
  0,
  t[0]!,
  t[1]!,
  t[2]!,
  1,
];

/**
 * The head board's registration to the upper scan: the least-squares rigid fit (Kabsch) of the touched
 * points, in the order touched, onto the points marked on the scan in the same order; the residual is
 * the RMS distance of the fitted points, mm.
 */
export function fitHeadBoard(touches: readonly Vec3[], scanPoints: readonly Vec3[]) {
  if (touches.length !== scanPoints.length)
    throw new AppError('CaptureRegistrationTouches', { found: touches.length, expected: scanPoints.length });
  const fit = kabsch(touches.flat(), scanPoints.flat());
  const headBoardInScan = rigidMatrix(fit.R, fit.t);
  let sum = 0;
  touches.forEach((p, i) => {
    const q = transformPoint(headBoardInScan, p);
    const s = scanPoints[i]!;
    sum += (q[0] - s[0]) ** 2 + (q[1] - s[1]) ** 2 + (q[2] - s[2]) ** 2;
  });
  return { headBoardInScan, residualMm: Math.sqrt(sum / touches.length) };
}

/**
 * Registration from a video filmed with the teeth closed in maximal intercuspation while the pointer
 * touches the marked points in order: the head board from the touches (`fitHeadBoard`), the mandibular
 * board from its mean pose relative to the head board over the video (at intercuspation the lower scan
 * sits where the scan pair put it, so the mandible pose is the identity).
 */
export async function registerFromVideo(
  path: string,
  scanPoints: readonly Vec3[],
  options: Pick<TrackOptions, 'intrinsics' | 'onProgress'> & TouchOptions = {},
): Promise<{ registration: BoardRegistration; touches: Touch[]; track: BoardTrack }> {
  const track = await trackBoards(path, [HEAD_BOARD, MANDIBLE_BOARD, POINTER_BOARD], options);
  const tip = POINTER_BOARD.tipMm!;
  const tips = track.frames.map(({ timeMs, poses: [head, , pointer] }) =>
    head && pointer
      ? { timeMs, tip: transformPoint(multiply4(invertRigid(head.cameraFromBoard), pointer.cameraFromBoard), tip) }
      : null,
  );
  const closed = track.frames.flatMap(({ poses: [head, mandible] }) =>
    head && mandible ? [multiply4(invertRigid(head.cameraFromBoard), mandible.cameraFromBoard)] : [],
  );
  if (closed.length < 0.5 * track.frames.length)
    throw new AppError('CaptureBoardsNotFound', { found: closed.length, total: track.frames.length });
  const touches = findTouches(tips, options);
  const { headBoardInScan, residualMm } = fitHeadBoard(
    touches.map((t) => t.point),
    scanPoints,
  );
  return {
    registration: { headBoardInScan, mandibleBoardInScan: multiply4(headBoardInScan, meanPose(closed)), residualMm },
    touches,
    track,
  };
}
