import { describe, expect, it } from 'vitest';
import { rotationAbout } from '../jaw/rigid.js';
import { faceFrameOf, inFaceFrame, reframeFace } from './frame.js';
import type { FacePoint } from './landmarks.js';

const landmarks: FacePoint[] = Array.from({ length: 468 }, (_, i) => [
  Math.sin(i) * 60,
  Math.cos(i * 1.7) * 80 - 20,
  Math.sin(i * 0.3) * 25,
]);
landmarks[10] = [1, 60, 9];
landmarks[152] = [-1, -115, 5];
const iris = { left: [32, 0.5, 1] as FacePoint, right: [-31, -0.5, 1.5] as FacePoint, diameterMm: 11.7 };

describe('face frame', () => {
  it('puts the pupils on the x axis about the origin and the forehead above the chin', () => {
    const face = reframeFace({ landmarks, iris });
    expect(face.iris.left[1]).toBeCloseTo(0, 9);
    expect(face.iris.left[2]).toBeCloseTo(0, 9);
    expect(face.iris.right[0]).toBeCloseTo(-face.iris.left[0], 9);
    // chin to forehead lies in the x-y plane (the face's front plane), upward
    expect(face.landmarks[10]![2]).toBeCloseTo(face.landmarks[152]![2], 9);
    expect(face.landmarks[10]![1]).toBeGreaterThan(face.landmarks[152]![1]);
    const frame = faceFrameOf(landmarks, iris);
    expect(frame.z[2]).toBeGreaterThan(0.99);
  });

  it('gives the same coordinates wherever the face is, and in millimetres when scaled', () => {
    const m = rotationAbout([10, 20, 30], [0.2, 1, -0.4], 0.7);
    const move = (p: FacePoint): FacePoint =>
      [0, 1, 2].map((r) => m[r]! * p[0] + m[4 + r]! * p[1] + m[8 + r]! * p[2] + m[12 + r]!) as FacePoint;
    const moved = { landmarks: landmarks.map(move), iris: { ...iris, left: move(iris.left), right: move(iris.right) } };
    const [a, b] = [reframeFace({ landmarks, iris }), reframeFace(moved)];
    a.landmarks.forEach((p, i) => p.forEach((v, k) => expect(b.landmarks[i]![k]).toBeCloseTo(v, 9)));
    const frame = faceFrameOf(landmarks, iris);
    expect(inFaceFrame(frame, landmarks[4]!, 2)[1]).toBeCloseTo(2 * a.landmarks[4]![1], 9);
  });
});
