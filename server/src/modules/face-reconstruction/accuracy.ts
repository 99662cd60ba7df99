import { FACE_ERROR_REGIONS, type FaceLandmarksFile, type FacePoint } from '@odontia/shared';

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

export function faceAccuracy(result: FaceLandmarksFile, truth: FaceLandmarksFile): FaceAccuracy {
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
