import {
  HEAD_BOARD,
  MANDIBLE_BOARD,
  defaultPhoneIntrinsics,
  invertRigid,
  multiply4,
  trajectoryFromFrames,
  type BoardDefinition,
  type CameraIntrinsics,
  type Matrix4Array,
  type RecordingKind,
  type Trajectory,
  type TrajectoryFrame,
} from '@odontia/shared';
import { AppError } from '../../core/app-error.js';
import { cameraMats, solveBoardPose, type BoardPose } from './board-pose.js';
import { decodeGrayFrames } from './ffmpeg.js';
import { MarkerFinder } from './marker-detection.js';
import { refineMarkerCorners } from './edge-refinement.js';
import { loadOpenCv, type CvMat } from './opencv.js';
import { smoothPoses } from './smooth.js';

/** Where the boards sit on the patient: the registration of each board to the scans. */
export interface BoardRegistration {
  /** Head board frame → upper-scan frame. */
  headBoardInScan: Matrix4Array;
  /** Mandibular board frame → lower-scan frame (= upper-scan frame at maximal intercuspation). */
  mandibleBoardInScan: Matrix4Array;
  /** RMS residual of the registration, mm (null when not measured). */
  residualMm: number | null;
}

export interface TrackOptions {
  registration: BoardRegistration;
  kind: RecordingKind;
  movementType: number | null;
  /** Calibrated intrinsics; without them the documented phone default is used and the result says so. */
  intrinsics?: CameraIntrinsics;
  /** Frames whose reprojection error exceeds this (pixels RMS, either board) are rejected as missing. */
  maxReprojectionPx?: number;
  /** Markers of a board that must be seen for its pose to count. */
  minMarkersPerBoard?: number;
  /** Zero-phase smoothing, Gaussian sigma in frames (0: raw poses). */
  smoothingSigmaFrames?: number;
  /** Below this fraction of tracked frames the video is refused (`CaptureBoardsNotFound`). */
  minTrackedFraction?: number;
  onProgress?: (done: number, total: number) => void | Promise<void>;
}

export interface TrackStats {
  frameCount: number;
  trackedFrames: number;
  meanReprojectionPx: number;
  width: number;
  height: number;
  fps: number;
  /** Wall time of decoding, detection and pose, ms. */
  elapsedMs: number;
}

export const DEFAULT_INTRINSICS_WARNING = 'default-intrinsics';

/**
 * Intrinsics calibrated at another resolution of the same sensor mode, scaled to the frame size. A frame
 * of another aspect (portrait against a landscape calibration, or another crop) is another camera model:
 * refused rather than scaled into wrong distances.
 */
export function intrinsicsFor(k: CameraIntrinsics, width: number, height: number): CameraIntrinsics {
  if (k.width === width && k.height === height) return k;
  if (Math.abs((width / height) * (k.height / k.width) - 1) > 0.01)
    throw new AppError('CaptureCameraMismatch', {
      width,
      height,
      calibratedWidth: k.width,
      calibratedHeight: k.height,
    });
  const s = width / k.width;
  return { ...k, width, height, fx: k.fx * s, fy: k.fy * s, cx: (k.cx + 0.5) * s - 0.5, cy: (k.cy + 0.5) * s - 0.5 };
}

export interface BoardTrack {
  /** One entry per frame: the pose of each requested board (in the order asked), null when not solved. */
  frames: { timeMs: number; poses: (BoardPose | null)[] }[];
  warnings: string[];
  stats: Omit<TrackStats, 'trackedFrames' | 'meanReprojectionPx'>;
}

/**
 * Decodes a video and solves the pose of each of `boards` in every frame (DICT_4X4_50 markers, their
 * corners from the lines of their sides (`refineMarkerCorners`), IPPE + LM over the board's visible corners). A board whose reprojection error is above `maxReprojectionPx`
 * counts as not seen in that frame.
 */
