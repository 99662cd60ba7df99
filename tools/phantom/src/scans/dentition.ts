import type { Jaw } from '../anatomy/teeth.js';
import type { ToothPlacement } from '../anatomy/arch.js';
import { smoothstep } from '../smoothstep.js';

/**
 * The surface of one arch as a height over the occlusal plane, in "occlusal-up" coordinates: y' = y
 * for the lower arch, y' = -y for the upper one, so both are built the same way (crowns pointing +y').
 * Crowns are analytic height functions in each tooth's local (mesial, facial) plane coordinates; the
 * gingiva is a ridge along the arch falling to the vestibule facially and to the floor of the mouth
 * (lower) or vaulting into the palate (upper) lingually.
 */

export interface CrownShape {
  placement: ToothPlacement;
  /** Occlusal-up height of the crown reference (cusp tips / incisal edge). */
  yc: number;
  cx: number;
  cz: number;
  /** Unit mesial and facial directions in the occlusal plane. */
  mx: number;
  mz: number;
  fx: number;
  fz: number;
  a: number;
  c: number;
  exponent: number;
  /** Lingual-face slope of incisors (upper ones rest on the lower incisal edges). */
  lingualSlope: number;
  prep?: Preparation;
}

/** A crown preparation: tapered axial walls, chamfer margin at a fixed height, uniform occlusal reduction. */
export interface Preparation {
  /** Occlusal-up height of the margin line. */
  marginY: number;
  /** Inset of the margin from the crown outline, mm. */
  marginInsetMm: number;
  chamferRadiusMm: number;
  /** Convergence of each axial wall to the path of insertion, degrees. */
  taperDeg: number;
  occlusalReductionMm: number;
}

export interface ArchSurface {
  jaw: Jaw;
  crowns: CrownShape[];
  /** Height and whether the point is on enamel (a crown above the gingiva). */
  surface: (x: number, z: number) => { y: number; enamel: boolean; prepared: boolean };
  inside: (x: number, z: number) => boolean;
  bounds: { x0: number; x1: number; z0: number; z1: number };
  baseY: number;
}

const smax = (a: number, b: number, k: number) => {
  const h = Math.min(1, Math.max(0, 0.5 + (0.5 * (b - a)) / k));
  return a + (b - a) * h + k * h * (1 - h);
};

const CUSP_TIP_RADIUS = 0.5;

export function crownShape(p: ToothPlacement, jaw: Jaw, lingualSlope: number, prep?: Preparation): CrownShape {
  const s = jaw === 'upper' ? -1 : 1;
  const fl = Math.hypot(p.buccal[0], p.buccal[2]);
  return {
    placement: p,
    yc: s * p.occlusalCentre[1],
    cx: p.occlusalCentre[0],
    cz: p.occlusalCentre[2],
    mx: p.mesial[0],
    mz: p.mesial[2],
    fx: p.buccal[0] / fl,
    fz: p.buccal[2] / fl,
    a: p.tooth.mesiodistalMm / 2,
    c: p.tooth.buccolingualMm / 2,
    exponent: p.tooth.toothClass === 'molar' || p.tooth.toothClass === 'premolar' ? 2.6 : 2.1,
    lingualSlope,
    prep,
  };
}

/** Local occlusal relief (relative to the cusp-tip level) of the unprepared crown at (m, b). */
function relief(k: CrownShape, m: number, b: number): number {
  const t = k.placement;
  const slope = t.occlusal.cuspSlope;
  // a cone rounded at its tip that never rises above the sharp cone: r^2 / sqrt(r^2 + R^2) <= r
  const cone = (cm: number, cb: number, h: number, sm = slope, sb = slope) => {
    const r2 = (sm * (m - cm)) ** 2 + (sb * (b - cb)) ** 2;
    return h - r2 / Math.sqrt(r2 + CUSP_TIP_RADIUS ** 2);
  };
  switch (t.tooth.toothClass) {
    case 'incisor': {
      const distal = t.cusps.find((c) => c.name === 'distalIncisal')!.local;
      const edge = m >= 0 ? 0 : distal[1] * Math.min(1, m / distal[0]) ** 2;
      const face = b >= 0 ? 3 * b : k.lingualSlope * -b;
      return edge - (Math.sqrt(face * face + 0.04) - 0.2);
    }
    case 'canine': {
      const tip = t.cusps[0]!.local;
      return cone(tip[0], tip[2], tip[1], 0.75, 1.1);
    }
    default: {
      let top = -Infinity;
      for (const c of t.cusps)
        top =
          top === -Infinity
            ? cone(c.local[0], c.local[2], c.local[1])
            : smax(top, cone(c.local[0], c.local[2], c.local[1]), 0.25);
      return Math.max(top, -t.occlusal.fossaDepthMm);
    }
  }
}

