import type { Matrix4Array, Vec3 } from '@odontia/shared';
import type { PhantomParams } from '../params.js';
import { jawTeeth, type Jaw, type Tooth } from './teeth.js';

/**
 * The dental arches in maximal intercuspation, in the patient frame (+X left, +Y up, +Z anterior, mm).
 *
 * Arch form: the lower arch's crown-centre line is a smooth curve in the occlusal plane (y = 0) whose
 * curvature is constant across the incisors and canine (Bonwill's anterior circle, radius 18 mm x
 * archScale) and decays exponentially distal to the canine, so the premolar-molar segments straighten
 * and diverge ~15 deg from the sagittal plane. Teeth sit along it in contact: each tooth's mesial and
 * distal contact points lie on the curve one mesiodistal width apart (chord), from IP (the mesial
 * incisal corners of 31 and 41) outwards. The upper curve is the lower one offset buccally: by the
 * overjet at the incisors and by the lower buccal cusp offset at the posteriors, so every lower buccal
 * cusp tip stands under the upper central-fossa line and every upper lingual cusp over the lower one.
 *
 * Occlusal design (local crown heights, see `ToothPlacement.occlusal`): lower buccal cusp tips and
 * incisal edges at y = 0 (so the plane through IP and the mesiobuccal cusps of 36 and 46 is y = 0);
 * upper posterior central fossae floor at y = 0 and their cusp tips at y = -fossaDepth, reaching the
 * lower fossae floors at the same depth; upper incisal edges at y = -overbite.
 */

export interface Cusp {
  /** e.g. 'mesiobuccal', 'lingual', 'incisal', 'mesialIncisal'. */
  name: string;
  /** Local crown coordinates [mesial, occlusal, buccal] from `occlusalCentre`. */
  local: Vec3;
  tip: Vec3;
}

export interface ToothPlacement {
  tooth: Tooth;
  /** Centre of the crown at the level of its buccal cusp tip(s) or incisal edge. */
  occlusalCentre: Vec3;
  /** Centre of the crown at the cementoenamel junction. */
  cervicalCentre: Vec3;
  /** Apex of the (longest) root. */
  apex: Vec3;
  /** Unit long axis, pointing from the root towards the occlusal surface. */
  axis: Vec3;
  /** Unit direction towards the mesial contact (towards the midline along the arch). */
  mesial: Vec3;
  /** Unit facial direction (buccal / labial), perpendicular to `axis` and `mesial`. */
  buccal: Vec3;
  /** Mesial and distal contact points at the height of `occlusalCentre`, on the arch curve. */
  mesialContact: Vec3;
  distalContact: Vec3;
  cusps: Cusp[];
  /** Occlusal morphology for the crown builders, local units as `Cusp.local`. */
  occlusal: {
    /** Depth of the central fossa / groove floor below the cusp-tip level (posteriors), 0 otherwise. */
    fossaDepthMm: number;
    /** Slope (rise over run) of the cusp ridges. */
    cuspSlope: number;
  };
  /** Column-major 4x4 from local crown coordinates [mesial, occlusal, buccal] to the patient frame. */
  frame: Matrix4Array;
}

export interface DentalArches {
  upper: ToothPlacement[];
  lower: ToothPlacement[];
  overjetMm: number;
  overbiteMm: number;
}

type V = [number, number, number];
const add = (a: Vec3, b: Vec3): V => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const sub = (a: Vec3, b: Vec3): V => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const scale = (a: Vec3, k: number): V => [a[0] * k, a[1] * k, a[2] * k];
const norm = (a: Vec3) => Math.hypot(a[0], a[1], a[2]);
const unit = (a: Vec3): V => scale(a, 1 / norm(a));
const rad = (d: number) => (d * Math.PI) / 180;

/** Curvature model of the lower crown-centre line (see module comment). */
const ARCH = {
  anteriorRadiusMm: 18,
  /** Arc length (per side, mean tooth sizes) over which the curvature is constant: lower 1-3. */
  anteriorArcMm: 17.5,
  decayMm: 7,
  stepMm: 0.05,
  lengthMm: 70,
};

