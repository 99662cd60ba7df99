import { CALIBRATION_BOARD, quantile, type CalibrationBoard, type CameraIntrinsics } from '@odontia/shared';
import { decodeGrayFrames } from './ffmpeg.js';
import { loadOpenCv, type CvCharucoBoard, type CvCharucoDetector, type CvMat, type OpenCv } from './opencv.js';

/** An 8-bit grey frame, row-major. */
export interface GrayImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** The chessboard corners of the calibration board found in one frame. */
export interface CharucoView {
  /** Index of the frame (in the frames given, or in the video). */
  frame: number;
  /** ChArUco corner ids (index into `CalibrationBoard.corners`). */
  ids: Int32Array;
  /** x, y pixel of each corner, sub-pixel. */
  corners: Float64Array;
}

export interface CalibrationResult {
  intrinsics: CameraIntrinsics;
  /** RMS reprojection error over every corner of the views used, pixels. */
  rmsPx: number;
  /** The views the solution rests on, with each one's RMS reprojection error (pixels). */
  views: { frame: number; corners: number; rmsPx: number }[];
  /** Frames searched and frames in which enough of the board was found. */
  framesSearched: number;
  framesWithBoard: number;
  /** One standard deviation of the focal lengths and principal point, pixels. */
  uncertaintyPx: { fx: number; fy: number; cx: number; cy: number };
}

export type CalibrationFailure = 'too-few-views' | 'degenerate-views';

/** A video or a set of frames that cannot calibrate the camera; the message says what to film instead. */
export class CalibrationError extends Error {
  constructor(
    readonly reason: CalibrationFailure,
    message: string,
    readonly details: { framesSearched: number; framesWithBoard: number; views: number; solver?: string },
  ) {
    super(message);
    this.name = 'CalibrationError';
  }
}

const FILMING_ADVICE =
  'film the printed calibration board for 20-30 s from 25-50 cm, tilting it 20-45° left, right, up and down and moving it into each corner of the frame';

/** A view with fewer corners constrains the camera little and is more often a partial misreading. */
const MIN_CORNERS_PER_VIEW = 8;
/** Distinct views below which the calibration is refused. */
export const MIN_VIEWS = 6;
/** Views the solver is given at most: beyond this more views of a video add time, not accuracy. */
const MAX_VIEWS = 40;
/**
 * Two views are one pose when their common corners moved less than this fraction of the image diagonal (RMS) and
 * the board's shape in the image changed less than this fraction of its size (see `viewDistance`): about 2° of
 * tilt (a hand holding the board still changes it by 0.1-0.2 %).
 */
const DUPLICATE_MOVE = 0.02;
const DUPLICATE_SHAPE = 0.01;
/** A view whose RMS error exceeds this many times the median (and 1 px) is dropped (blur, a misread corner). */
const OUTLIER_FACTOR = 3;
/** Above these standard deviations the views do not determine the camera (too little tilt, or all alike). */
const MAX_FOCAL_SD_FRACTION = 0.005;
const MAX_CENTRE_SD_FRACTION = 0.02;
/** See `CharucoFinder.find`. */
const CHARUCO_OFFSET_PX = 0.5;
/** Frames of a video searched for the board at most (evenly spread). */
const MAX_VIDEO_FRAMES = 90;

/**
 * The ChArUco detector for a calibration board, OpenCV's marker layout with the board's own ids. Marker and
 * chessboard corners are refined by OpenCV's sub-pixel corner search to 0.001 px (the default stops at 0.1 px).
 */
function charucoDetector(cv: OpenCv, board: CalibrationBoard): { board: CvCharucoBoard; detector: CvCharucoDetector } {
  const dictionary = cv.getPredefinedDictionary(cv.DICT_4X4_50);
  const ids = cv.matFromArray(
    board.markers.length,
    1,
    cv.CV_32S,
    board.markers.map((m) => m.id),
  );
  const charucoParameters = new cv.aruco_CharucoParameters();
  const parameters = new cv.aruco_DetectorParameters();
  const refine = new cv.aruco_RefineParameters(10, 3, true);
  try {
    const created = new cv.aruco_CharucoBoard(
      new cv.Size(board.squaresX, board.squaresY),
      board.squareMm,
      board.markerMm,
      dictionary,
      ids,
    );
    charucoParameters.tryRefineMarkers = true;
    parameters.cornerRefinementMethod = cv.CORNER_REFINE_SUBPIX;
    parameters.cornerRefinementMaxIterations = 100;
    parameters.cornerRefinementMinAccuracy = 0.001;
    return {
      board: created,
      detector: new cv.aruco_CharucoDetector(created, charucoParameters, parameters, refine),
    };
  } finally {
    for (const o of [dictionary, ids, charucoParameters, parameters, refine]) o.delete();
  }
}

