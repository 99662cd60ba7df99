import type { BoardDefinition, CameraIntrinsics } from '@odontia/shared';
import type { MarkerDetection } from './marker-detection.js';
import type { CvMat, OpenCv } from './opencv.js';

export interface BoardPose {
  /** Board frame → camera frame (OpenCV axes), column-major, mm. */
  cameraFromBoard: number[];
  /** RMS reprojection error over the board's visible corners, pixels. */
  rmsPx: number;
  /** How many of the board's markers were used. */
  markers: number;
}

/** The camera matrix and distortion as OpenCV matrices; `delete()` them when done. */
export function cameraMats(cv: OpenCv, k: CameraIntrinsics): { matrix: CvMat; distortion: CvMat; delete(): void } {
  const matrix = cv.matFromArray(3, 3, cv.CV_64F, [k.fx, 0, k.cx, 0, k.fy, k.cy, 0, 0, 1]);
  const distortion = cv.matFromArray(
    1,
    5,
    cv.CV_64F,
    [0, 0, 0, 0, 0].map((v, i) => k.distortion[i] ?? v),
  );
  return {
    matrix,
    distortion,
    delete: () => {
      matrix.delete();
      distortion.delete();
    },
  };
}

/** Column-major 4x4 from OpenCV's rotation vector and translation. */
function poseMatrix(cv: OpenCv, rvec: CvMat, tvec: CvMat): number[] {
  const r = new cv.Mat();
  cv.Rodrigues(rvec, r);
  const R = r.data64F;
  const t = tvec.data64F;
  const m = [R[0]!, R[3]!, R[6]!, 0, R[1]!, R[4]!, R[7]!, 0, R[2]!, R[5]!, R[8]!, 0, t[0]!, t[1]!, t[2]!, 1];
  r.delete();
  return m;
}

/**
 * The pose of one board from the markers seen in a frame: IPPE (the planar PnP solution, which picks the
 * better of the two mirror poses a plane admits), then Levenberg-Marquardt over every visible corner.
 * Null when fewer than `minMarkers` of the board's markers are visible.
 */
export function solveBoardPose(
  cv: OpenCv,
  board: BoardDefinition,
  detections: readonly MarkerDetection[],
  camera: { matrix: CvMat; distortion: CvMat },
  minMarkers: number,
): BoardPose | null {
  const object: number[] = [];
  const image: number[] = [];
  let markers = 0;
  for (const d of detections) {
    const marker = board.markers.find((m) => m.id === d.id);
    if (!marker) continue;
    markers++;
    for (let k = 0; k < 4; k++) {
      object.push(...marker.corners[k]!);
      image.push(d.corners[2 * k]!, d.corners[2 * k + 1]!);
    }
  }
  if (markers < minMarkers) return null;
  const n = object.length / 3;
  const obj = cv.matFromArray(n, 3, cv.CV_64F, object);
  const img = cv.matFromArray(n, 2, cv.CV_64F, image);
  const rvec = new cv.Mat();
  const tvec = new cv.Mat();
  const projected = new cv.Mat();
  try {
    if (!cv.solvePnP(obj, img, camera.matrix, camera.distortion, rvec, tvec, false, cv.SOLVEPNP_IPPE)) return null;
    cv.solvePnPRefineLM(obj, img, camera.matrix, camera.distortion, rvec, tvec);
    cv.projectPoints(obj, rvec, tvec, camera.matrix, camera.distortion, projected);
    const p = projected.data64F.length ? projected.data64F : Float64Array.from(projected.data32F);
    let sum = 0;
    for (let i = 0; i < n; i++) sum += (p[2 * i]! - image[2 * i]!) ** 2 + (p[2 * i + 1]! - image[2 * i + 1]!) ** 2;
    return { cameraFromBoard: poseMatrix(cv, rvec, tvec), rmsPx: Math.sqrt(sum / n), markers };
  } finally {
    for (const m of [obj, img, rvec, tvec, projected]) m.delete();
  }
}
