import type { Vec3 } from '@odontia/shared';
import { dentalArches, molarRelationMm, type DentalArches } from '../anatomy/arch.js';
import type { Jaw } from '../anatomy/teeth.js';
import type { PhantomParams } from '../params.js';
import { SeededRandom } from '../random.js';
import { referenceGeometry } from '../reference.js';
import { archSurface, crownShape, type CrownShape, type Preparation } from './dentition.js';
import { heightfieldSolid, mirrorY, type TriangleMesh } from './heightfield.js';
import { eruptedUpper } from './eruption.js';
import { contactAreas, occlusalGaps } from './occlusion.js';

export interface ScanOptions {
  /** A molar (16, 26, 36 or 46) prepared for a crown. */
  preparedTooth?: number;
  /** A tooth left out of the arch. */
  missingTooth?: number;
  /** Grid spacing of the scan surface, mm (scanner-like: 0.15-0.3). */
  spacingMm?: number;
}

export interface ScanTruth {
  seed: number;
  params: PhantomParams;
  frame: 'patient: +X left, +Y up, +Z anterior, mm';
  ip: Vec3;
  lc: Vec3;
  rc: Vec3;
  occlusalPlane: { point: Vec3; normal: Vec3 };
  /** The midsagittal plane x = 0. */
  midline: { point: Vec3; normal: Vec3 };
  overjetMm: number;
  overbiteMm: number;
  /** Upper first molars' mesiobuccal cusps mesial of the lower buccal grooves (Class I ~0, II ~+7, III ~-7), mm. */
  molarRelationMm: number;
  /** Vertical shift applied to the upper arch so that the meshes just touch (design -> mesh), mm. */
  upperSettleMm: number;
  cuspTips: Record<string, Record<string, Vec3>>;
  missingTooth: number | null;
  preparation: {
    tooth: number;
    marginLine: Vec3[];
    occlusalReductionMm: number;
    taperDeg: number;
    chamferRadiusMm: number;
  } | null;
  contacts: { x: number; z: number; minGapMm: number }[];
  maxPenetrationMm: number;
}

export interface PhantomScans {
  upper: TriangleMesh;
  lower: TriangleMesh;
  truth: ScanTruth;
}

const ENAMEL: readonly [number, number, number] = [236, 228, 206];
const GINGIVA: readonly [number, number, number] = [196, 112, 112];
const BASE: readonly [number, number, number] = [176, 96, 98];
const NOISE_MM = 0.008;

function prepFor(k: CrownShape): Preparation {
  return {
    marginY: k.yc - k.placement.tooth.crownHeightMm + 2.2,
    marginInsetMm: 0.8,
    chamferRadiusMm: 1.0,
    taperDeg: 6,
    occlusalReductionMm: 1.5,
  };
}

/** Margin line of a preparation: the outline inset by `marginInsetMm`, at `marginY`, in the patient frame. */
function marginLine(k: CrownShape, prep: Preparation, jaw: Jaw, samples = 96): Vec3[] {
  const out: Vec3[] = [];
  const sgn = jaw === 'upper' ? -1 : 1;
  for (let i = 0; i < samples; i++) {
    const th = (2 * Math.PI * i) / samples;
    const dm = Math.cos(th);
    const db = Math.sin(th);
    // radius along this direction where the inset (1 - rho) * min(a, c) equals the margin inset
    const rho = 1 - prep.marginInsetMm / Math.min(k.a, k.c);
    const unitRho = ((Math.abs(dm) / k.a) ** k.exponent + (Math.abs(db) / k.c) ** k.exponent) ** (1 / k.exponent);
    const r = rho / unitRho;
    const m = dm * r;
    const b = db * r;
    out.push([k.cx + m * k.mx + b * k.fx, sgn * prep.marginY, k.cz + m * k.mz + b * k.fz]);
  }
  return out;
}

function archMesh(jaw: Jaw, crowns: CrownShape[], spacing: number, rng: SeededRandom): TriangleMesh {
  const s = archSurface(jaw, crowns);
  const nx = Math.ceil((s.bounds.x1 - s.bounds.x0) / spacing);
  const nz = Math.ceil((s.bounds.z1 - s.bounds.z0) / spacing);
  const mesh = heightfieldSolid(
    {
      x0: s.bounds.x0,
      z0: s.bounds.z0,
      nx,
      nz,
      spacing,
      inside: s.inside,
      surface: (x, z) => {
        const top = s.surface(x, z);
        const base = top.enamel ? ENAMEL : GINGIVA;
        const shade = 1 + (rng.next() - 0.5) * 0.06;
        const color = [0, 1, 2].map((i) => Math.min(255, Math.round(base[i]! * shade))) as [number, number, number];
        return { y: top.y, color, exact: top.prepared };
      },
      baseY: s.baseY,
      baseColor: BASE,
      jitter: 0.2,
      noiseMm: NOISE_MM,
    },
    rng,
  );
  return jaw === 'upper' ? mirrorY(mesh) : mesh;
}

