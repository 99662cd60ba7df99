import { writeFile } from 'node:fs/promises';
import type { CalibrationBoard, CameraIntrinsics, Matrix4Array } from '@odontia/shared';
import { axisAngle4, CALIBRATION_BOARD, multiply4 } from '@odontia/shared';
import { SeededRandom } from '../random.js';
import { encodeGrayH264 } from './encode.js';
import { backgroundImage, renderBoards, type RenderOptions } from './render.js';

/** One way the clinician holds the calibration board in front of the phone. */
export interface CalibrationShot {
  /** Where the board's centre is in the frame, -1 to 1 across the room the board leaves (left/top to right/bottom). */
  at: readonly [number, number];
  /** The board's squares' width in the image as a fraction of the frame's width: how close it is. */
  fill: number;
  /** Tilt of the board away from facing the camera, degrees (the sign says which edge comes closer). */
  tiltDeg: number;
  /** Direction of the tilt axis in the image, degrees: 0 about the vertical (turned left/right), 90 about the horizontal (up/down). */
  axisDeg: number;
  /** Turn of the board in the image plane, degrees. */
  rollDeg: number;
}

const shot = (at: [number, number], fill: number, tiltDeg: number, axisDeg: number, rollDeg = 0): CalibrationShot => ({
  at,
  fill,
  tiltDeg,
  axisDeg,
  rollDeg,
});

/**
 * What the capture instructions ask for, 18 views: the board nearly facing the camera, turned left and right and
 * tilted up and down by 35°, tilted 30-45° in the four corners and along the four edges of the frame, far and
 * close. Tilts of 20-45° in several directions fix the focal lengths and the principal point; boards in the
 * corners of the frame, where the lens distorts most, fix the distortion.
 */
export const CALIBRATION_SHOTS: readonly CalibrationShot[] = [
  shot([0, 0], 0.7, 10, 30),
  shot([0, 0], 0.55, 35, 0, 5),
  shot([0, 0], 0.55, -35, 0, -5),
  shot([0, 0], 0.55, 35, 90),
  shot([0, 0], 0.55, -35, 90),
  shot([-1, -1], 0.45, 30, 45, 10),
  shot([1, -1], 0.45, 30, -45, -10),
  shot([1, 1], 0.45, -30, 45, 15),
  shot([-1, 1], 0.45, -30, -45, -15),
  shot([-1, 0], 0.45, 45, 0),
  shot([1, 0], 0.45, -45, 0),
  shot([0, -1], 0.5, 40, 90, 5),
  shot([0, 1], 0.5, -40, 90, -5),
  shot([-0.5, 0.5], 0.35, 25, 120, 20),
  shot([0.5, -0.5], 0.35, 25, 60, -20),
  shot([0, 0], 0.85, 20, 150),
  shot([0.3, -0.2], 0.8, -25, 30),
  shot([-0.3, 0.3], 0.6, 30, -70, 90),
];

/** Board frame → camera frame (OpenCV axes) for a shot, with the camera `k`. */
export function calibrationPose(
  k: CameraIntrinsics,
  { at, fill, tiltDeg, axisDeg, rollDeg }: CalibrationShot,
  board: CalibrationBoard = CALIBRATION_BOARD,
): number[] {
  const squaresW = board.squaresX * board.squareMm;
  const widthPx = fill * k.width;
  const heightPx = (widthPx * board.squaresY) / board.squaresX;
  const u = k.width / 2 + (at[0] * Math.max(0, k.width - widthPx)) / 2;
  const v = k.height / 2 + (at[1] * Math.max(0, k.height - heightPx)) / 2;
  const depth = (k.fx * squaresW) / widthPx;
  const axis = (axisDeg * Math.PI) / 180;
  // facing the camera: board +x = camera +x, board +y (up) = camera -y, the printed face towards the camera
  const facing = axisAngle4([1, 0, 0], 180);
  const turned = multiply4(
    axisAngle4([Math.sin(axis), Math.cos(axis), 0], tiltDeg),
    multiply4(axisAngle4([0, 0, 1], rollDeg), facing),
  );
  return multiply4(
    axisAngle4([1, 0, 0], 0, [0, 0, 0], [((u - k.cx) / k.fx) * depth, ((v - k.cy) / k.fy) * depth, depth]),
    turned,
  );
}

export interface CalibrationVideoOptions {
  /** The true camera, distortion included. */
  intrinsics: CameraIntrinsics;
  /** Where the mp4 goes; the truth is written beside it as `<outPath>.truth.json`. */
  outPath: string;
  shots?: readonly CalibrationShot[];
  /** Frames each shot is held for (the board held still). */
  framesPerShot?: number;
  fps?: number;
  seed?: number;
  render?: RenderOptions;
  crf?: number;
  /** Film the room without the board (a video the calibration must refuse). */
  noBoard?: boolean;
}

export interface CalibrationVideo {
  intrinsics: CameraIntrinsics;
  frameCount: number;
  /** Each shot's pose and its first frame as rendered (before encoding). */
  views: { cameraFromBoard: Matrix4Array; image: Uint8Array }[];
}

/**
 * Renders and encodes a video of the calibration board filmed with a known camera (each shot held for
 * `framesPerShot` frames, each frame with its own sensor noise), and writes the truth beside it.
 */
export async function writeCalibrationVideo(options: CalibrationVideoOptions): Promise<CalibrationVideo> {
  const {
    intrinsics: k,
    outPath,
    shots = CALIBRATION_SHOTS,
    framesPerShot = 2,
    fps = 30,
    seed = 1,
    render,
    crf,
    noBoard,
  } = options;
  const background = backgroundImage(k.width, k.height);
  const random = new SeededRandom(seed);
  const views: CalibrationVideo['views'] = [];
  function* frames() {
    for (const s of shots) {
      const cameraFromBoard = calibrationPose(k, s);
      const boards = noBoard ? [] : [{ board: CALIBRATION_BOARD, cameraFromBoard }];
      for (let f = 0; f < framesPerShot; f++) {
        const image = renderBoards(k, boards, background, random, render);
        if (f === 0) views.push({ cameraFromBoard, image });
        yield image;
      }
    }
  }
  await encodeGrayH264(frames(), outPath, { width: k.width, height: k.height, fps, crf });
  await writeFile(
    `${outPath}.truth.json`,
    JSON.stringify({ intrinsics: k, poses: views.map((v) => v.cameraFromBoard) }, null, 1),
  );
  return { intrinsics: k, frameCount: shots.length * framesPerShot, views };
}
