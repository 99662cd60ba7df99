import { FACE_REGIONS } from '@odontia/shared';
import { describe, expect, it } from 'vitest';
import { canonicalFace } from './canonical.js';
import { phantomFace } from './head.js';
import { headShape } from './head-shape.js';
import { facePhotoPoses, lookAt, phantomFacePhotos, scaleCardPlacement } from './photos.js';
import { renderFace } from './render.js';
import { FaceSkin } from './skin.js';

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

  it('keeps the truth: the 468 landmarks are the canonical-based vertices they were before the head was added', () => {
    // figures recorded from the face-mask phantom (before the head beyond the oval existed)
    const cases = [
      { seed: 1, expression: 'neutral', sum: -12784.810780614354, squares: 1922478.472196591, ipd: 67.33042823398216 },
      { seed: 2, expression: 'smile', sum: -13385.421854511898, squares: 1755952.0743246512, ipd: 61.09715754858479 },
      {
        seed: 3,
        expression: 'open_mouth',
        sum: -16446.073988036173,
        squares: 2110142.1180761103,
        ipd: 64.11575066157158,
      },
    ] as const;
    for (const { seed, expression, sum, squares, ipd } of cases) {
      const face = phantomFace({ seed, expression });
      expect(face.positions).toHaveLength(468 * 3);
      expect(face.triangles).toBe(canonicalFace().triangles);
      expect(face.positions.reduce((s, v) => s + v, 0)).toBeCloseTo(sum, 7);
      expect(face.positions.reduce((s, v) => s + v * v, 0)).toBeCloseTo(squares, 5);
      expect(face.ipdMm).toBeCloseTo(ipd, 10);
      // the rendered surface starts with exactly the truth, posed and neutral, and the face's triangles
      expect(Array.from(face.surface.positions.subarray(0, 468 * 3))).toEqual(Array.from(face.positions));
      expect(Array.from(face.surface.rest.subarray(0, 468 * 3))).toEqual(Array.from(face.rest));
      expect(Array.from(face.surface.triangles.subarray(0, 898 * 3))).toEqual(Array.from(face.triangles));
    }
    const neutral = phantomFace({ seed: 1 });
    expect([...neutral.positions.subarray(152 * 3, 152 * 3 + 3)]).toEqual([0, -116.83395958852947, 5.852067450104087]);
    expect([...neutral.positions.subarray(454 * 3, 454 * 3 + 3)]).toEqual([
      81.64854419883159, -19.106077475899333, -66.60221440854009,
    ]);
  });

  it('closes the head beyond the oval: every edge shared by two triangles but the neck cut far below the chin', () => {
    const face = phantomFace({ seed: 1 });
    const { triangles, headStart, earStart, positions } = face.surface;
    const edges = new Map<string, number>();
    for (let t = 0; t < earStart; t++)
      for (let k = 0; k < 3; k++) {
        const [a, b] = [triangles[t * 3 + k]!, triangles[t * 3 + ((k + 1) % 3)]!];
        // each directed edge once (consistent winding), its reverse from the neighbour
        const key = `${a},${b}`;
        expect(edges.has(key)).toBe(false);
        edges.set(key, t);
      }
    const open = [...edges.keys()].filter((key) => !edges.has(key.split(',').reverse().join(',')));
    expect(open).toHaveLength(72);
    for (const key of open)
      for (const v of key.split(',').map(Number)) expect(positions[v * 3 + 1]!).toBeLessThan(-400);
    expect(earStart - headStart).toBeGreaterThan(8000);
    // the head goes round: over the crown (~120 mm above the eyes) and back ~190 mm behind the forehead
    let [top, back] = [-Infinity, Infinity];
    for (let i = 468; i < positions.length / 3; i++) {
      top = Math.max(top, positions[i * 3 + 1]!);
      back = Math.min(back, positions[i * 3 + 2]!);
    }
    expect(top).toBeGreaterThan(105);
    expect(top).toBeLessThan(140);
    expect(back).toBeLessThan(-170);
    expect(headShape().ears).toHaveLength(2);
  });

  it('shows skin, not the background, just below menton and beside the lateral oval points', () => {
    for (const expression of ['neutral', 'open_mouth'] as const) {
      const face = phantomFace({ seed: 1, expression });
      const intrinsics = { ...facePhotoPoses(1, 240, 320)[0]!.intrinsics };
      const camera = { intrinsics, cameraFromFace: lookAt([0, -30, 320], [0, -30, 20]) };
      const image = renderFace(face, camera, 2, 1);
      const m = camera.cameraFromFace;
      const pixel = (p: number[]) => {
        const c = [0, 1, 2].map(
          (r) => m[r * 4]! * p[0]! + m[r * 4 + 1]! * p[1]! + m[r * 4 + 2]! * p[2]! + m[r * 4 + 3]!,
        );
        const [x, y] = [
          (intrinsics.fx * c[0]!) / c[2]! + intrinsics.cx,
          (intrinsics.fy * c[1]!) / c[2]! + intrinsics.cy,
        ];
        const k = (Math.round(y) * 240 + Math.round(x)) * 3;
        return [...image.data.subarray(k, k + 3)];
      };
      const at = (i: number) => [0, 1, 2].map((k) => face.positions[i * 3 + k]!);
      // skin, hair and ears are warm (red above blue), the background grey-blue
      const isHead = ([r, , b]: number[]) => r! - b! > 5;
      const [r0, , b0] = pixel([0, 140, 0]);
      expect(b0! - r0!).toBeGreaterThan(5);
      // 8 mm below menton the neck (in the mask's day, the background)
      const menton = at(152);
      expect(isHead(pixel([menton[0]!, menton[1]! - 8, menton[2]!]))).toBe(true);
      // 2.5 mm outside the face's side points (the mask's edge), the side of the head or an ear
      for (const i of [234, 93, 127, 454, 323, 356]) {
        const p = at(i);
        expect(isHead(pixel([p[0]! + Math.sign(p[0]!) * 2.5, p[1]!, p[2]!]))).toBe(true);
      }
    }
  });

  it('paints the head beyond the oval with the same skin, so the oval leaves no edge', () => {
    const face = phantomFace({ seed: 2 });
    const skin = new FaceSkin(face);
    for (const i of FACE_REGIONS.faceOval) {
      const p = [0, 1, 2].map((k) => face.rest[i * 3 + k]!) as [number, number, number];
      expect(skin.head(p, 0)).toEqual(skin.colour('skin', p, p));
    }
  });

  it('moves the chin, the floor under the jaw and the upper neck with the jaw; the neck end, the back and the ears stay', () => {
    const neutral = phantomFace({ seed: 2 });
    const open = phantomFace({ seed: 2, expression: 'open_mouth' });
    const [a, b] = [neutral.surface.positions, open.surface.positions];
    const moved = (i: number) =>
      Math.hypot(a[i * 3]! - b[i * 3]!, a[i * 3 + 1]! - b[i * 3 + 1]!, a[i * 3 + 2]! - b[i * 3 + 2]!);
    const head = headShape();
    let [nearChin, far] = [0, 0];
    for (let v = 0; v < head.fromOval.length; v++) {
      const i = 468 + v;
      const u = head.fromOval[v]!;
      if (u > 75) far = Math.max(far, moved(i));
      if ((head.anchors[v * 2] === 152 || head.anchors[v * 2 + 1] === 152) && u < 20)
        nearChin = Math.max(nearChin, moved(i));
    }
    expect(far).toBe(0);
    expect(nearChin).toBeGreaterThan(0.8 * moved(152));
    // no tearing: no head edge stretches by more than 15 mm
    const { triangles, headStart, earStart } = open.surface;
    for (let t = headStart; t < earStart; t++)
      for (let k = 0; k < 3; k++) {
        const [p, q] = [triangles[t * 3 + k]!, triangles[t * 3 + ((k + 1) % 3)]!];
        const len = (x: Float64Array) =>
          Math.hypot(x[p * 3]! - x[q * 3]!, x[p * 3 + 1]! - x[q * 3 + 1]!, x[p * 3 + 2]! - x[q * 3 + 2]!);
        expect(len(b) - len(a)).toBeLessThan(15);
      }
  });

  it('writes JPEG photos with the truth', () => {
    const set = phantomFacePhotos({ count: 2, width: 96, height: 128 });
    expect(set.photos).toHaveLength(2);
    expect(set.photos[0]!.jpeg[0]).toBe(0xff);
    expect(set.truth.landmarks).toHaveLength(468);
    expect(set.truth.ipdMm).toBeCloseTo(set.face.ipdMm, 9);
  });
});