export async function trackBoards(
  path: string,
  boards: readonly BoardDefinition[],
  options: Pick<TrackOptions, 'intrinsics' | 'maxReprojectionPx' | 'minMarkersPerBoard' | 'onProgress'>,
): Promise<BoardTrack> {
  const { maxReprojectionPx = 1.5, minMarkersPerBoard = 2, onProgress } = options;
  const started = Date.now();
  const cv = await loadOpenCv();
  const finder = new MarkerFinder(cv, boards);
  const frames: BoardTrack['frames'] = [];
  const warnings: string[] = [];
  let camera: ReturnType<typeof cameraMats> | undefined;
  let lens: CameraIntrinsics | undefined;
  let image: CvMat | undefined;
  let size = { width: 0, height: 0 };
  let fps = 30;
  try {
    const { frameCount } = await decodeGrayFrames(path, async (frame, info) => {
      if (!camera) {
        size = { width: frame.width, height: frame.height };
        fps = info.fps ?? fps;
        if (!options.intrinsics) warnings.push(DEFAULT_INTRINSICS_WARNING);
        lens = intrinsicsFor(
          options.intrinsics ?? defaultPhoneIntrinsics(frame.width, frame.height),
          frame.width,
          frame.height,
        );
        camera = cameraMats(cv, lens);
        image = new cv.Mat(frame.height, frame.width, cv.CV_8UC1);
      }
      image!.data.set(frame.data);
      const detections = finder.find(image!).map((markers) => markers.map((m) => refineMarkerCorners(frame, m, lens!)));
      frames.push({
        timeMs: (frame.index * 1000) / fps,
        poses: boards.map((board, b) => {
          const pose = solveBoardPose(cv, board, detections[b]!, camera!, minMarkersPerBoard);
          return pose && pose.rmsPx <= maxReprojectionPx ? pose : null;
        }),
      });
      const expected = info.durationMs && info.fps ? Math.round((info.durationMs * info.fps) / 1000) : frame.index + 1;
      await onProgress?.(frame.index + 1, Math.max(expected, frame.index + 1));
    });
    return { frames, warnings, stats: { frameCount, ...size, fps, elapsedMs: Date.now() - started } };
  } finally {
    finder.delete();
    camera?.delete();
    image?.delete();
  }
}

/**
 * Turns a video of the head and mandibular boards into the mandible's trajectory in the upper-scan frame:
 * each board's pose per frame (`trackBoards`) → mandible relative to head → through the board
 * registrations into the scan frame → zero-phase smoothing. A frame where either board is missing or its
 * reprojection error is above the threshold is stored as missing (quality 0), never interpolated.
 */
export async function trackVideo(
  path: string,
  options: TrackOptions,
): Promise<{ trajectory: Trajectory; stats: TrackStats }> {
  return trajectoryFromTrack(await trackBoards(path, [HEAD_BOARD, MANDIBLE_BOARD], options), options);
}

/** The trajectory of a track whose first two boards are the head and mandibular boards (see `trackVideo`). */
export function trajectoryFromTrack(
  { frames: tracked, warnings, stats }: BoardTrack,
  options: TrackOptions,
): { trajectory: Trajectory; stats: TrackStats } {
  const { registration, maxReprojectionPx = 1.5, minTrackedFraction = 0.5, smoothingSigmaFrames = 4 } = options;
  const scanFromHeadBoard = registration.headBoardInScan;
  const mandibleBoardFromScan = invertRigid(registration.mandibleBoardInScan);
  let reprojectionSum = 0;
  let found = 0;
  const frames: TrajectoryFrame[] = tracked.map(({ timeMs, poses: [head, mandible] }) => {
    if (!head || !mandible) return { timeMs, matrix: null, quality: 0 };
    const rms = Math.max(head.rmsPx, mandible.rmsPx);
    const seen = Math.min(head.markers / HEAD_BOARD.markers.length, mandible.markers / MANDIBLE_BOARD.markers.length);
    reprojectionSum += rms;
    found++;
    return {
      timeMs,
      matrix: multiply4(
        scanFromHeadBoard,
        multiply4(invertRigid(head.cameraFromBoard), multiply4(mandible.cameraFromBoard, mandibleBoardFromScan)),
      ),
      quality: seen / (1 + rms),
    };
  });
  if (found < minTrackedFraction * stats.frameCount)
    throw new AppError('CaptureBoardsNotFound', { found, total: stats.frameCount });
  const trajectory = trajectoryFromFrames(
    {
      kind: options.kind,
      movementType: options.movementType,
      registrationResidualMm: registration.residualMm,
      source: 'video',
      fps: stats.fps,
      warnings,
      producer: {
        tracker: 'odontia-capture/1',
        detector: 'opencv-aruco DICT_4X4_50 region-tracked, corners from side lines',
        pose: 'IPPE + LM',
        maxReprojectionPx,
        smoothing: `zero-phase local quadratic, gaussian sigma ${smoothingSigmaFrames} frames`,
      },
    },
    smoothPoses(frames, smoothingSigmaFrames),
  );
  return {
    trajectory,
    stats: { ...stats, trackedFrames: found, meanReprojectionPx: found ? reprojectionSum / found : Number.NaN },
  };
}
