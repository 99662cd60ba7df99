import type { Vec3 } from '@odontia/shared';
import type { PhantomParams } from '../params.js';

/**
 * The CBCT's own minimal dentition: 14 teeth per jaw on a smooth arch, sized from published mean tooth
 * dimensions (mesiodistal, buccolingual, crown height, root length; mm). The intraoral scans' tooth table
 * is not available on this branch yet; when it is, the CBCT should place its teeth from it instead.
 */
export interface ToothSize {
  md: number;
  bl: number;
  crown: number;
  root: number;
  roots: 1 | 2 | 3;
}

/** Index 0..6: central incisor .. second molar. */
const UPPER: ToothSize[] = [
  { md: 8.6, bl: 7.0, crown: 10.5, root: 13, roots: 1 },
  { md: 6.6, bl: 6.2, crown: 9.0, root: 13, roots: 1 },
  { md: 7.6, bl: 8.0, crown: 10.0, root: 17, roots: 1 },
  { md: 7.0, bl: 9.2, crown: 8.5, root: 14, roots: 2 },
  { md: 6.6, bl: 9.0, crown: 7.5, root: 14, roots: 1 },
  { md: 10.4, bl: 11.5, crown: 7.5, root: 13, roots: 3 },
  { md: 9.8, bl: 11.5, crown: 7.0, root: 12, roots: 3 },
];
const LOWER: ToothSize[] = [
  { md: 5.4, bl: 5.7, crown: 9.0, root: 12.5, roots: 1 },
  { md: 5.9, bl: 6.1, crown: 9.5, root: 14, roots: 1 },
  { md: 6.9, bl: 7.7, crown: 11.0, root: 16, roots: 1 },
  { md: 7.0, bl: 7.7, crown: 8.5, root: 14, roots: 1 },
  { md: 7.1, bl: 8.2, crown: 8.0, root: 14.5, roots: 1 },
  { md: 11.2, bl: 10.5, crown: 7.5, root: 14, roots: 2 },
  { md: 10.5, bl: 10.0, crown: 7.0, root: 13, roots: 2 },
];

/** Control points of the left half of the lower arch's buccal/labial line in the occlusal plane (x, z), mm; mirrored for the right. */
const LOWER_ARCH: [number, number][] = [
  [0, 0],
  [7, -1.8],
  [13, -6],
  [18, -12.5],
  [21, -20],
  [23, -28],
  [24.5, -37],
  [25.5, -46],
  [26, -54],
  [26.3, -62],
];

/** A horizontal curve in the occlusal plane parametrised by arc length s from the midline (s > 0 towards the patient's left). */
export class ArchCurve {
  private readonly pts: [number, number][] = [];
  private readonly arc: number[] = [];
  private readonly zero: number;
  constructor(half: [number, number][]) {
    const ctrl = [
      ...half
        .slice(1)
        .reverse()
        .map(([x, z]) => [-x, z] as [number, number]),
      ...half,
    ];
    for (let i = 0; i < ctrl.length - 1; i++) {
      const p0 = ctrl[Math.max(0, i - 1)]!,
        p1 = ctrl[i]!,
        p2 = ctrl[i + 1]!,
        p3 = ctrl[Math.min(ctrl.length - 1, i + 2)]!;
      for (let k = 0; k < 16; k++) {
        const t = k / 16;
        const cr = (a: number, b: number, c: number, d: number) =>
          0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t * t + (-a + 3 * b - 3 * c + d) * t * t * t);
        this.pts.push([cr(p0[0], p1[0], p2[0], p3[0]), cr(p0[1], p1[1], p2[1], p3[1])]);
      }
    }
    this.pts.push(ctrl[ctrl.length - 1]!);
    let s = 0;
    this.arc.push(0);
    for (let i = 1; i < this.pts.length; i++) {
      s += Math.hypot(this.pts[i]![0] - this.pts[i - 1]![0], this.pts[i]![1] - this.pts[i - 1]![1]);
      this.arc.push(s);
    }
    this.zero = this.arc[(half.length - 1) * 16]!;
  }
  get halfLength(): number {
    return this.arc[this.arc.length - 1]! - this.zero;
  }
  /** Point (x, z) and unit tangent (towards increasing s) and unit outward (buccal) normal. */
  at(s: number): { x: number; z: number; tangent: [number, number]; outward: [number, number] } {
    const a = Math.max(0, Math.min(this.arc[this.arc.length - 1]!, s + this.zero));
    let i = 1;
    while (i < this.arc.length - 1 && this.arc[i]! < a) i++;
    const p = this.pts[i - 1]!,
      q = this.pts[i]!;
    const f = (a - this.arc[i - 1]!) / (this.arc[i]! - this.arc[i - 1]! || 1);
    const len = Math.hypot(q[0] - p[0], q[1] - p[1]);
    const tangent: [number, number] = [(q[0] - p[0]) / len, (q[1] - p[1]) / len];
    // Outward: the tangent turned so that it points away from the arch's inside (anterior at the midline).
    return { x: p[0] + f * (q[0] - p[0]), z: p[1] + f * (q[1] - p[1]), tangent, outward: [-tangent[1], tangent[0]] };
  }
}