function translateY(mesh: TriangleMesh, dy: number): TriangleMesh {
  const positions = mesh.positions.slice();
  for (let i = 1; i < positions.length; i += 3) positions[i] = positions[i]! + dy;
  return { ...mesh, positions };
}

const UPPER_INCISOR_CLEARANCE_MM = 0.5;

const LOWER_LINGUAL_SLOPE = 1.4;

export interface PhantomDentition {
  arches: DentalArches;
  /** The crowns as designed, before meshing, the upper ones settled into occlusion (`eruptedUpper`). */
  upper: CrownShape[];
  lower: CrownShape[];
}

/** Both arches' crowns, computed once: the scans' and the CBCT's teeth are these crowns. */
export function phantomDentition(params: PhantomParams, options: ScanOptions = {}): PhantomDentition {
  const arches = dentalArches(params);
  // upper incisors' lingual faces clear the lower incisal edges by a small margin at maximal intercuspation
  const upperLingual = (params.overbiteMm + UPPER_INCISOR_CLEARANCE_MM) / Math.max(0.5, arches.overjetMm - 0.2);
  const lower = arches.lower.map((p) => crownShape(p, 'lower', LOWER_LINGUAL_SLOPE));
  const upper = eruptedUpper(
    arches.upper.map((p) => crownShape(p, 'upper', upperLingual)),
    lower,
  );
  const variant = (crowns: CrownShape[]) =>
    crowns
      .filter((k) => k.placement.tooth.fdi !== options.missingTooth)
      .map((k) => (k.placement.tooth.fdi === options.preparedTooth ? { ...k, prep: prepFor(k) } : k));
  return { arches, upper: variant(upper), lower: variant(lower) };
}

/** Generates the upper and lower intraoral scans of the phantom in maximal intercuspation, with their truth. */
export function phantomScans(params: PhantomParams, options: ScanOptions = {}): PhantomScans {
  const spacing = options.spacingMm ?? 0.21;
  const rng = new SeededRandom(params.seed).fork('scans');
  const ref = referenceGeometry(params);
  const { arches, upper: upperShapes, lower: lowerShapes } = phantomDentition(params, options);
  const lower = archMesh('lower', lowerShapes, spacing, rng.fork('lower'));
  let upper = archMesh('upper', upperShapes, spacing, rng.fork('upper'));

  // settle: bring the upper arch to first contact (the design touches; this absorbs meshing and noise)
  const before = occlusalGaps(upper, lower);
  const settle = -Math.min(...before.map((g) => g.gap));
  upper = translateY(upper, settle);
  const gaps = occlusalGaps(upper, lower);
  const contacts = contactAreas(gaps);

  const prepShape = [...upperShapes, ...lowerShapes].find((k) => k.prep);
  const cuspTips: Record<string, Record<string, Vec3>> = {};
  for (const { placement: p } of [...upperShapes, ...lowerShapes]) {
    if (p.tooth.fdi === options.preparedTooth) continue;
    const dy = p.tooth.jaw === 'upper' ? settle : 0;
    cuspTips[String(p.tooth.fdi)] = Object.fromEntries(
      p.cusps.map((c) => [c.name, [c.tip[0], c.tip[1] + dy, c.tip[2]] as Vec3]),
    );
  }
  const truth: ScanTruth = {
    seed: params.seed,
    params,
    frame: 'patient: +X left, +Y up, +Z anterior, mm',
    ip: ref.ip,
    lc: ref.lc,
    rc: ref.rc,
    occlusalPlane: { point: ref.ip, normal: ref.occlusalNormal },
    midline: { point: [0, 0, 0], normal: [1, 0, 0] },
    overjetMm: arches.overjetMm,
    molarRelationMm: molarRelationMm(arches),
    overbiteMm: params.overbiteMm - settle,
    upperSettleMm: settle,
    cuspTips,
    missingTooth: options.missingTooth ?? null,
    preparation: prepShape?.prep
      ? {
          tooth: prepShape.placement.tooth.fdi,
          marginLine: marginLine(prepShape, prepShape.prep, prepShape.placement.tooth.jaw).map((v) =>
            prepShape.placement.tooth.jaw === 'upper' ? ([v[0], v[1] + settle, v[2]] as Vec3) : v,
          ),
          occlusalReductionMm: prepShape.prep.occlusalReductionMm,
          taperDeg: prepShape.prep.taperDeg,
          chamferRadiusMm: prepShape.prep.chamferRadiusMm,
        }
      : null,
    contacts: contacts.map((c) => ({ x: c.x, z: c.z, minGapMm: c.minGap })),
    maxPenetrationMm: Math.max(0, -Math.min(...gaps.map((g) => g.gap))),
  };
  return { upper, lower, truth };
}