/** Finds the calibration board's chessboard corners frame after frame; `delete()` when done. */
export class CharucoFinder {
  private readonly board: CvCharucoBoard;
  private readonly detector: CvCharucoDetector;
  private image: CvMat | undefined;

  constructor(
    private readonly cv: OpenCv,
    board: CalibrationBoard = CALIBRATION_BOARD,
  ) {
    ({ board: this.board, detector: this.detector } = charucoDetector(cv, board));
  }

  /** The board's corners in a frame, or null when fewer than `MIN_CORNERS_PER_VIEW` (or all on one line). */
  find(frame: GrayImage, index: number): CharucoView | null {
    const { cv } = this;
    if (!this.image || this.image.cols !== frame.width || this.image.rows !== frame.height) {
      this.image?.delete();
      this.image = new cv.Mat(frame.height, frame.width, cv.CV_8UC1);
    }
    this.image.data.set(frame.data);
    const corners = new cv.Mat();
    const ids = new cv.Mat();
    const markerCorners = new cv.MatVector();
    const markerIds = new cv.Mat();
    try {
      this.detector.detectBoard(this.image, corners, ids, markerCorners, markerIds);
      if (ids.rows < MIN_CORNERS_PER_VIEW || this.board.checkCharucoCornersCollinear(ids)) return null;
      // OpenCV 4.12's ChArUco refinement answers corners half a pixel right of and below where its other functions
      // (and `CameraIntrinsics`) put them: pixel centres at integers (opencv/opencv#25539, fixed after 4.12; the
      // test measures the corners against their true projection, so an upgrade that fixes it fails there)
      return {
        frame: index,
        ids: Int32Array.from(ids.data32S),
        corners: Float64Array.from(corners.data32F, (v) => v - CHARUCO_OFFSET_PX),
      };
    } finally {
      for (const m of [corners, ids, markerCorners, markerIds]) m.delete();
    }
  }

  delete(): void {
    this.detector.delete();
    this.board.delete();
    this.image?.delete();
  }
}

/**
 * How different two views are, in units of a just-distinct difference: the larger of the RMS displacement of their
 * common corners over `DUPLICATE_MOVE` of the image diagonal, and the change of the board's shape in the image over
 * `DUPLICATE_SHAPE` (the RMS residual of the best similarity transform from one set of corners to the other, relative
 * to the corners' RMS distance from their centroid): a new tilt changes the shape even where the corners hardly move.
 * Infinity when the views share fewer than 4 corners.
 */
function viewDistance(a: CharucoView, b: CharucoView, diagonal: number): number {
  const index = new Map<number, number>();
  a.ids.forEach((id, i) => index.set(id, i));
  const pairs: [number, number][] = [];
  b.ids.forEach((id, j) => {
    const i = index.get(id);
    if (i !== undefined) pairs.push([i, j]);
  });
  const n = pairs.length;
  if (n < 4) return Infinity;
  let ax = 0;
  let ay = 0;
  let bx = 0;
  let by = 0;
  let moved = 0;
  for (const [i, j] of pairs) {
    const [pax, pay, pbx, pby] = [a.corners[2 * i]!, a.corners[2 * i + 1]!, b.corners[2 * j]!, b.corners[2 * j + 1]!];
    ax += pax / n;
    ay += pay / n;
    bx += pbx / n;
    by += pby / n;
    moved += (pax - pbx) ** 2 + (pay - pby) ** 2;
  }
  // the similarity b ≈ z·a (complex z, centred coordinates) in closed form
  let re = 0;
  let im = 0;
  let aa = 0;
  let bb = 0;
  for (const [i, j] of pairs) {
    const [x, y] = [a.corners[2 * i]! - ax, a.corners[2 * i + 1]! - ay];
    const [u, v] = [b.corners[2 * j]! - bx, b.corners[2 * j + 1]! - by];
    re += x * u + y * v;
    im += x * v - y * u;
    aa += x * x + y * y;
    bb += u * u + v * v;
  }
  const residual = Math.max(0, bb - (re * re + im * im) / aa);
  return Math.max(Math.sqrt(moved / n) / (DUPLICATE_MOVE * diagonal), Math.sqrt(residual / bb) / DUPLICATE_SHAPE);
}

/**
 * Distinct views, at most `MAX_VIEWS`: the view with the most corners first, then each time the view most different
 * from those chosen (ties: more corners), until the rest are near-duplicates of a chosen one.
 */
