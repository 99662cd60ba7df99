import {
  HEAD_BOARD,
  MANDIBLE_BOARD,
  defaultPhoneIntrinsics,
  invertRigid,
  multiply4,
  trajectoryFromFrames,
  type CameraIntrinsics,
  type Matrix4Array,
  type RecordingKind,
  type Trajectory,
  type TrajectoryFrame,
} from '@odontia/shared';
import { AppError } from '../../core/app-error.js';
import { cameraMats, createDetector, detectMarkers, solveBoardPose } from './board-pose.js';
import { decodeGrayFrames } from './ffmpeg.js';
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

/** Intrinsics calibrated at another resolution of the same sensor mode, scaled to the frame size. */
function intrinsicsFor(k: CameraIntrinsics, width: number, height: number): CameraIntrinsics {
  if (k.width === width && k.height === height) return k;
  const s = width / k.width;
  return { ...k, width, height, fx: k.fx * s, fy: k.fy * s, cx: (k.cx + 0.5) * s - 0.5, cy: (k.cy + 0.5) * s - 0.5 };
}

/**
 * Turns a video of the head and mandibular boards into the mandible's trajectory in the upper-scan frame:
 * decode → detect DICT_4X4_50 markers → each board's pose (IPPE + LM) → mandible relative to head →
 * through the board registrations into the scan frame. A frame where either board is missing or its
 * reprojection error is above the threshold is stored as missing (quality 0), never interpolated.
 */
export async function trackVideo(
  path: string,
  options: TrackOptions,
): Promise<{ trajectory: Trajectory; stats: TrackStats }> {
  const {
    registration,
    maxReprojectionPx = 1.5,
    minMarkersPerBoard = 2,
    minTrackedFraction = 0.5,
    smoothingSigmaFrames = 1.5,
    onProgress,
  } = options;
  const started = Date.now();
  const cv = await loadOpenCv();
  const detector = createDetector(cv);
  const scanFromHeadBoard = registration.headBoardInScan;
  const mandibleBoardFromScan = invertRigid(registration.mandibleBoardInScan);
  const frames: TrajectoryFrame[] = [];
  const warnings: string[] = [];
  let camera: ReturnType<typeof cameraMats> | undefined;
  let image: CvMat | undefined;
  let size = { width: 0, height: 0 };
  let fps = 30;
  let reprojectionSum = 0;
  let tracked = 0;
  try {
    const { frameCount } = await decodeGrayFrames(path, async (frame, info) => {
      if (!camera) {
        size = { width: frame.width, height: frame.height };
        fps = info.fps ?? fps;
        if (!options.intrinsics) warnings.push(DEFAULT_INTRINSICS_WARNING);
        camera = cameraMats(
          cv,
          intrinsicsFor(
            options.intrinsics ?? defaultPhoneIntrinsics(frame.width, frame.height),
            frame.width,
            frame.height,
          ),
        );
        image = new cv.Mat(frame.height, frame.width, cv.CV_8UC1);
      }
      image!.data.set(frame.data);
      const detections = detectMarkers(cv, detector, image!);
      const head = solveBoardPose(cv, HEAD_BOARD, detections, camera, minMarkersPerBoard);
      const mandible = solveBoardPose(cv, MANDIBLE_BOARD, detections, camera, minMarkersPerBoard);
      const timeMs = (frame.index * 1000) / fps;
      if (head && mandible && head.rmsPx <= maxReprojectionPx && mandible.rmsPx <= maxReprojectionPx) {
        const rms = Math.max(head.rmsPx, mandible.rmsPx);
        const seen = Math.min(
          head.markers / HEAD_BOARD.markers.length,
          mandible.markers / MANDIBLE_BOARD.markers.length,
        );
        frames.push({
          timeMs,
          matrix: multiply4(
            scanFromHeadBoard,
            multiply4(invertRigid(head.cameraFromBoard), multiply4(mandible.cameraFromBoard, mandibleBoardFromScan)),
          ),
          quality: seen / (1 + rms),
        });
        reprojectionSum += rms;
        tracked++;
      } else frames.push({ timeMs, matrix: null, quality: 0 });
      const expected = info.durationMs && info.fps ? Math.round((info.durationMs * info.fps) / 1000) : frame.index + 1;
      await onProgress?.(frame.index + 1, Math.max(expected, frame.index + 1));
    });
    if (tracked < minTrackedFraction * frameCount)
      throw new AppError('CaptureBoardsNotFound', { found: tracked, total: frameCount });
    const trajectory = trajectoryFromFrames(
      {
        kind: options.kind,
        movementType: options.movementType,
        registrationResidualMm: registration.residualMm,
        source: 'video',
        fps,
        warnings,
        producer: {
          tracker: 'odontia-capture/1',
          detector: 'opencv-aruco DICT_4X4_50 apriltag-refine',
          pose: 'IPPE + LM',
          maxReprojectionPx,
          smoothing: `zero-phase gaussian sigma ${smoothingSigmaFrames} frames`,
        },
      },
      smoothPoses(frames, smoothingSigmaFrames),
    );
    return {
      trajectory,
      stats: {
        frameCount,
        trackedFrames: tracked,
        meanReprojectionPx: tracked ? reprojectionSum / tracked : Number.NaN,
        ...size,
        fps,
        elapsedMs: Date.now() - started,
      },
    };
  } finally {
    detector.delete();
    camera?.delete();
    image?.delete();
  }
}