/** Labial crown inclination to the occlusal-plane normal by position 1..7, degrees (crown tipped facially). */
const INCLINATION: Record<Jaw, number[]> = {
  upper: [22, 18, 8, 0, 0, 0, 0],
  lower: [20, 18, 8, 0, 0, 0, 0],
};

/** Vertical overlap of the upper canine tip relative to the incisor overbite. */
const CANINE_OVERLAP = 0.6;
const FOSSA_DEPTH = { premolar: 1.8, molar: 2.0 };
const CUSP_SLOPE = 0.75;
/** Buccal and lingual cusp tips' distance from the crown centre line, as a fraction of the buccolingual width. */
const CUSP_SPREAD = 0.3;

/** A planar curve sampled by arc length: x >= 0 half (left side), mirrored for the right. */
interface Curve {
  points: [number, number][];
  step: number;
}

function lowerCurve(p: PhantomParams): Curve {
  const r = ARCH.anteriorRadiusMm * p.archScale;
  const s1 = ARCH.anteriorArcMm * p.toothScale;
  const decay = ARCH.decayMm * p.archScale;
  const k0 = 1 / r;
  const n = Math.ceil((ARCH.lengthMm * p.archScale) / ARCH.stepMm);
  const points: [number, number][] = [[0, 0]];
  let x = 0;
  let z = 0;
  const heading = (s: number) => (s <= s1 ? k0 * s : k0 * s1 + k0 * decay * (1 - Math.exp(-(s - s1) / decay)));
  for (let i = 0; i < n; i++) {
    // midpoint rule on the heading
    const th = heading((i + 0.5) * ARCH.stepMm);
    x += Math.cos(th) * ARCH.stepMm;
    z -= Math.sin(th) * ARCH.stepMm;
    points.push([x, z]);
  }
  return { points, step: ARCH.stepMm };
}

/** The curve offset outwards by `offset(arcLength)`, resampled by its own arc length. */
function offsetCurve(c: Curve, offset: (s: number) => number): Curve {
  const raw: [number, number][] = c.points.map((pt, i) => {
    const a = c.points[Math.max(0, i - 1)]!;
    const b = c.points[Math.min(c.points.length - 1, i + 1)]!;
    const tx = b[0] - a[0];
    const tz = b[1] - a[1];
    const l = Math.hypot(tx, tz);
    // outward normal of a curve heading +x then turning to -z: (−tz, tx)/l rotated to face outwards
    const nx = -tz / l;
    const nz = tx / l;
    const d = offset(i * c.step);
    return [pt[0] + nx * d, pt[1] + nz * d];
  });
  // start exactly on the midline
  raw[0] = [0, raw[0]![1]];
  return resampled(raw, c.step);
}

/** A polyline through `raw` resampled every `step` mm of its own arc length. */
function resampled(raw: [number, number][], step: number): Curve {
  const points: [number, number][] = [raw[0]!];
  let carry = 0;
  for (let i = 1; i < raw.length; i++) {
    const a = raw[i - 1]!;
    const b = raw[i]!;
    const seg = Math.hypot(b[0] - a[0], b[1] - a[1]);
    let t = step - carry;
    while (t <= seg) {
      points.push([a[0] + ((b[0] - a[0]) * t) / seg, a[1] + ((b[1] - a[1]) * t) / seg]);
      t += step;
    }
    carry = seg - (t - step);
  }
  return { points, step };
}