function selectViews(views: readonly CharucoView[], width: number, height: number): CharucoView[] {
  const diagonal = Math.hypot(width, height);
  const far = 10; // beyond this many just-distinct differences (20° of tilt), prefer more corners to more difference
  const rest = [...views].sort((a, b) => b.ids.length - a.ids.length);
  const chosen: CharucoView[] = [];
  const nearest = rest.map(() => Infinity);
  while (rest.length && chosen.length < MAX_VIEWS) {
    let best = 0;
    for (let i = 1; i < rest.length; i++) {
      const d = Math.min(nearest[i]!, far);
      const bestD = Math.min(nearest[best]!, far);
      if (d > bestD || (d === bestD && rest[i]!.ids.length > rest[best]!.ids.length)) best = i;
    }
    if (nearest[best]! < 1) break;
    const [view] = rest.splice(best, 1);
    nearest.splice(best, 1);
    chosen.push(view!);
    rest.forEach((v, i) => (nearest[i] = Math.min(nearest[i]!, viewDistance(view!, v, diagonal))));
  }
  return chosen;
}

interface Solution {
  matrix: number[];
  distortion: number[];
  rmsPx: number;
  perViewPx: number[];
  sd: number[];
}

/**
 * OpenCV's calibration (Zhang's method then Levenberg-Marquardt over every corner) with radial distortion k1, k2:
 * tangential distortion and k3 are held at zero, as a phone lens is centred and more coefficients than a hand-held
 * board's views determine would trade accuracy of the principal point for fitting the noise.
 */
function solve(
  cv: OpenCv,
  board: CalibrationBoard,
  views: readonly CharucoView[],
  width: number,
  height: number,
): Solution | { error: string } {
  const objectPoints = new cv.MatVector();
  const imagePoints = new cv.MatVector();
  const matrix = new cv.Mat();
  const distortion = new cv.Mat();
  const rvecs = new cv.MatVector();
  const tvecs = new cv.MatVector();
  const sdIntrinsics = new cv.Mat();
  const sdExtrinsics = new cv.Mat();
  const perView = new cv.Mat();
  try {
    for (const view of views) {
      const object = cv.matFromArray(
        view.ids.length,
        1,
        cv.CV_32FC3,
        Array.from(view.ids).flatMap((id) => board.corners[id]!),
      );
      const image = cv.matFromArray(view.ids.length, 1, cv.CV_32FC2, view.corners);
      objectPoints.push_back(object);
      imagePoints.push_back(image);
      object.delete();
      image.delete();
    }
    const rmsPx = cv.calibrateCameraExtended(
      objectPoints,
      imagePoints,
      new cv.Size(width, height),
      matrix,
      distortion,
      rvecs,
      tvecs,
      sdIntrinsics,
      sdExtrinsics,
      perView,
      cv.CALIB_ZERO_TANGENT_DIST | cv.CALIB_FIX_K3,
      new cv.TermCriteria(cv.TermCriteria_COUNT + cv.TermCriteria_EPS, 100, 1e-12),
    );
    return {
      matrix: Array.from(matrix.data64F),
      distortion: Array.from(distortion.data64F),
      rmsPx,
      perViewPx: Array.from(perView.data64F),
      sd: Array.from(sdIntrinsics.data64F),
    };
  } catch (e) {
    // the solver's C++ exceptions (views it cannot solve) arrive as a number
    if (typeof e === 'number') return { error: cv.exceptionFromPtr(e).msg };
    throw e;
  } finally {
    for (let i = 0; i < rvecs.size(); i++) rvecs.get(i).delete();
    for (let i = 0; i < tvecs.size(); i++) tvecs.get(i).delete();
    for (const m of [objectPoints, imagePoints, matrix, distortion, rvecs, tvecs, sdIntrinsics, sdExtrinsics, perView])
      m.delete();
  }
}

/** Whether a solution's focal lengths and principal point are finite and known to within the limits above. */
function determines({ matrix, sd }: Solution, width: number, height: number): boolean {
  const [fx = NaN, , cx = NaN, , fy = NaN, cy = NaN] = matrix;
  const [sfx = NaN, sfy = NaN, scx = NaN, scy = NaN] = sd;
  return (
    [fx, fy, cx, cy, sfx, sfy, scx, scy].every(Number.isFinite) &&
    fx > 0 &&
    fy > 0 &&
    sfx <= MAX_FOCAL_SD_FRACTION * fx &&
    sfy <= MAX_FOCAL_SD_FRACTION * fy &&
    scx <= MAX_CENTRE_SD_FRACTION * width &&
    scy <= MAX_CENTRE_SD_FRACTION * height
  );
}

