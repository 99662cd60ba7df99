import { createRequire } from 'node:module';

/**
 * OpenCV's WebAssembly build (`@techstark/opencv-js`, OpenCV 4.12 with the aruco and calib3d modules):
 * about 10 MB, so it is loaded on first use and once per process. The package's typings do not cover the
 * aruco classes; `OpenCv` names the part of the API the capture module uses.
 */
export interface CvMat {
  rows: number;
  cols: number;
  data: Uint8Array;
  data32F: Float32Array;
  data32S: Int32Array;
  data64F: Float64Array;
  roi(rect: CvRect): CvMat;
  delete(): void;
}

export interface CvRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CvSize {
  width: number;
  height: number;
}

export interface CvMatVector {
  size(): number;
  get(i: number): CvMat;
  push_back(mat: CvMat): void;
  delete(): void;
}

export interface CvTermCriteria {
  type: number;
  maxCount: number;
  epsilon: number;
}

export interface CvArucoDetector {
  detectMarkers(image: CvMat, corners: CvMatVector, ids: CvMat, rejected: CvMatVector): void;
  delete(): void;
}

export interface CvDetectorParameters {
  cornerRefinementMethod: number;
  /** Corner search window, half side in pixels: this fraction of a marker cell, at most `cornerRefinementWinSize`. */
  relativeCornerRefinmentWinSize: number;
  cornerRefinementWinSize: number;
  cornerRefinementMaxIterations: number;
  cornerRefinementMinAccuracy: number;
  delete(): void;
}

export interface CvDictionary {
  delete(): void;
}

export interface CvCharucoBoard {
  checkCharucoCornersCollinear(charucoIds: CvMat): boolean;
  delete(): void;
}

export interface CvCharucoParameters {
  /** Adjacent markers that must be found for a chessboard corner to count (0-2). */
  minMarkers: number;
  /** Look again for markers the board layout says are missing (`refineDetectedMarkers`). */
  tryRefineMarkers: boolean;
  delete(): void;
}

export interface CvCharucoDetector {
  /** Chessboard corners (N x 1, CV_32FC2, sub-pixel) and their ids (N x 1, CV_32S); the markers are outputs too. */
  detectBoard(
    image: CvMat,
    charucoCorners: CvMat,
    charucoIds: CvMat,
    markerCorners: CvMatVector,
    markerIds: CvMat,
  ): void;
  delete(): void;
}

export interface OpenCv {
  Mat: { new (): CvMat; new (rows: number, cols: number, type: number): CvMat };
  MatVector: new () => CvMatVector;
  Rect: new (x: number, y: number, width: number, height: number) => CvRect;
  Size: new (width: number, height: number) => CvSize;
  matFromArray(rows: number, cols: number, type: number, values: ArrayLike<number>): CvMat;
  CV_8UC1: number;
  CV_32S: number;
  CV_32FC2: number;
  CV_32FC3: number;
  CV_64F: number;
  CV_64FC1: number;
  DICT_4X4_50: number;
  CORNER_REFINE_SUBPIX: number;
  CORNER_REFINE_APRILTAG: number;
  INTER_AREA: number;
  SOLVEPNP_IPPE: number;
  SOLVEPNP_ITERATIVE: number;
  CALIB_FIX_K3: number;
  CALIB_ZERO_TANGENT_DIST: number;
  TermCriteria_COUNT: number;
  TermCriteria_EPS: number;
  TermCriteria: new (type: number, maxCount: number, epsilon: number) => CvTermCriteria;
  /** The message of a C++ exception, which the WebAssembly build throws as a number (its pointer). */
  exceptionFromPtr(pointer: number): { msg: string };
  getPredefinedDictionary(id: number): CvDictionary;
  aruco_DetectorParameters: new () => CvDetectorParameters;
  aruco_RefineParameters: new (
    minRepDistance: number,
    errorCorrectionRate: number,
    checkAllOrders: boolean,
  ) => {
    delete(): void;
  };
  aruco_ArucoDetector: new (
    dictionary: CvDictionary,
    parameters: CvDetectorParameters,
    refine: { delete(): void },
  ) => CvArucoDetector;
  aruco_CharucoBoard: new (
    squares: CvSize,
    squareLength: number,
    markerLength: number,
    dictionary: CvDictionary,
    ids: CvMat,
  ) => CvCharucoBoard;
  aruco_CharucoParameters: new () => CvCharucoParameters;
  aruco_CharucoDetector: new (
    board: CvCharucoBoard,
    charucoParameters: CvCharucoParameters,
    detectorParameters: CvDetectorParameters,
    refine: { delete(): void },
  ) => CvCharucoDetector;
  generateImageMarker(dictionary: CvDictionary, id: number, sidePixels: number, img: CvMat, borderBits: number): void;
  solvePnP(
    objectPoints: CvMat,
    imagePoints: CvMat,
    cameraMatrix: CvMat,
    distCoeffs: CvMat,
    rvec: CvMat,
    tvec: CvMat,
    useExtrinsicGuess: boolean,
    flags: number,
  ): boolean;
  solvePnPRefineLM(
    objectPoints: CvMat,
    imagePoints: CvMat,
    cameraMatrix: CvMat,
    distCoeffs: CvMat,
    rvec: CvMat,
    tvec: CvMat,
  ): void;
  projectPoints(
    objectPoints: CvMat,
    rvec: CvMat,
    tvec: CvMat,
    cameraMatrix: CvMat,
    distCoeffs: CvMat,
    imagePoints: CvMat,
  ): void;
  Rodrigues(src: CvMat, dst: CvMat): void;
  /**
   * Zhang's calibration from views of a planar target: answers the RMS reprojection error (px) and fills the
   * camera matrix (3x3), the distortion (1x5 with the default model), each view's pose, the standard deviations of
   * the intrinsics (fx, fy, cx, cy, k1, k2, p1, p2, k3, ... 18x1) and of the poses, and each view's RMS error (Nx1).
   * Object points: one N x 1 CV_32FC3 per view; image points: one N x 1 CV_32FC2 per view.
   */
  calibrateCameraExtended(
    objectPoints: CvMatVector,
    imagePoints: CvMatVector,
    imageSize: CvSize,
    cameraMatrix: CvMat,
    distCoeffs: CvMat,
    rvecs: CvMatVector,
    tvecs: CvMatVector,
    stdDeviationsIntrinsics: CvMat,
    stdDeviationsExtrinsics: CvMat,
    perViewErrors: CvMat,
    flags: number,
    criteria: CvTermCriteria,
  ): number;
  resize(src: CvMat, dst: CvMat, size: CvSize, fx: number, fy: number, interpolation: number): void;
}

let loading: Promise<OpenCv> | undefined;

export function loadOpenCv(): Promise<OpenCv> {
  loading ??= (async () => {
    // Emscripten's module object is a thenable that resolves to itself: awaiting it (or a dynamic import
    // namespace that mirrors it) never settles, so require it, wait for the runtime explicitly and drop `then`.
    const cv = createRequire(import.meta.url)('@techstark/opencv-js') as OpenCv & {
      onRuntimeInitialized?: () => void;
      then?: unknown;
    };
    if (typeof cv.Mat !== 'function') await new Promise<void>((resolve) => (cv.onRuntimeInitialized = resolve));
    delete cv.then;
    return cv;
  })();
  return loading;
}
