import { add, cross, dot, normalize, scale, sub } from '../jaw/rigid.js';
import type { FacePoint } from './landmarks.js';

/** The face frame of a set of landmarks (see landmarks.ts): its origin and unit axes in their coordinates. */
export interface FaceFrame {
  origin: FacePoint;
  x: FacePoint;
  y: FacePoint;
  z: FacePoint;
}

/**
 * The face frame every face file is written in, and every comparison of faces is made in: origin midway
 * between the pupils, x from the right pupil to the left, y toward the forehead (chin 152 to forehead 10,
 * made perpendicular to x), z = x × y out of the face.
 */
export function faceFrameOf(landmarks: readonly FacePoint[], pupils: { left: FacePoint; right: FacePoint }): FaceFrame {
  const { left, right } = pupils;
  const x = normalize(sub(left, right));
  const up = sub(landmarks[10]!, landmarks[152]!);
  const y = normalize(sub(up, scale(x, dot(up, x))));
  return { origin: scale(add(left, right), 0.5), x, y, z: cross(x, y) };
}

/** A point's coordinates in the frame, times `factor` (model units to millimetres). */
export function inFaceFrame(frame: FaceFrame, p: FacePoint, factor = 1): FacePoint {
  const d = sub(p, frame.origin);
  return [dot(d, frame.x) * factor, dot(d, frame.y) * factor, dot(d, frame.z) * factor];
}

/** A face file's landmarks and pupils re-expressed in the face frame their own points define. */
export function reframeFace<T extends { landmarks: FacePoint[]; iris: { left: FacePoint; right: FacePoint } }>(
  file: T,
): T {
  const frame = faceFrameOf(file.landmarks, file.iris);
  const to = (p: FacePoint) => inFaceFrame(frame, p);
  return {
    ...file,
    landmarks: file.landmarks.map(to),
    iris: { ...file.iris, left: to(file.iris.left), right: to(file.iris.right) },
  };
}
