import { facePhotoIntrinsics } from '@odontia/shared';
import { phantomFacePhotos, scaleCardPlacement } from '@odontia/phantom';
import { describe, expect, it } from 'vitest';
import type { Point3 } from './camera-pose.js';
import { decodePhoto, greyImage } from './image.js';
import { ScaleCardFinder, similarity } from './scale-card.js';

describe('scale card', () => {
  it('finds the camera of each photo in the card frame to within a few millimetres of the truth', async () => {
    const set = phantomFacePhotos({ seed: 2, count: 6, scaleCard: true });
    const card = scaleCardPlacement(set.face).faceFromBoard;
    const finder = await ScaleCardFinder.create();
    try {
      for (const photo of set.photos) {
        const image = decodePhoto(photo.jpeg)!;
        const pose = finder.cameraPose(greyImage(image), facePhotoIntrinsics(image.width, image.height));
        expect(pose).not.toBeNull();
        // the true camera centre: face frame from the photo's pose, then into the card frame
        const m = photo.camera.cameraFromFace;
        const inFace = [0, 1, 2].map((i) => -(m[i]! * m[3]! + m[4 + i]! * m[7]! + m[8 + i]! * m[11]!));
        const d = [0, 1, 2].map((k) => inFace[k]! - card[k * 4 + 3]!);
        const truth = [0, 1, 2].map((c) => card[c]! * d[0]! + card[4 + c]! * d[1]! + card[8 + c]! * d[2]!);
        const { r, t } = pose!;
        const found = [0, 1, 2].map((i) => -(r[i]! * t[0] + r[3 + i]! * t[1] + r[6 + i]! * t[2]));
        expect(Math.hypot(...found.map((v, k) => v - truth[k]!))).toBeLessThan(4);
      }
      const bare = phantomFacePhotos({ seed: 2, count: 1 }).photos[0]!;
      const image = decodePhoto(bare.jpeg)!;
      expect(finder.cameraPose(greyImage(image), facePhotoIntrinsics(image.width, image.height))).toBeNull();
    } finally {
      finder.delete();
    }
  });

  it('recovers a known similarity', () => {
    const from: Point3[] = [
      [0, 0, 0],
      [10, 0, 0],
      [0, 20, 0],
      [0, 0, 30],
      [5, 5, 5],
    ];
    const [c, s] = [Math.cos(0.4), Math.sin(0.4)];
    const to = from.map(([x, y, z]): Point3 => [2.5 * (c * x - s * y) + 1, 2.5 * (s * x + c * y) - 2, 2.5 * z + 3]);
    const fit = similarity(from, to);
    expect(fit.s).toBeCloseTo(2.5, 9);
    expect(fit.t[0]).toBeCloseTo(1, 9);
    expect(fit.t[2]).toBeCloseTo(3, 9);
    expect(Math.max(...fit.residuals)).toBeLessThan(1e-9);
  });
});