/** Local (mesial, facial) coordinates of a point and its superellipse radius (1 on the crown outline). */
export function crownCoordinates(k: CrownShape, x: number, z: number): { m: number; b: number; rho: number } {
  const dx = x - k.cx;
  const dz = z - k.cz;
  const m = dx * k.mx + dz * k.mz;
  const b = dx * k.fx + dz * k.fz;
  const rho = ((Math.abs(m) / k.a) ** k.exponent + (Math.abs(b) / k.c) ** k.exponent) ** (1 / k.exponent);
  return { m, b, rho };
}

/** Occlusal-up height of the crown at a point inside its outline, else -Infinity. */
export function crownHeight(k: CrownShape, x: number, z: number): number {
  const { m, b, rho } = crownCoordinates(k, x, z);
  if (rho >= 1) return -Infinity;
  const inset = (1 - rho) * Math.min(k.a, k.c);
  const r = k.placement.tooth.toothClass === 'incisor' ? 0.6 : 1.0;
  const round = inset < r ? -r + Math.sqrt(r * r - (r - inset) ** 2) : 0;
  const top = k.yc + relief(k, m, b) + round;
  const cervical = k.yc - k.placement.tooth.crownHeightMm;
  if (!k.prep) return Math.max(top, cervical);
  return prepHeight(k.prep, top, inset);
}

/**
 * The prepared stump: the reduced occlusal anatomy and tapered axial walls rising from a chamfer. The
 * margin (`marginInsetMm` inside the outline, at `marginY`) is where the chamfer leaves the flat
 * unprepared shoulder: the chamfer starts tangent to it (a quartic rise to the chamfer depth), so the
 * margin is a smooth line a scanner's mesh reproduces to within hundredths of a millimetre.
 */
export function prepHeight(p: Preparation, originalTop: number, inset: number): number {
  if (inset < p.marginInsetMm - PREP_SHOULDER_MM) return -Infinity;
  const u = Math.max(0, inset - p.marginInsetMm);
  const r = p.chamferRadiusMm;
  const wall = u < r ? p.marginY + r * (u / r) ** 4 : p.marginY + r + (u - r) / Math.tan((p.taperDeg * Math.PI) / 180);
  return Math.min(wall, originalTop - p.occlusalReductionMm);
}

/** Width of the unprepared root shoulder left outside the margin, mm. */
const PREP_SHOULDER_MM = 0.5;

interface ArchLine {
  /** Crown centres (x, z) from the right distal end to the left one, extended distally. */
  pts: [number, number][];
  /** Occlusal-up gingival-margin height along it. */
  gumY: number[];
  halfWidth: number[];
}

function archLine(crowns: CrownShape[]): ArchLine {
  const pts: [number, number][] = [];
  const gumY: number[] = [];
  const halfWidth: number[] = [];
  for (const k of crowns) {
    pts.push([k.cx, k.cz]);
    gumY.push(k.yc - k.placement.tooth.crownHeightMm + 1.2);
    halfWidth.push(k.c);
  }
  const extend = (i: number, j: number, len: number): [number, number] => {
    const [ax, az] = pts[i]!;
    const [bx, bz] = pts[j]!;
    const l = Math.hypot(ax - bx, az - bz);
    return [ax + ((ax - bx) * len) / l, az + ((az - bz) * len) / l];
  };
  const last = pts.length - 1;
  const head = extend(0, 1, 8);
  const tail = extend(last, last - 1, 8);
  return {
    pts: [head, ...pts, tail],
    gumY: [gumY[0]!, ...gumY, gumY[last]!],
    halfWidth: [halfWidth[0]!, ...halfWidth, halfWidth[last]!],
  };
}

