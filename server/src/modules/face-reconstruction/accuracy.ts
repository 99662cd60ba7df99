import type { FacePhotoSet } from '@odontia/phantom';
import {
  FACE_ERROR_REGIONS,
  faceFrameOf,
  inFaceFrame,
  reframeFace,
  neutralToSmilePhoto,
  toPixel,
  toViewCamera,
  type FaceFrontView,
  type FaceLandmarksFile,
  type FacePoint,
  type V3,
} from '@odontia/shared';
import { rescaledCamera } from './image.js';

/** How far a reconstruction is from the truth, both in the face frame each defines from its own landmarks. */
export interface FaceAccuracy {
  rmsMm: number;
  /** RMS once the reconstruction is scaled by the best factor about the origin: the shape error alone. */
  shapeRmsMm: number;
  regionsRmsMm: Record<keyof typeof FACE_ERROR_REGIONS, number>;
  /** (reconstructed size / true size − 1) × 100, size = RMS distance of the landmarks from their centroid. */
  scaleErrorPct: number;
  ipdErrorMm: number;
}

const rmsOf = (a: FaceLandmarksFile, b: FaceLandmarksFile, ids: readonly number[]) =>
  Math.sqrt(
    ids.reduce((s, i) => {
      const [p, q] = [a.landmarks[i]!, b.landmarks[i]!];
      return s + (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2 + (p[2] - q[2]) ** 2;
    }, 0) / ids.length,
  );

function size(file: FaceLandmarksFile): number {
  const n = file.landmarks.length;
  const c = [0, 1, 2].map((k) => file.landmarks.reduce((s, p) => s + p[k]!, 0) / n);
  return Math.sqrt(
    file.landmarks.reduce((s, p) => s + (p[0] - c[0]!) ** 2 + (p[1] - c[1]!) ** 2 + (p[2] - c[2]!) ** 2, 0) / n,
  );
}

export function faceAccuracy(reconstructed: FaceLandmarksFile, phantom: FaceLandmarksFile): FaceAccuracy {
  // the phantom's truth is in the frame it was built in; a reconstruction's in the frame its own points
  // define (frame.ts): the two are compared in that one rule's frame
  const [result, truth] = [reframeFace(reconstructed), reframeFace(phantom)];
  const all = result.landmarks.map((_, i) => i);
  let pq = 0;
  let pp = 0;
  result.landmarks.forEach((p, i) => {
    const q = truth.landmarks[i]!;
    pq += p[0] * q[0] + p[1] * q[1] + p[2] * q[2];
    pp += p[0] * p[0] + p[1] * p[1] + p[2] * p[2];
  });
  const best = pq / pp;
  const scaled = { ...result, landmarks: result.landmarks.map((p) => p.map((v) => v * best) as FacePoint) };
  return {
    rmsMm: rmsOf(result, truth, all),
    shapeRmsMm: rmsOf(scaled, truth, all),
    regionsRmsMm: {
      eyes: rmsOf(result, truth, FACE_ERROR_REGIONS.eyes),
      nose: rmsOf(result, truth, FACE_ERROR_REGIONS.nose),
      mouth: rmsOf(result, truth, FACE_ERROR_REGIONS.mouth),
      jawLine: rmsOf(result, truth, FACE_ERROR_REGIONS.jawLine),
    },
    scaleErrorPct: (size(result) / size(truth) - 1) * 100,
    ipdErrorMm: result.ipdMm - truth.ipdMm,
  };
}

/** How far the smile preview draws skull-fixed points from where the smile photo shows them (mm at their depth). */
export interface PreviewAccuracy {
  /** The smile reconstruction's front picture. */
  picture: number;
  /** RMS of the skull-fixed landmarks after the neutral-to-smile fit. */
  fitRmsMm: number;
  rmsMm: number;
  maxMm: number;
}

/**
 * The smile preview's chain measured on the phantom, whose build frame is the same in every expression and
 * whose cameras are known: the incisal edges of its six upper anteriors and points 10 mm above them, in the
 * face frame of its true neutral landmarks, taken as points of the neutral reconstruction's face frame,
 * drawn into the smile reconstruction's front photo and compared with their true projection in that photo
 * (the smile photos may have been given enlarged a whole number of times).
 */
export function previewAccuracy(
  neutral: FaceLandmarksFile,
  smile: FaceLandmarksFile,
  smileSet: FacePhotoSet,
  neutralTruth: FaceLandmarksFile,
): PreviewAccuracy {
  const front = smile.front!;
  const { intrinsics, cameraFromFace } = smileSet.photos[front.picture]!.camera;
  // the true camera of the photo as the reconstruction kept it (the phantom's photo, maybe enlarged)
  const { fx, fy, cx, cy } = rescaledCamera(intrinsics, front.width / intrinsics.width);
  const trueView: FaceFrontView = { ...front, fx, fy, cx, cy, cameraFromFace };
  const mapping = neutralToSmilePhoto(neutral.landmarks, { landmarks: smile.landmarks, front });
  const { edgeY, z, centralWidth, lateralWidth, canineWidth } = smileSet.face.teeth;
  const xs = [centralWidth / 2, centralWidth + lateralWidth / 2, centralWidth + lateralWidth + canineWidth / 2];
  const points = [...xs, ...xs.map((x) => -x)].flatMap((x): V3[] => [
    [x, edgeY, z],
    [x, edgeY + 10, z],
  ]);
  // a point of the phantom in the face frame the true neutral landmarks define, as the design's points are
  const anatomical = faceFrameOf(neutralTruth.landmarks, neutralTruth.iris);
  const errorsMm = points.map((p) => {
    const [u, v] = mapping.pixelOf(inFaceFrame(anatomical, p));
    const inCamera = toViewCamera(trueView, p);
    const [tu, tv] = toPixel(trueView, inCamera);
    return (Math.hypot(u - tu, v - tv) * inCamera[2]) / trueView.fx;
  });
  return {
    picture: front.picture,
    fitRmsMm: mapping.fitRmsMm,
    rmsMm: Math.sqrt(errorsMm.reduce((s, e) => s + e * e, 0) / errorsMm.length),
    maxMm: Math.max(...errorsMm),
  };
}
