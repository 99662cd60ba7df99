import { describe, expect, it } from 'vitest';
import { rotationAbout, type V3 } from '../jaw/rigid.js';
import { centralWidthFrom, DEFAULT_SMILE_PARAMETERS, designSmile, proportionRatio, type FaceMarks } from './design.js';
import { SYMMETRIC_MARKS, WHEELER_ANTERIORS } from './design.fixture.js';
import { toothMesh, toothOutline, toothPoint } from './shape.js';

const LIBRARY = WHEELER_ANTERIORS;
const MARKS = SYMMETRIC_MARKS;

const RED75 = { ...DEFAULT_SMILE_PARAMETERS, proportion: 'red' as const, redPercent: 75 };

describe('smile design', () => {
  it('derives the central width from the inter-alar or intercanthal distance and the proportion rule', () => {
    expect(proportionRatio({ proportion: 'golden', redPercent: 75 })).toBeCloseTo(0.618047, 6);
    expect(proportionRatio({ proportion: 'red', redPercent: 72 })).toBe(0.72);
    expect(centralWidthFrom('interalar', 35, 0.75)).toBeCloseTo(7.567568, 6);
    expect(centralWidthFrom('interalar', 35, 1 / 1.618)).toBeCloseTo(8.749873, 6);
    expect(centralWidthFrom('intercanthal', 32, 0.75)).toBeCloseTo(9.888752, 6);
  });

  it('places six teeth with RED 75 % widths from the alar base on a parabolic arch (exact figures)', () => {
    const design = designSmile(MARKS, RED75, LIBRARY);
    expect(design.interalarMm).toBe(35);
    expect(design.intercanthalMm).toBe(32);
    expect(design.interpupillaryMm).toBe(62);
    expect(design.totalApparentWidthMm).toBeCloseTo(35, 9);
    expect(design.teeth.map((t) => t.fdi)).toEqual([13, 12, 11, 21, 22, 23]);
    const [c21, l22, k23] = design.teeth.slice(3);
    expect(c21!.apparentWidthMm).toBeCloseTo(7.567568, 6);
    expect(l22!.apparentWidthMm).toBeCloseTo(5.675676, 6);
    expect(k23!.apparentWidthMm).toBeCloseTo(4.256757, 6);
    expect(c21!.widthMm).toBeCloseTo(7.714016, 6);
    expect(l22!.widthMm).toBeCloseTo(6.460138, 6);
    expect(k23!.widthMm).toBeCloseTo(5.459532, 6);
    expect(c21!.rotationDeg).toBeCloseTo(11.182249, 5);
    expect(k23!.rotationDeg).toBeCloseTo(38.767558, 5);
    // central width/height 78 %; lateral and canine keep the library's height ratios
    expect(c21!.heightMm).toBeCloseTo(9.889764, 6);
    expect(l22!.heightMm).toBeCloseTo(8.476941, 6);
    expect(k23!.heightMm).toBeCloseTo(9.418823, 6);
    expect(c21!.labiolingualMm).toBeCloseTo((7 * 7.714016) / 8.5, 5);
    // edges: central 2 mm below the lip at rest, lateral 1 mm and canine 0.5 mm above it, on the arch
    expect(c21!.edgeFrame[0]).toBeCloseTo(3.783784, 6);
    expect(c21!.edgeFrame[2]).toBeCloseTo(-0.747991, 6);
    expect(l22!.edgeFrame[1]).toBe(1);
    expect(k23!.edge[1]).toBeCloseTo(-61.5, 9);
    expect(c21!.edge[1]).toBeCloseTo(-62, 9);
    // the central labial faces 1.5 mm behind the lip surface
    [0, -62, 10.5].forEach((v, i) => expect(design.origin[i]).toBeCloseTo(v, 9));
  });

  it('mirrors the two sides about the dental midline', () => {
    const design = designSmile(MARKS, DEFAULT_SMILE_PARAMETERS, LIBRARY);
    const byFdi = new Map(design.teeth.map((t) => [t.fdi, t]));
    for (const fdi of [11, 12, 13]) {
      const right = byFdi.get(fdi)!;
      const left = byFdi.get(fdi + 10)!;
      expect(right.edge[0]).toBeCloseTo(-left.edge[0], 9);
      expect(right.edge[2]).toBeCloseTo(left.edge[2], 9);
      expect(right.rotationDeg).toBeCloseTo(-left.rotationDeg, 9);
    }
  });

  it("projects each tooth's chord onto exactly its apparent width", () => {
    const design = designSmile(MARKS, { ...DEFAULT_SMILE_PARAMETERS, archDepthMm: 12 }, LIBRARY);
    for (const tooth of design.teeth) {
      const a = toothPoint(tooth, [-tooth.widthMm / 2, 0, 0]);
      const b = toothPoint(tooth, [tooth.widthMm / 2, 0, 0]);
      expect(b[0] - a[0]).toBeCloseTo(tooth.apparentWidthMm, 9);
    }
  });

  it('keeps the incisal plane parallel to a tilted interpupillary line and the dental midline on a canted facial midline', () => {
    // head rolled 5 degrees and turned, midline leaning 3 degrees against the interpupillary perpendicular
    const roll = rotationAbout([0, 0, 0], [0.2, 0.3, 1], (5 * Math.PI) / 180);
    const move = (p: V3): V3 =>
      [0, 1, 2].map(
        (r) => roll[r]! * p[0] + roll[4 + r]! * p[1] + roll[8 + r]! * p[2] + roll[12 + r]! + [4, -7, 30][r]!,
      ) as V3;
    const lean = Math.tan((3 * Math.PI) / 180);
    const marks: FaceMarks = {
      midline: [move([20 * lean, 20, 5]), move([-100 * lean, -100, 5])],
      pupils: [move(MARKS.pupils[0]), move(MARKS.pupils[1])],
      upperLip: move([-60 * lean, -60, 12]),
      innerCanthi: [move(MARKS.innerCanthi[0]), move(MARKS.innerCanthi[1])],
      alae: [move(MARKS.alae[0]), move(MARKS.alae[1])],
    };
    const design = designSmile(marks, RED75, LIBRARY);
    expect(design.midlineCantDeg).toBeCloseTo(3, 9);
    const ip = [0, 1, 2].map((i) => marks.pupils[1][i]! - marks.pupils[0][i]!);
    const c11 = design.teeth.find((t) => t.fdi === 11)!;
    const c21 = design.teeth.find((t) => t.fdi === 21)!;
    const across = [0, 1, 2].map((i) => c21.edge[i]! - c11.edge[i]!);
    const cosine =
      (ip[0]! * across[0]! + ip[1]! * across[1]! + ip[2]! * across[2]!) / (Math.hypot(...ip) * Math.hypot(...across));
    expect(cosine).toBeCloseTo(1, 12);
    // the dental midline (frame origin) lies on the facial midline line, 2 mm below the lip along y
    const expected = move([-62 * lean, -62, 10.5]);
    design.origin.forEach((v, i) => expect(v).toBeCloseTo(expected[i]!, 9));
  });

  it('changes with every parameter a clinician edits', () => {
    const base = designSmile(MARKS, RED75, LIBRARY).teeth.find((t) => t.fdi === 21)!;
    const wider = designSmile(MARKS, { ...RED75, centralWidthMm: 9 }, LIBRARY).teeth.find((t) => t.fdi === 21)!;
    expect(wider.apparentWidthMm).toBe(9);
    const lower = designSmile(MARKS, { ...RED75, incisalShowMm: 3.5 }, LIBRARY).teeth.find((t) => t.fdi === 21)!;
    expect(lower.edge[1] - base.edge[1]).toBeCloseTo(-1.5, 9);
    const eyes = designSmile(MARKS, { ...RED75, widthSource: 'intercanthal' }, LIBRARY).teeth.find(
      (t) => t.fdi === 21,
    )!;
    expect(eyes.apparentWidthMm).toBeCloseTo(9.888752, 6);
  });

  it('builds a closed crown mesh inside the outline', () => {
    const tooth = designSmile(MARKS, RED75, LIBRARY).teeth[2]!;
    const outline = toothOutline(tooth);
    expect(Math.max(...outline.map((p) => p[0]))).toBeCloseTo(tooth.widthMm / 2, 9);
    expect(Math.max(...outline.map((p) => p[1]))).toBeCloseTo(tooth.heightMm, 9);
    expect(Math.min(...outline.map((p) => p[1]))).toBeCloseTo(0, 9);
    const mesh = toothMesh(tooth);
    // closed: every edge is used by exactly two triangles, in opposite directions
    const edges = new Map<string, number>();
    for (let i = 0; i < mesh.indices.length; i += 3)
      for (let k = 0; k < 3; k++) {
        const key = `${mesh.indices[i + k]}-${mesh.indices[i + ((k + 1) % 3)]}`;
        edges.set(key, (edges.get(key) ?? 0) + 1);
      }
    for (const [key, count] of edges) {
      const [a, b] = key.split('-');
      expect(count).toBe(1);
      expect(edges.get(`${b}-${a}`)).toBe(1);
    }
  });
});
