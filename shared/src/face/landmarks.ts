import type { CameraIntrinsics } from '../markers/camera.js';

/**
 * The measured face a reconstruction stores beside its mesh, `cases/<caseId>/face/<expression>/landmarks.json`
 * under the practice prefix. Millimetres in the face frame: x to the patient's left, y up, z forward out of
 * the face, origin midway between the pupils. `face.glb` beside it is in the same frame.
 */
export const FACE_EXPRESSIONS = ['neutral', 'smile', 'open_mouth'] as const;
export type FaceExpression = (typeof FACE_EXPRESSIONS)[number];

export type FacePoint = [number, number, number];

export interface FaceLandmarksFile {
  version: 1;
  expression: FaceExpression;
  /** The 468 points of the MediaPipe face mesh, in its order. */
  landmarks: FacePoint[];
  /** Pupil centres (patient's left and right) and the iris diameter. */
  iris: { left: FacePoint; right: FacePoint; diameterMm: number };
  /** How millimetres were obtained: the printed scale card, or the population iris diameter. */
  scale: { method: 'card' | 'iris'; mmPerUnit: number };
  /** Distance between the pupil centres. */
  ipdMm: number;
  /** Photos or video frames in which a face was found and used. */
  views: number;
  /** Root mean square distance between the detected and the reprojected landmarks, image pixels. */
  rmsReprojectionPx: number;
  /** The most front-facing picture, stored beside as `front.jpg` (absent in files written before it was kept). */
  front?: FaceFrontView;
}

/** A picture of the reconstruction with its camera: pinhole intrinsics (pixels) and pose in the face frame. */
export interface FaceFrontView extends Omit<CameraIntrinsics, 'distortion'> {
  /** Which of the pictures given (0-based, photos in upload order or sampled video frames). */
  picture: number;
  /** Row-major [R | t]: camera point (mm) = R · face point + t. */
  cameraFromFace: number[];
}

/** Horizontal visible iris diameter of adults (mean), the scale when no card is seen. */
export const IRIS_DIAMETER_MM = 11.7;

export const faceFolder = (practicePrefix: string, caseId: number, expression: FaceExpression): string =>
  `${practicePrefix}cases/${caseId}/face/${expression}/`;
