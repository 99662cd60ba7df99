import { FACE_ERROR_REGIONS, type FaceLandmarksFile } from '@odontia/shared';

/** How far a reconstruction is from the truth, both in the face frame each defines from its own landmarks. */
export interface FaceAccuracy {
  rmsMm: number;
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
  return {
    rmsMm: rmsOf(result, truth, all),
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
