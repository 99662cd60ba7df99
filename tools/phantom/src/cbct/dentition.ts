import type { Vec3 } from '@odontia/shared';
import type { ToothPlacement } from '../anatomy/arch.js';

/**
 * The CBCT's teeth are the scans' teeth (`anatomy/arch.ts`: Wheeler's mean sizes in maximal
 * intercuspation): the scans' crowns (`crown-solid.ts`) on conical roots with a pulp, placed along each
 * tooth's long axis from the sizes here.
 */
export interface ToothSize {
  md: number;
  bl: number;
  crown: number;
  root: number;
  roots: 1 | 2 | 3;
}

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

export interface PlacedTooth {
  /** FDI number. */
  fdi: number;
  upper: boolean;
  size: ToothSize;
  /** On the tooth's long axis, half a fossa depth under the cusp level: where the roots and pulp are placed from. */
  occlusal: Vec3;
  /** Unit vectors: mesiodistal (away from the midline), buccal, occlusal-to-apical (the long axis). */
  md: Vec3;
  bl: Vec3;
  apical: Vec3;
}

const rootsOf = (t: ToothPlacement['tooth']): 1 | 2 | 3 =>
  t.toothClass === 'molar' ? (t.jaw === 'upper' ? 3 : 2) : t.fdi === 14 || t.fdi === 24 ? 2 : 1;

/** Each tooth's axis, sizes and occlusal reference point (half a fossa depth under its cusp tips). */
export function placeTeeth(placements: ToothPlacement[]): PlacedTooth[] {
  return placements.map((pl) => {
    const t = pl.tooth;
    const apical: Vec3 = [-pl.axis[0], -pl.axis[1], -pl.axis[2]];
    const fossa = pl.occlusal.fossaDepthMm / 2;
    const crown = Math.hypot(...pl.occlusalCentre.map((v, i) => v - pl.cervicalCentre[i]!)) - fossa;
    const root = Math.hypot(...pl.apex.map((v, i) => v - pl.cervicalCentre[i]!));
    return {
      fdi: t.fdi,
      upper: t.jaw === 'upper',
      size: { md: t.mesiodistalMm, bl: t.buccolingualMm, crown, root, roots: rootsOf(t) },
      occlusal: pl.occlusalCentre.map((v, i) => v + apical[i]! * fossa) as unknown as Vec3,
      md: [-pl.mesial[0], -pl.mesial[1], -pl.mesial[2]],
      bl: pl.buccal,
      apical,
    };
  });
}

/** A smooth curve through the crown centres of the lower (or upper) teeth, extended distally by `extendMm`. */
export function crownCentreCurve(teeth: PlacedTooth[], upper: boolean, extendMm: number): ArchCurve {
  const left = teeth
    .filter((t) => t.upper === upper && Math.floor(t.fdi / 10) === (upper ? 2 : 3))
    .sort((a, b) => (a.fdi % 10) - (b.fdi % 10));
  const centre = (t: PlacedTooth): [number, number] => {
    const c = t.occlusal.map((v, i) => v + t.apical[i]! * (t.size.crown / 2));
    return [c[0]!, c[2]!];
  };
  const pts = left.map(centre);
  const last = pts[pts.length - 1]!,
    before = pts[pts.length - 2]!;
  const d = Math.hypot(last[0] - before[0], last[1] - before[1]);
  const dir: [number, number] = [(last[0] - before[0]) / d, (last[1] - before[1]) / d];
  const ext: [number, number][] = [0.5, 1].map((f) => [
    last[0] + dir[0] * extendMm * f,
    last[1] + dir[1] * extendMm * f,
  ]);
  return new ArchCurve([[0, pts[0]![1] + 0.5], ...pts, ...ext]);
}
