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
  delete(): void;
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

export interface OpenCv {
  Mat: { new (): CvMat; new (rows: number, cols: number, type: number): CvMat };
  MatVector: new () => CvMatVector;
  Rect: new (x: number, y: number, width: number, height: number) => CvRect;
  Size: new (width: number, height: number) => CvSize;
  matFromArray(rows: number, cols: number, type: number, values: ArrayLike<number>): CvMat;
  CV_8UC1: number;
  CV_64F: number;
  CV_64FC1: number;
  DICT_4X4_50: number;
  CORNER_REFINE_SUBPIX: number;
  CORNER_REFINE_APRILTAG: number;
  INTER_AREA: number;
  SOLVEPNP_IPPE: number;
  SOLVEPNP_ITERATIVE: number;
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