/** The lower arch's buccal line, scaled by `archScale`. */
export const lowerArch = (p: PhantomParams) =>
  new ArchCurve(LOWER_ARCH.map(([x, z]) => [x * p.archScale, z * p.archScale]));

export interface PlacedTooth {
  /** FDI number. */
  fdi: number;
  upper: boolean;
  size: ToothSize;
  /** Centre of the crown's occlusal end (incisal edge / central fossa level) in the patient frame. */
  occlusal: Vec3;
  /** Unit vectors: mesiodistal (along the arch, away from the midline), buccolingual (outward), occlusal-to-apical. */
  md: Vec3;
  bl: Vec3;
  apical: Vec3;
}

/**
 * Lower teeth sit lingual to the arch line (their buccal faces on it) with occlusal ends on y = 0; the
 * upper incisors and canines stand `overjet` labial to the lower ones and reach `overbite` below y = 0;
 * the upper premolars and molars overlap the lower buccally by 2 mm with occlusal ends on y = 0.
 */
export function placeTeeth(p: PhantomParams): PlacedTooth[] {
  const curve = lowerArch(p);
  const teeth: PlacedTooth[] = [];
  for (const upper of [true, false]) {
    const table = upper ? UPPER : LOWER;
    for (const side of [1, -1]) {
      let s = 0;
      table.forEach((base, i) => {
        const size = {
          ...base,
          md: base.md * p.toothScale,
          bl: base.bl * p.toothScale,
          crown: base.crown * p.toothScale,
        };
        // Upper teeth are wider mesiodistally; they are spaced along the same curve, which the outward offset lengthens.
        const width = upper ? size.md * (LOWER[i]!.md / base.md) : size.md;
        const at = curve.at(side * (s + width / 2));
        s += width;
        const anterior = i < 3;
        const offset = upper
          ? anterior
            ? Math.max(p.overjetMm - 1, 0) + size.bl / 2
            : 2 - (LOWER[i]!.bl * p.toothScale) / 2
          : -size.bl / 2;
        const y = upper && anterior ? -p.overbiteMm : 0;
        const quadrant = upper ? (side > 0 ? 2 : 1) : side > 0 ? 3 : 4;
        teeth.push({
          fdi: quadrant * 10 + i + 1,
          upper,
          size,
          occlusal: [at.x + at.outward[0] * offset, y, at.z + at.outward[1] * offset],
          md: [at.tangent[0] * side, 0, at.tangent[1] * side],
          bl: [at.outward[0], 0, at.outward[1]],
          apical: [0, upper ? 1 : -1, 0],
        });
      });
    }
  }
  return teeth;
}
