import {
  axisAngle4,
  HEAD_BOARD,
  MANDIBLE_BOARD,
  multiply4,
  transformPoint,
  type BoardDefinition,
  type CameraIntrinsics,
} from '@odontia/shared';
import { backgroundImage, projectPoint, renderBoards, SeededRandom } from '@odontia/phantom';
import { beforeAll, describe, expect, it } from 'vitest';
import { refineMarkerCorners } from './edge-refinement.js';
import { MarkerFinder, type MarkerDetection } from './marker-detection.js';
import { loadOpenCv, type CvMat, type OpenCv } from './opencv.js';

let cv: OpenCv;
beforeAll(async () => {
  cv = await loadOpenCv();
});

/** A board facing the camera 330 mm away, turned 25 degrees about an oblique axis, at (dx, dy) mm off the axis. */
function placed(board: BoardDefinition, dx: number, dy: number) {
  const facing = multiply4(axisAngle4([0.6, 0.8, 0.2], 25), axisAngle4([1, 0, 0], 180));
  return { board, cameraFromBoard: multiply4(axisAngle4([1, 0, 0], 0, [0, 0, 0], [dx, dy, 330]), facing) };
}

function render(k: CameraIntrinsics, boards: ReturnType<typeof placed>[], blurSigma: number) {
  const data = renderBoards(k, boards, backgroundImage(k.width, k.height), new SeededRandom(7), {
    blurSigma,
    noiseSd: 2,
    samples: 8,
  });
  return { width: k.width, height: k.height, data };
}

/** Per corner: the detected and refined corner against the true one, and the offset towards the marker's centre. */
function cornerErrors(
  k: CameraIntrinsics,
  board: ReturnType<typeof placed>,
  markers: readonly MarkerDetection[],
  refine: (m: MarkerDetection) => MarkerDetection,
) {
  const errors: number[] = [];
  const inward: number[] = [];
  const shift: [number, number] = [0, 0];
  for (const marker of markers) {
    const truth = board.board.markers
      .find((m) => m.id === marker.id)!
      .corners.map((c) => projectPoint(k, transformPoint(board.cameraFromBoard, c) as [number, number, number]));
    const centre = [0, 1].map((a) => truth.reduce((s, p) => s + p[a]!, 0) / 4);
    const refined = refine(marker).corners;
    truth.forEach(([u, v], i) => {
      const [x, y] = [refined[2 * i]!, refined[2 * i + 1]!];
      errors.push(Math.hypot(x - u, y - v));
      shift[0] += (x - u) / 4 / markers.length;
      shift[1] += (y - v) / 4 / markers.length;
      const toCentre = [centre[0]! - u, centre[1]! - v];
      inward.push(((x - u) * toCentre[0]! + (y - v) * toCentre[1]!) / Math.hypot(toCentre[0]!, toCentre[1]!));
    });
  }
  const rms = Math.sqrt(errors.reduce((s, e) => s + e * e, 0) / errors.length);
  return { rms, shift, max: Math.max(...errors), meanInward: inward.reduce((s, e) => s + e, 0) / inward.length };
}

function detect(k: CameraIntrinsics, image: ReturnType<typeof render>, board: BoardDefinition) {
  const finder = new MarkerFinder(cv, [board]);
  const mat: CvMat = new cv.Mat(k.height, k.width, cv.CV_8UC1);
  try {
    mat.data.set(image.data);
    return finder.find(mat)[0]!;
  } finally {
    finder.delete();
    mat.delete();
  }
}

describe('marker corners from the lines of their sides', () => {
  it('puts blurred corners within a few hundredths of a pixel, with no pull towards the marker centre', () => {
    const k: CameraIntrinsics = {
      width: 1280,
      height: 720,
      fx: 1000,
      fy: 1000,
      cx: 639.5,
      cy: 359.5,
      distortion: [0, 0, 0, 0, 0],
    };
    const board = placed(MANDIBLE_BOARD, -20, 10);
    const image = render(k, [board], 1.2);
    const markers = detect(k, image, MANDIBLE_BOARD);
    expect(markers).toHaveLength(MANDIBLE_BOARD.markers.length);
    const detected = cornerErrors(k, board, markers, (m) => m);
    const refined = cornerErrors(k, board, markers, (m) => refineMarkerCorners(image, m, k));
    console.info('corner error px: detected', detected, 'refined', refined);
    expect(refined.rms).toBeLessThan(0.04);
    expect(refined.max).toBeLessThan(0.1);
    expect(Math.abs(refined.meanInward)).toBeLessThan(0.02);
    // OpenCV's sub-pixel corner search on the same blur: a corner window sees the rounded corner
    expect(refined.rms).toBeLessThan(detected.rms / 2);
  });

  it('fits the sides where they are straight under a distorting lens, in the pinhole image', () => {
    const k: CameraIntrinsics = {
      width: 1280,
      height: 720,
      fx: 900,
      fy: 900,
      cx: 640,
      cy: 360,
      distortion: [-0.25, 0.08, 0, 0, 0],
    };
    // near the frame's corner, where the lens bends the sides most
    const board = placed(HEAD_BOARD, 150, 70);
    const image = render(k, [board], 0.7);
    const markers = detect(k, image, HEAD_BOARD);
    expect(markers.length).toBeGreaterThanOrEqual(4);
    const refined = cornerErrors(k, board, markers, (m) => refineMarkerCorners(image, m, k));
    const straight = cornerErrors(k, board, markers, (m) =>
      refineMarkerCorners(image, m, { ...k, distortion: [0, 0, 0, 0, 0] }),
    );
    console.info('corner error px under distortion: lens-aware', refined, 'lines in the frame', straight);
    expect(refined.rms).toBeLessThan(0.05);
    expect(refined.rms).toBeLessThan(straight.rms);
  });

  it('keeps the detected corners of a marker cut by the frame', () => {
    const k: CameraIntrinsics = {
      width: 640,
      height: 360,
      fx: 500,
      fy: 500,
      cx: 319.5,
      cy: 179.5,
      distortion: [0, 0, 0, 0, 0],
    };
    const image = render(k, [placed(MANDIBLE_BOARD, 0, 0)], 0.7);
    const cut: MarkerDetection = { id: 6, corners: Float64Array.from([-8, 10, 30, 10, 30, 48, -8, 48]) };
    expect(refineMarkerCorners(image, cut, k)).toBe(cut);
  });
});