function at(c: Curve, s: number): [number, number] {
  const f = s / c.step;
  const i = Math.min(Math.floor(f), c.points.length - 2);
  const t = f - i;
  const a = c.points[i]!;
  const b = c.points[i + 1]!;
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

/** Arc length s' > s where the chord from at(s) has length `w` (bisection). */
function chordEnd(c: Curve, s: number, w: number): number {
  const a = at(c, s);
  let lo = s;
  let hi = s + w * 1.5;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    const b = at(c, mid);
    if (Math.hypot(b[0] - a[0], b[1] - a[1]) < w) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

function cuspLayout(t: Tooth): { name: string; m: number; b: number; h: number }[] {
  const w = t.mesiodistalMm;
  const sb = CUSP_SPREAD * t.buccolingualMm;
  const upper = t.jaw === 'upper';
  switch (t.type) {
    case 'centralIncisor':
    case 'lateralIncisor':
      return [
        { name: 'mesialIncisal', m: w / 2, b: 0, h: 0 },
        { name: 'incisal', m: 0, b: 0, h: 0 },
        { name: 'distalIncisal', m: -0.42 * w, b: 0, h: t.type === 'lateralIncisor' && upper ? -0.6 : -0.2 },
      ];
    case 'canine':
      return [{ name: 'cusp', m: upper ? -0.05 * w : 0.05 * w, b: 0, h: 0 }];
    case 'firstPremolar':
      return [
        { name: 'buccal', m: 0, b: sb, h: 0 },
        { name: 'lingual', m: upper ? 0.05 * w : 0, b: -sb, h: upper ? -0.8 : -2.5 },
      ];
    case 'secondPremolar':
      return [
        { name: 'buccal', m: 0, b: sb, h: 0 },
        { name: 'lingual', m: 0, b: -sb, h: upper ? -0.3 : -1.0 },
      ];
    case 'firstMolar':
      return upper
        ? [
            { name: 'mesiobuccal', m: 0.24 * w, b: sb, h: 0 },
            { name: 'distobuccal', m: -0.24 * w, b: sb, h: -0.2 },
            { name: 'mesiolingual', m: 0.12 * w, b: -sb, h: 0 },
            { name: 'distolingual', m: -0.28 * w, b: -sb, h: -0.8 },
          ]
        : [
            { name: 'mesiobuccal', m: 0.3 * w, b: sb, h: 0 },
            { name: 'distobuccal', m: -0.04 * w, b: sb, h: 0 },
            { name: 'distal', m: -0.34 * w, b: 0.7 * sb, h: -0.4 },
            { name: 'mesiolingual', m: 0.26 * w, b: -sb, h: 0 },
            { name: 'distolingual', m: -0.18 * w, b: -sb, h: 0 },
          ];
    case 'secondMolar':
      return upper
        ? [
            { name: 'mesiobuccal', m: 0.24 * w, b: sb, h: 0 },
            { name: 'distobuccal', m: -0.22 * w, b: sb, h: -0.4 },
            { name: 'mesiolingual', m: 0.1 * w, b: -sb, h: 0 },
            { name: 'distolingual', m: -0.28 * w, b: -sb, h: -1.2 },
          ]
        : [
            { name: 'mesiobuccal', m: 0.25 * w, b: sb, h: 0 },
            { name: 'distobuccal', m: -0.25 * w, b: sb, h: 0 },
            { name: 'mesiolingual', m: 0.25 * w, b: -sb, h: 0 },
            { name: 'distolingual', m: -0.25 * w, b: -sb, h: 0 },
          ];
  }
}

function place(t: Tooth, curve: Curve, s0: number, y: number): { placement: ToothPlacement; end: number } {
  const s1 = chordEnd(curve, s0, t.mesiodistalMm);
  const sign = t.side === 'left' ? 1 : -1;
  const [ax, az] = at(curve, s0);
  const [bx, bz] = at(curve, s1);
  const mesialContact: V = [sign * ax, y, az];
  const distalContact: V = [sign * bx, y, bz];
  const mesial = unit(sub(mesialContact, distalContact));
  const up: V = [0, 1, 0];
  // outward (facial) direction in the occlusal plane: mesial x up points facially on the left, lingually on the right
  const cross: V = [
    mesial[1] * up[2] - mesial[2] * up[1],
    mesial[2] * up[0] - mesial[0] * up[2],
    mesial[0] * up[1] - mesial[1] * up[0],
  ];
  const facialFlat = unit(scale(cross, -sign));
  const occlusalUp: V = t.jaw === 'upper' ? [0, -1, 0] : [0, 1, 0];
  const inc = rad(INCLINATION[t.jaw][t.position - 1]!);
  const axis = unit(add(scale(occlusalUp, Math.cos(inc)), scale(facialFlat, Math.sin(inc))));
  const buccal = unit(
    sub(facialFlat, scale(axis, facialFlat[0] * axis[0] + facialFlat[1] * axis[1] + facialFlat[2] * axis[2])),
  );
  const occlusalCentre = scale(add(mesialContact, distalContact), 0.5);
  const cervicalCentre = sub(occlusalCentre, scale(axis, t.crownHeightMm));
  const apex = sub(cervicalCentre, scale(axis, t.rootLengthMm));
  const local = (m: number, h: number, b: number): V =>
    add(occlusalCentre, add(scale(mesial, m), add(scale(axis, h), scale(buccal, b))));
  const cusps: Cusp[] = cuspLayout(t).map((c) => ({ name: c.name, local: [c.m, c.h, c.b], tip: local(c.m, c.h, c.b) }));
  const fossaDepthMm = t.toothClass === 'molar' || t.toothClass === 'premolar' ? FOSSA_DEPTH[t.toothClass] : 0;
  const frame: number[] = [...mesial, 0, ...axis, 0, ...buccal, 0, ...occlusalCentre, 1];
  return {
    placement: {
      tooth: t,
      occlusalCentre,
      cervicalCentre,
      apex,
      axis,
      mesial,
      buccal,
      mesialContact,
      distalContact,
      cusps,
      occlusal: { fossaDepthMm, cuspSlope: CUSP_SLOPE },
      frame,
    },
    end: s1,
  };
}

function placeJaw(teeth: Tooth[], curve: Curve, heightOf: (t: Tooth) => number): ToothPlacement[] {
  const out: ToothPlacement[] = [];
  for (const side of ['right', 'left'] as const) {
    let s = 0;
    const quadrant = teeth.filter((t) => t.side === side).sort((a, b) => a.position - b.position);
    for (const t of quadrant) {
      const { placement, end } = place(t, curve, s, heightOf(t));
      out.push(placement);
      s = end;
    }
  }
  // order as jawTeeth: 7..1 right, then 1..7 left
  return teeth.map((t) => out.find((p) => p.tooth.fdi === t.fdi)!);
}

/**
 * Where the upper first molars' mesiobuccal cusps stand relative to the lower first molars' buccal
 * grooves (midway between their mesiobuccal and distobuccal cusp tips), mm along the lower molar's
 * mesial direction, both sides averaged: positive when the upper cusp is mesial of the groove.
 */
export function molarRelationMm(arches: Pick<DentalArches, 'upper' | 'lower'>): number {
  const find = (jaw: ToothPlacement[], fdi: number) => jaw.find((t) => t.tooth.fdi === fdi)!;
  const cusp = (t: ToothPlacement, name: string) => t.cusps.find((c) => c.name === name)!.tip;
  let sum = 0;
  for (const [upperFdi, lowerFdi] of [
    [16, 46],
    [26, 36],
  ] as const) {
    const l = find(arches.lower, lowerFdi);
    const groove = scale(add(cusp(l, 'mesiobuccal'), cusp(l, 'distobuccal')), 0.5);
    const u = cusp(find(arches.upper, upperFdi), 'mesiobuccal');
    sum += (u[0] - groove[0]) * l.mesial[0] + (u[2] - groove[2]) * l.mesial[2];
  }
  return sum / 2;
}

/**
 * Angle's classes a full cusp apart: one premolar width (the lower second premolar's), upper molars
 * mesial of Class I in Class II (distocclusion), distal in Class III (mesiocclusion).
 */
export const classShiftMm = (p: PhantomParams): number =>
  (p.jawClass === 1 ? 0 : p.jawClass === 2 ? 1 : -1) *
  jawTeeth('lower', p.toothScale).find((t) => t.fdi === 35)!.mesiodistalMm;

/**
 * Both arches of the phantom in maximal intercuspation.
 *
 * The jaw relation class: the lower arch is the frame; the upper arch stands further forward (Class
 * II) or back (Class III) by the distance that puts its first molars a full cusp mesial or distal of
 * Class I, its posterior segments moved along themselves so they keep their buccolingual fit (upper
 * fossae over the lower buccal cusps), which in a patient is the maxilla's width adapted to the jaw.
 * `overjetMm` is the overjet of the Class I relation; a Class II or III arch has the overjet its
 * molar relation implies (found by bisection, reported in `DentalArches.overjetMm`).
 */
export function dentalArches(p: PhantomParams): DentalArches {
  const lowerTeeth = jawTeeth('lower', p.toothScale);
  const upperTeeth = jawTeeth('upper', p.toothScale);
  const lower = lowerCurve(p);
  const lowerArch = placeJaw(lowerTeeth, lower, () => 0);

  // upper crown-centre line: incisal edges overjet ahead of the lower ones, posterior fossae over the lower buccal cusps
  const lowerMolar = lowerTeeth.find((t) => t.fdi === 36)!;
  const posteriorOffset = CUSP_SPREAD * lowerMolar.buccolingualMm;
  const canineEnd = ARCH.anteriorArcMm * p.toothScale;
  const incisorEnd = (5.0 + 5.5) * p.toothScale;
  const blend = (s: number) => {
    const t = Math.min(1, Math.max(0, (s - incisorEnd) / (canineEnd + 4 - incisorEnd)));
    return t * t * (3 - 2 * t);
  };
  const classI = offsetCurve(lower, (s) => p.overjetMm + (posteriorOffset - p.overjetMm) * blend(s));
  const upperHeight = (t: Tooth) =>
    t.toothClass === 'molar' || t.toothClass === 'premolar'
      ? -FOSSA_DEPTH[t.toothClass]
      : -p.overbiteMm * (t.toothClass === 'canine' ? CANINE_OVERLAP : 1);
  // The Class I upper curve moved forward (Class II) or back (Class III): the incisors straight, the
  // posterior segments along themselves (each point onto the curve at its new depth z), blended
  // around the canines. Along a half arch z falls monotonically, so the curve is a function x(z).
  const xAtDepth = (z: number): number => {
    const pts = classI.points;
    const last = pts.length - 1;
    if (z <= pts[last]![1]) {
      const [a, b] = [pts[last - 1]!, pts[last]!];
      return b[0] + ((z - b[1]) * (b[0] - a[0])) / (b[1] - a[1]);
    }
    let [lo, hi] = [0, last];
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (pts[mid]![1] > z) lo = mid;
      else hi = mid;
    }
    const [a, b] = [pts[lo]!, pts[hi]!];
    return a[0] + ((z - a[1]) * (b[0] - a[0])) / (b[1] - a[1]);
  };
  const upperWith = (forwardMm: number) =>
    placeJaw(
      upperTeeth,
      forwardMm === 0
        ? classI
        : resampled(
            classI.points.map(([x, z], i) => {
              const w = blend(i * classI.step);
              return [(1 - w) * x + w * xAtDepth(z + forwardMm), z + forwardMm];
            }),
            classI.step,
          ),
      upperHeight,
    );

  let forward = 0;
  const shift = classShiftMm(p);
  if (shift !== 0) {
    const target = molarRelationMm({ upper: upperWith(0), lower: lowerArch }) + shift;
    let [lo, hi] = [-3 * Math.abs(shift), 3 * Math.abs(shift)];
    for (let i = 0; i < 40; i++) {
      const mid = (lo + hi) / 2;
      if (molarRelationMm({ upper: upperWith(mid), lower: lowerArch }) < target) lo = mid;
      else hi = mid;
    }
    forward = (lo + hi) / 2;
  }
  return { upper: upperWith(forward), lower: lowerArch, overjetMm: p.overjetMm + forward, overbiteMm: p.overbiteMm };
}

/** The placement of one tooth by FDI number. */
export function placementOf(arches: DentalArches, fdi: number): ToothPlacement {
  const found = [...arches.upper, ...arches.lower].find((t) => t.tooth.fdi === fdi);
  if (!found) throw new Error(`no tooth ${fdi} in the phantom`);
  return found;
}