/**
 * Camera intrinsics from views of the ChArUco calibration board: distinct views are chosen (`selectViews`), the
 * camera solved, views with outlying errors dropped and the camera solved again. Throws `CalibrationError` when
 * fewer than `MIN_VIEWS` distinct views show the board, or when they leave the focal lengths or principal point
 * undetermined (e.g. the board always facing the camera).
 */
export async function calibrateFromViews(
  found: readonly CharucoView[],
  width: number,
  height: number,
  framesSearched: number,
  board: CalibrationBoard = CALIBRATION_BOARD,
): Promise<CalibrationResult> {
  const cv = await loadOpenCv();
  let views = selectViews(found, width, height);
  const details = () => ({ framesSearched, framesWithBoard: found.length, views: views.length });
  if (views.length < MIN_VIEWS)
    throw new CalibrationError(
      'too-few-views',
      `The calibration board was seen in ${views.length} distinct views of ${framesSearched} frames, at least ${MIN_VIEWS} are needed: ${FILMING_ADVICE}.`,
      details(),
    );
  let solution = solve(cv, board, views, width, height);
  if (!('error' in solution)) {
    const limit = Math.max(1, OUTLIER_FACTOR * quantile(solution.perViewPx, 0.5));
    const errors = solution.perViewPx;
    const kept = views.filter((_, i) => errors[i]! <= limit);
    if (kept.length < views.length && kept.length >= MIN_VIEWS) {
      views = kept;
      solution = solve(cv, board, views, width, height);
    }
  }
  if ('error' in solution || !determines(solution, width, height))
    throw new CalibrationError(
      'degenerate-views',
      `The ${views.length} views of the calibration board do not determine the camera (the board faced the camera, or was tilted the same way, in all of them): ${FILMING_ADVICE}.`,
      { ...details(), ...('error' in solution && { solver: solution.error }) },
    );
  const [fx, , cx, , fy, cy] = solution.matrix as [number, number, number, number, number, number];
  const [sfx, sfy, scx, scy] = solution.sd as [number, number, number, number];
  const [k1 = 0, k2 = 0, p1 = 0, p2 = 0, k3 = 0] = solution.distortion;
  return {
    intrinsics: { width, height, fx, fy, cx, cy, distortion: [k1, k2, p1, p2, k3] },
    rmsPx: solution.rmsPx,
    views: views.map((v, i) => ({ frame: v.frame, corners: v.ids.length, rmsPx: solution.perViewPx[i]! })),
    framesSearched,
    framesWithBoard: found.length,
    uncertaintyPx: { fx: sfx, fy: sfy, cx: scx, cy: scy },
  };
}

/** Camera intrinsics from grey frames of the ChArUco calibration board (all of one size). */
export async function calibrateCamera(
  frames: readonly GrayImage[],
  board: CalibrationBoard = CALIBRATION_BOARD,
): Promise<CalibrationResult> {
  const { width, height } = frames[0] ?? { width: 0, height: 0 };
  if (frames.some((f) => f.width !== width || f.height !== height || f.data.length !== width * height))
    throw new RangeError('calibration frames must all have one size');
  const cv = await loadOpenCv();
  const finder = new CharucoFinder(cv, board);
  try {
    const found = frames.flatMap((frame, i) => finder.find(frame, i) ?? []);
    return await calibrateFromViews(found, width, height, frames.length, board);
  } finally {
    finder.delete();
  }
}

/**
 * Camera intrinsics from a video of the ChArUco calibration board: at most `maxFrames` frames, evenly spread, are
 * searched for the board as the video decodes (the frames themselves are not kept).
 */
export async function calibrateFromVideo(
  path: string,
  { board = CALIBRATION_BOARD, maxFrames = MAX_VIDEO_FRAMES }: { board?: CalibrationBoard; maxFrames?: number } = {},
): Promise<CalibrationResult> {
  const cv = await loadOpenCv();
  const finder = new CharucoFinder(cv, board);
  const found: CharucoView[] = [];
  let size = { width: 0, height: 0 };
  let step = 1;
  let searched = 0;
  try {
    await decodeGrayFrames(path, (frame, info) => {
      if (frame.index === 0) {
        size = { width: frame.width, height: frame.height };
        const expected = info.durationMs && info.fps ? (info.durationMs * info.fps) / 1000 : maxFrames;
        step = Math.max(1, Math.ceil(expected / maxFrames));
      }
      if (frame.index % step !== 0) return;
      searched++;
      const view = finder.find(frame, frame.index);
      if (view) found.push(view);
    });
  } finally {
    finder.delete();
  }
  return calibrateFromViews(found, size.width, size.height, searched, board);
}
