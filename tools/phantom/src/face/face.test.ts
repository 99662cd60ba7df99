import { FACE_REGIONS } from '@odontia/shared';
import { describe, expect, it } from 'vitest';
import { canonicalFace } from './canonical.js';
import { phantomFace } from './head.js';
import { facePhotoPoses, phantomFacePhotos, scaleCardPlacement } from './photos.js';
import { renderFace } from './render.js';

describe('phantom face', () => {
  it("reads MediaPipe's canonical face mesh (468 vertices, mm) from the installed package", () => {
    const c = canonicalFace();
    expect(c.positions.length / 3).toBe(468);
    expect(c.triangles.length / 3).toBe(898);
    // patient's left eye corner at +x, nose tip forward, chin down
    expect(c.positions[263 * 3]!).toBeGreaterThan(40);
    expect(c.positions[4 * 3 + 2]!).toBeGreaterThan(70);
    expect(c.positions[152 * 3 + 1]!).toBeLessThan(-80);
  });

  it('puts the origin between the pupils and knows the true IPD and iris', () => {
    const face = phantomFace({ seed: 2 });
    const { left, right } = face.pupils;
    for (let k = 0; k < 3; k++) expect(left[k]! + right[k]!).toBeCloseTo(0, 9);
    expect(face.ipdMm).toBeCloseTo(left[0] - right[0], 9);
    expect(face.ipdMm).toBeGreaterThan(55);
    expect(face.ipdMm).toBeLessThan(75);
    expect(face.irisDiameterMm).toBe(11.7);
    expect(face.eyeTriangles.size).toBeGreaterThan(10);
    expect(face.mouthTriangles.size).toBeGreaterThan(5);
  });

  it('opens the mouth and smiles by moving the lower lip and the corners, not the eyes', () => {
    const [neutral, open, smile] = (['neutral', 'open_mouth', 'smile'] as const).map((expression) =>
      phantomFace({ seed: 2, expression }),
    );
    const gap = (f: typeof neutral) => f.positions[13 * 3 + 1]! - f.positions[14 * 3 + 1]!;
    expect(gap(open)).toBeGreaterThan(gap(neutral) + 10);
    expect(gap(smile)).toBeGreaterThan(gap(neutral));
    expect(smile.positions[291 * 3 + 1]!).toBeGreaterThan(neutral.positions[291 * 3 + 1]!);
    for (const i of FACE_REGIONS.leftEye) expect(open.positions[i * 3 + 1]).toBe(neutral.positions[i * 3 + 1]);
  });

  it('draws the scale card below the chin: paper at its centre, ink on its first marker', () => {
    const face = phantomFace({ seed: 2 });
    const camera = facePhotoPoses(3, 240, 320, 2)[1]!;
    const card = scaleCardPlacement(face);
    const withCard = renderFace(face, camera, 2, 1, card);
    const without = renderFace(face, camera, 2, 1);
    const m = camera.cameraFromFace;
    const { fx, fy, cx, cy } = camera.intrinsics;
    // a point of the card (board frame, mm) in the photo
    const pixel = (bx: number, by: number) => {
      const f = [0, 1, 2].map(
        (r) => card.faceFromBoard[r * 4]! * bx + card.faceFromBoard[r * 4 + 1]! * by + card.faceFromBoard[r * 4 + 3]!,
      );
      const c = [0, 1, 2].map((r) => m[r * 4]! * f[0]! + m[r * 4 + 1]! * f[1]! + m[r * 4 + 2]! * f[2]! + m[r * 4 + 3]!);
      const [x, y] = [Math.round((fx * c[0]!) / c[2]! + cx), Math.round((fy * c[1]!) / c[2]! + cy)];
      return (image: { data: Uint8Array }) => [...image.data.subarray((y * 240 + x) * 3, (y * 240 + x) * 3 + 3)];
    };
    const centre = pixel(0, 0);
    for (const v of centre(withCard)) expect(v).toBeGreaterThan(205);
    expect(centre(without)).not.toEqual(centre(withCard));
    // the first marker's black border, half a cell inside its top-left corner
    const [x0, y0] = card.board.markers[0]!.corners[0]!;
    const cell = card.board.markers[0]!.sizeMm / 6;
    for (const v of pixel(x0! + cell / 2, y0! - cell / 2)(withCard)) expect(v).toBeLessThan(70);
  });

  it('renders the same photo for the same seed, and a face where the camera looks', () => {
    const face = phantomFace({ seed: 4 });
    const camera = facePhotoPoses(3, 120, 160, 4)[1];
    const a = renderFace(face, camera!, 1, 7);
    const b = renderFace(face, camera!, 1, 7);
    expect(Buffer.from(a.data).equals(Buffer.from(b.data))).toBe(true);
    // skin-coloured (red above blue) in the centre, the grey-blue background in the corner
    const at = (x: number, y: number) => [...a.data.subarray((y * 120 + x) * 3, (y * 120 + x) * 3 + 3)];
    const [r, , bl] = at(60, 80);
    expect(r! - bl!).toBeGreaterThan(30);
    const [r0, , b0] = at(2, 2);
    expect(b0! - r0!).toBeGreaterThan(5);
  });

  it('writes JPEG photos with the truth', () => {
    const set = phantomFacePhotos({ count: 2, width: 96, height: 128 });
    expect(set.photos).toHaveLength(2);
    expect(set.photos[0]!.jpeg[0]).toBe(0xff);
    expect(set.truth.landmarks).toHaveLength(468);
    expect(set.truth.ipdMm).toBeCloseTo(set.face.ipdMm, 9);
  });
});
