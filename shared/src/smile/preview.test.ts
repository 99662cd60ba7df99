import { describe, expect, it } from 'vitest';
import type { FaceFrontView, FacePoint } from '../face/landmarks.js';
import { FACE_REGIONS } from '../face/regions.js';
import { rotationAbout, type V3 } from '../jaw/rigid.js';
import { DEFAULT_SMILE_PARAMETERS, designSmile } from './design.js';
import { SYMMETRIC_MARKS, WHEELER_ANTERIORS } from './design.fixture.js';
import { convexHull, neutralToSmile, smilePreview, SKULL_FIXED_LANDMARKS } from './preview.js';
import { toothMesh } from './shape.js';

// a face-sized cloud of 468 "landmarks" (a fixed pseudo-random sequence)
let state = 7;
const next = () => ((state = (state * 48271) % 2147483647) / 2147483647) * 2 - 1;
const neutral: FacePoint[] = Array.from({ length: 468 }, () => [70 * next(), -35 + 75 * next(), 30 * next()]);

// the smile: the whole head moved (4 degrees about a slanted axis, then shifted), the mouth and jaw also moved
const head = rotationAbout([5, -40, -60], [0.3, 1, 0.2], (4 * Math.PI) / 180);
const move = (p: readonly number[]): V3 =>
  [0, 1, 2].map((r) => head[r]! * p[0]! + head[4 + r]! * p[1]! + head[8 + r]! * p[2]! + head[12 + r]!) as V3;
const mobile = new Set<number>([...FACE_REGIONS.lipsOuter, ...FACE_REGIONS.lipsInner, ...FACE_REGIONS.jawLine]);
const smile: FacePoint[] = neutral.map((p, i) => {
  const q = move(p);
  return mobile.has(i) ? [q[0] + 3 * Math.sign(q[0]), q[1] + 6, q[2] - 2] : q;
});

// a camera 300 mm in front of the face, looking back at it (image y down)
const front: FaceFrontView = {
  picture: 0,
  width: 480,
  height: 640,
  fx: 500,
  fy: 500,
  cx: 239.5,
  cy: 319.5,
  cameraFromFace: [1, 0, 0, 0, 0, -1, 0, -30, 0, 0, -1, 300],
};
const pinhole = (p: V3): [number, number] => {
  const [x, y, z] = [p[0], -p[1] - 30, 300 - p[2]];
  return [(500 * x) / z + 239.5, (500 * y) / z + 319.5];
};

const design = designSmile(SYMMETRIC_MARKS, DEFAULT_SMILE_PARAMETERS, WHEELER_ANTERIORS);

describe('smile preview', () => {
  it('carries the neutral face onto the smile by the landmarks a smile does not move', () => {
    const { R, t } = neutralToSmile(neutral, smile);
    for (const p of [design.origin, [40, -80, 10] as V3]) {
      const q = move(p);
      const fitted = [0, 1, 2].map((r) => R[r * 3]! * p[0] + R[r * 3 + 1]! * p[1] + R[r * 3 + 2]! * p[2] + t[r]!);
      fitted.forEach((v, k) => expect(v).toBeCloseTo(q[k]!, 9));
    }
    expect(SKULL_FIXED_LANDMARKS.some((i) => mobile.has(i))).toBe(false);
  });

  it('projects the designed crowns through the smile photo camera, front faces only, far to near', () => {
    const preview = smilePreview(design, neutral, { landmarks: smile, front });
    expect(preview.fitRmsMm).toBeLessThan(1e-9);
    const [u, v] = preview.pixelOf(design.origin);
    const [tu, tv] = pinhole(move(design.origin));
    expect(u).toBeCloseTo(tu, 6);
    expect(v).toBeCloseTo(tv, 6);

    // a crown is a labial dome closed by a flat lingual fan (32 triangles): the fans face away, the domes show
    expect(preview.teeth.map((t) => t.fdi).sort()).toEqual([11, 12, 13, 21, 22, 23]);
    for (const [i, tooth] of preview.teeth.entries()) {
      const total = toothMesh(design.teeth.find((t) => t.fdi === tooth.fdi)!).indices.length / 3;
      expect(tooth.triangles.length).toBeGreaterThan(0.6 * total);
      expect(tooth.triangles.length).toBeLessThanOrEqual(total - 32);
      for (const [k, triangle] of tooth.triangles.entries()) {
        expect(triangle.shade).toBeGreaterThan(0);
        expect(triangle.shade).toBeLessThanOrEqual(1);
        if (k > 0) expect(tooth.triangles[k - 1]!.depth).toBeGreaterThanOrEqual(triangle.depth);
      }
      if (i > 0) expect(preview.teeth[i - 1]!.depth).toBeGreaterThanOrEqual(tooth.depth);
      // the outline is convex and encloses every drawn point of its crown
      const edges = tooth.outline.map((p, k) => [p, tooth.outline[(k + 1) % tooth.outline.length]!] as const);
      const side = (e: (typeof edges)[number], q: readonly number[]) =>
        (e[1][0] - e[0][0]) * (q[1]! - e[0][1]) - (e[1][1] - e[0][1]) * (q[0]! - e[0][0]);
      expect(tooth.outline.length).toBeGreaterThan(8);
      const points = tooth.triangles.flatMap((t) => t.points);
      // one expectation over some 40,000 point-edge pairs per crown (each its own was seconds of matcher time)
      const least = points.reduce((m, point) => edges.reduce((n, edge) => Math.min(n, side(edge, point)), m), Infinity);
      expect(least).toBeGreaterThan(-1e-6);
    }
    // the canines, farthest back on the arch, are drawn first
    expect(preview.teeth.slice(0, 2).map((t) => t.fdi % 10)).toEqual([3, 3]);
    // the mouth is the smile's own inner lip contour in the photo
    expect(preview.mouth).toHaveLength(FACE_REGIONS.lipsInner.length);
    FACE_REGIONS.lipsInner.forEach((id, k) => {
      const [mu, mv] = pinhole(smile[id]!);
      expect(preview.mouth[k]![0]).toBeCloseTo(mu, 6);
      expect(preview.mouth[k]![1]).toBeCloseTo(mv, 6);
    });
  });

  it('reports how far the skull-fixed landmarks disagree after the fit', () => {
    const moved = smile.map((p, i): FacePoint => (i === 10 ? [p[0], p[1] + 10, p[2]] : p));
    const preview = smilePreview(design, neutral, { landmarks: moved, front });
    expect(preview.fitRmsMm).toBeGreaterThan(1);
  });
});

describe('convex hull', () => {
  it('keeps the corners, drops inner and collinear points, goes round once', () => {
    const hull = convexHull([
      [0, 0],
      [2, 0],
      [1, 0],
      [2, 2],
      [0, 2],
      [1, 1],
      [0.5, 1.5],
    ]);
    expect(hull).toEqual([
      [0, 0],
      [2, 0],
      [2, 2],
      [0, 2],
    ]);
  });
});