/** Signed lateral distance from the arch line (positive facial), interpolated gum height and half width. */
function nearestOnLine(line: ArchLine, x: number, z: number): { d: number; gumY: number; halfWidth: number } {
  let best = Infinity;
  let d = 0;
  // gum height and half width blend smoothly between the crowns (a nearest-segment value would step
  // across the bisectors of the line's corners)
  let wSum = 0;
  let gumY = 0;
  let halfWidth = 0;
  for (let i = 0; i < line.pts.length; i++) {
    const [ax, az] = line.pts[i]!;
    const w = Math.exp(-((x - ax) ** 2 + (z - az) ** 2) / 40) + 1e-12;
    wSum += w;
    gumY += w * line.gumY[i]!;
    halfWidth += w * line.halfWidth[i]!;
    if (i + 1 === line.pts.length) break;
    const [bx, bz] = line.pts[i + 1]!;
    const ex = bx - ax;
    const ez = bz - az;
    const l2 = ex * ex + ez * ez;
    const t = Math.min(1, Math.max(0, ((x - ax) * ex + (z - az) * ez) / l2));
    const dist = Math.hypot(x - ax - ex * t, z - az - ez * t);
    if (dist < best) {
      best = dist;
      // the line runs from the patient's right to left around the front: facial is on its right-hand side seen from above
      d = (Math.sign(ex * (z - az) - ez * (x - ax)) || 1) * dist;
    }
  }
  return { d, gumY: gumY / wSum, halfWidth: halfWidth / wSum };
}

const FACIAL_MARGIN_MM = 7;

export function archSurface(jaw: Jaw, crowns: CrownShape[]): ArchSurface {
  const line = archLine(crowns);
  const lingualDepth = jaw === 'upper' ? 13 : 8;
  const lingualRun = jaw === 'upper' ? 14 : 7;
  const gum = (x: number, z: number) => {
    const { d, gumY, halfWidth } = nearestOnLine(line, x, z);
    const ridge = gumY + 0.8;
    if (d >= 0)
      return (
        ridge - 1.2 * smoothstep(halfWidth, halfWidth + 2.5, d) - 6 * smoothstep(halfWidth + 1, FACIAL_MARGIN_MM + 2, d)
      );
    return (
      ridge -
      1.5 * smoothstep(halfWidth, halfWidth + 3, -d) -
      lingualDepth * smoothstep(halfWidth + 1, halfWidth + lingualRun, -d)
    );
  };
  const papillae: { x: number; z: number; y: number }[] = [];
  for (let i = 0; i + 1 < crowns.length; i++) {
    const a = crowns[i]!.placement;
    const b = crowns[i + 1]!.placement;
    if (a.tooth.side !== b.tooth.side && a.tooth.position !== 1) continue;
    const contact = a.tooth.side === 'right' ? a.mesialContact : a.distalContact;
    const yc = crowns[i]!.yc;
    papillae.push({ x: contact[0], z: contact[2], y: yc - 0.45 * a.tooth.crownHeightMm });
  }
  const crownAt = (x: number, z: number) => {
    let best = -Infinity;
    for (const k of crowns) {
      if (Math.abs(x - k.cx) > k.a + k.c || Math.abs(z - k.cz) > k.a + k.c) continue;
      best = Math.max(best, crownHeight(k, x, z));
    }
    return best;
  };
  const prepared = crowns.find((k) => k.prep);
  const gumWithPapillae = (x: number, z: number) => {
    let g = gum(x, z);
    for (const p of papillae) {
      const r2 = (x - p.x) ** 2 + (z - p.z) ** 2;
      if (r2 < 9) g = Math.max(g, p.y - 0.9 * r2);
    }
    // retracted gingiva around a preparation keeps the margin exposed, as for an impression or scan
    if (prepared?.prep && crownCoordinates(prepared, x, z).rho < 1.25) g = Math.min(g, prepared.prep.marginY - 0.6);
    return g;
  };
  const xs = line.pts.map((p) => p[0]);
  const zs = line.pts.map((p) => p[1]);
  const bounds = {
    x0: Math.min(...xs) - FACIAL_MARGIN_MM - 6,
    x1: Math.max(...xs) + FACIAL_MARGIN_MM + 6,
    z0: Math.min(...zs.slice(1, -1)) - 6,
    z1: Math.max(...zs) + FACIAL_MARGIN_MM + 6,
  };
  const distalZ = Math.min(...crowns.map((k) => k.cz - k.a)) - 1.5;
  const baseY = Math.min(...crowns.map((k) => k.yc)) - 22;
  return {
    jaw,
    crowns,
    surface: (x, z) => {
      const c = crownAt(x, z);
      const g = gumWithPapillae(x, z);
      return { y: Math.max(c, g), enamel: c > g, prepared: prepared !== undefined && crownHeight(prepared, x, z) >= g };
    },
    inside: (x, z) => z >= distalZ && nearestOnLine(line, x, z).d <= FACIAL_MARGIN_MM + 3,
    bounds,
    baseY,
  };
}
