import { phantomFacePhotos } from '@odontia/phantom';
import { DEFAULT_SMILE_PARAMETERS, designMarks, designSmile, smilePreview, suggestMarks } from '@odontia/shared';
import { describe, expect, it } from 'vitest';
import { SMILE_LIBRARY } from '../face/face-design.service.js';
import { previewAccuracy } from './accuracy.js';
import { decodePhoto, type RgbImage } from './image.js';
import { reconstructFace } from './reconstruct.js';

/** A picture enlarged `factor` times, each pixel repeated (shrunk back by the same box, it is the same picture). */
function enlarged(image: RgbImage, factor: number): RgbImage {
  const [width, height] = [image.width * factor, image.height * factor];
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const from = (Math.floor(y / factor) * image.width + Math.floor(x / factor)) * 3;
      data.set(image.data.subarray(from, from + 3), (y * width + x) * 3);
    }
  return { width, height, data };
}

// The smile preview's whole chain on the phantom: a neutral and a smile reconstruction from ten photos each,
// the design in the neutral face, drawn on the smile reconstruction's front photo (accuracy.ts says how the
// truth is known). The smile photos are given at twice their size (960x1280, larger than the working size):
// the landmarks are found in the same working pictures, and the front photo keeps the larger size.
describe('smile preview on the phantom', () => {
  it(
    'draws skull-fixed points of the neutral face where they are in the smile photo',
    { timeout: 300_000 },
    async () => {
      const neutralSet = phantomFacePhotos({ seed: 3, count: 10 });
      const smileSet = phantomFacePhotos({ seed: 3, count: 10, expression: 'smile' });
      const neutral = await reconstructFace(
        neutralSet.photos.map((p) => decodePhoto(p.jpeg)),
        'neutral',
      );
      const smile = await reconstructFace(
        smileSet.photos.map((p) => enlarged(decodePhoto(p.jpeg)!, 2)),
        'smile',
      );
      const front = smile.landmarks.front!;
      // ten photos sweep yaw from -55 to +55 degrees: the front photo is one of the two nearest 0
      expect([4, 5]).toContain(front.picture);
      expect([front.width, front.height]).toEqual([960, 1280]);
      expect(new TextDecoder().decode(smile.frontJpeg.subarray(6, 10))).toBe('JFIF');

      const accuracy = previewAccuracy(neutral.landmarks, smile.landmarks, smileSet, neutralSet.truth);
      console.log('smile preview on the phantom, 10 + 10 photos:', JSON.stringify(accuracy));
      expect(accuracy.fitRmsMm).toBeLessThan(2);
      expect(accuracy.rmsMm).toBeLessThan(2);
      expect(accuracy.maxMm).toBeLessThan(3);

      const marks = designMarks(suggestMarks(neutral.landmarks))!;
      const design = designSmile(marks, DEFAULT_SMILE_PARAMETERS, SMILE_LIBRARY);
      const preview = smilePreview(design, neutral.landmarks.landmarks, {
        landmarks: smile.landmarks.landmarks,
        front,
      });
      // the crowns face the camera, far to near, and lie around the open mouth
      expect(preview.teeth.flatMap((t) => t.triangles).length).toBeGreaterThan(500);
      const mouthXs = preview.mouth.map((p) => p[0]);
      const [left, right] = [Math.min(...mouthXs), Math.max(...mouthXs)];
      const centre = preview.pixelOf(design.origin);
      expect(centre[0]).toBeGreaterThan(left);
      expect(centre[0]).toBeLessThan(right);
    },
  );
});
