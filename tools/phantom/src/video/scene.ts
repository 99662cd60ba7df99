import { writeFile } from 'node:fs/promises';
import type { CameraIntrinsics, Matrix4Array, Trajectory } from '@odontia/shared';
import {
  axisAngle4,
  encodeTrajectory,
  HEAD_BOARD,
  MANDIBLE_BOARD,
  multiply4,
  POINTER_BOARD,
  trajectoryFromFrames,
} from '@odontia/shared';
import { SeededRandom } from '../random.js';
import { encodeGrayH264 } from './encode.js';
import { backgroundImage, renderBoards, type RenderOptions } from './render.js';

/**
 * A capture set-up with everything known: the camera, where the head is in front of it over time, and
 * where each board sits on the skull and on the mandible (the board → scan registrations the tracker
 * is given). All poses are column-major 4x4, mm.
 */
export interface CaptureScene {
  intrinsics: CameraIntrinsics;
  /** Upper-scan (patient) frame → camera frame (OpenCV axes) at time t: the patient's head moves. */
  cameraFromScan: (timeMs: number) => number[];
  /** Head board frame → upper-scan frame. */
  headBoardInScan: Matrix4Array;
  /** Mandibular board frame → lower-scan frame (equal to the upper-scan frame at maximal intercuspation). */
  mandibleBoardInScan: Matrix4Array;
}

/** Patient frame → camera frame for a camera `distanceMm` in front of the face looking at it. */
function frontalCamera(distanceMm: number, heightMm: number): number[] {
  // camera x = patient +X (the patient's left on the image's right), camera y = -Y, camera z = -Z
  return [1, 0, 0, 0, 0, -1, 0, 0, 0, 0, -1, 0, 0, heightMm, distanceMm, 1];
}

/**
 * The default set-up: a phone 380 mm in front of the face, the head board on a headband above the brow,
 * the mandibular board on a clutch 45 mm in front of the lower incisors; the head nods and turns a few
 * degrees (`headMotion`), as a patient does.
 */
export function defaultCaptureScene(intrinsics: CameraIntrinsics, headMotion = true): CaptureScene {
  const camera = frontalCamera(380, 20);
  const neck: [number, number, number] = [0, -90, -90];
  return {
    intrinsics,
    cameraFromScan: (t) => {
      if (!headMotion) return camera;
      const s = t / 1000;
      const yaw = axisAngle4([0, 1, 0], 6 * Math.sin(2 * Math.PI * 0.23 * s), neck);
      const nod = axisAngle4([1, 0, 0], 4 * Math.sin(2 * Math.PI * 0.31 * s + 1), neck, [
        5 * Math.sin(2 * Math.PI * 0.17 * s),
        3 * Math.sin(2 * Math.PI * 0.29 * s),
        8 * Math.sin(2 * Math.PI * 0.13 * s),
      ]);
      return multiply4(camera, multiply4(nod, yaw));
    },
    headBoardInScan: multiply4(axisAngle4([1, 0, 0], 12, [0, 0, 0], [0, 78, 15]), axisAngle4([0, 1, 0], 8)),
    mandibleBoardInScan: multiply4(axisAngle4([1, 0, 0], -12, [0, 0, 0], [0, -38, 45]), axisAngle4([0, 1, 0], -6)),
  };
}

export interface SyntheticVideoOptions {
  scene: CaptureScene;
  /** The true mandible pose in the upper-scan frame at time t (identity = maximal intercuspation). */
  mandible: (timeMs: number) => Matrix4Array;
  durationMs: number;
  fps: number;
  /** Where the mp4 goes; the true trajectory is written beside it as `<outPath>.truth.ojtr`. */
  outPath: string;
  seed?: number;
  render?: RenderOptions;
  crf?: number;
  /** Frames in which the mandibular board is covered (e.g. a hand in front of it). */
  mandibleHidden?: (frameIndex: number) => boolean;
  /** Render no board at all (a video the tracker must refuse). */
  noBoards?: boolean;
  /** The pointer board's pose in the upper-scan frame at time t (see `pointerTouches`); absent: no pointer. */
  pointer?: (timeMs: number) => Matrix4Array;
}

/** Renders and encodes a synthetic capture video and writes its true trajectory beside it. */
export async function writeSyntheticVideo(
  options: SyntheticVideoOptions,
): Promise<{ truth: Trajectory; frameCount: number }> {
  const {
    scene,
    mandible,
    durationMs,
    fps,
    outPath,
    seed = 1,
    render,
    crf,
    mandibleHidden,
    noBoards,
    pointer,
  } = options;
  const k = scene.intrinsics;
  const frameCount = Math.round((durationMs * fps) / 1000);
  const background = backgroundImage(k.width, k.height);
  const random = new SeededRandom(seed);
  const times = Array.from({ length: frameCount }, (_, i) => (i * 1000) / fps);
  function* frames() {
    for (let i = 0; i < frameCount; i++) {
      const cameraFromScan = scene.cameraFromScan(times[i]!);
      const boards = noBoards
        ? []
        : [{ board: HEAD_BOARD, cameraFromBoard: multiply4(cameraFromScan, scene.headBoardInScan) }];
      if (!noBoards && !mandibleHidden?.(i))
        boards.push({
          board: MANDIBLE_BOARD,
          cameraFromBoard: multiply4(cameraFromScan, multiply4(mandible(times[i]!), scene.mandibleBoardInScan)),
        });
      if (!noBoards && pointer)
        boards.push({ board: POINTER_BOARD, cameraFromBoard: multiply4(cameraFromScan, pointer(times[i]!)) });
      yield renderBoards(k, boards, background, random, render);
    }
  }
  await encodeGrayH264(frames(), outPath, { width: k.width, height: k.height, fps, crf });
  const truth = trajectoryFromFrames(
    { kind: 'movement', movementType: null, registrationResidualMm: 0, source: 'synthetic', fps, warnings: [] },
    times.map((timeMs) => ({ timeMs, matrix: [...mandible(timeMs)], quality: 1 })),
  );
  await writeFile(`${outPath}.truth.ojtr`, encodeTrajectory(truth));
  return { truth, frameCount };
}
