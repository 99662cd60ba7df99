import type { FacePoint } from './landmarks.js';

/** The face frame of a set of landmarks (see landmarks.ts): its origin and unit axes in their coordinates. */
export interface FaceFrame {
  origin: FacePoint;
  x: FacePoint;
  y: FacePoint;
  z: FacePoint;
}

const sub = (a: FacePoint, b: FacePoint): FacePoint => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: FacePoint, b: FacePoint) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const unit = (a: FacePoint): FacePoint => {
  const l = Math.hypot(a[0], a[1], a[2]);
  return [a[0] / l, a[1] / l, a[2] / l];
};

/**
 * The face frame every face file is written in, and every comparison of faces is made in: origin midway
 * between the pupils, x from the right pupil to the left, y toward the forehead (chin 152 to forehead 10,
 * made perpendicular to x), z = x × y out of the face.
 */
export function faceFrameOf(landmarks: readonly FacePoint[], pupils: { left: FacePoint; right: FacePoint }): FaceFrame {
  const { left, right } = pupils;
  const x = unit(sub(left, right));
  const up = sub(landmarks[10]!, landmarks[152]!);
  const along = dot(up, x);
  const y = unit([up[0] - x[0] * along, up[1] - x[1] * along, up[2] - x[2] * along]);
  const z: FacePoint = [x[1] * y[2] - x[2] * y[1], x[2] * y[0] - x[0] * y[2], x[0] * y[1] - x[1] * y[0]];
  return { origin: [(left[0] + right[0]) / 2, (left[1] + right[1]) / 2, (left[2] + right[2]) / 2], x, y, z };
}

/** A point's coordinates in the frame, times `scale` (model units to millimetres). */
export function inFaceFrame(frame: FaceFrame, p: FacePoint, scale = 1): FacePoint {
  const d = sub(p, frame.origin);
  return [dot(d, frame.x) * scale, dot(d, frame.y) * scale, dot(d, frame.z) * scale];
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
