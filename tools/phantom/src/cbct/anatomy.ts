import { transformPoint, type Vec3 } from '@odontia/shared';
import { JawKinematics, rangeOfMotion } from '../motion/motion.js';
import type { PhantomParams } from '../params.js';
import { referenceGeometry } from '../reference.js';
import { crownCentreCurve, placeTeeth, type ArchCurve, type PlacedTooth } from './dentition.js';
import { phantomDentition } from '../scans/scans.js';
import type { CrownShape } from '../scans/dentition.js';
import { CrownSolid } from './crown-solid.js';
import { AXES, bar, Cone, Difference, Ellipsoid, RoundBox, Shape, Slab, Sweep, Union } from './sdf.js';

/** Condyle head semi-axes (mm): mediolateral, vertical, anteroposterior. */
export const CONDYLE_RADII: Vec3 = [9.5, 5, 4.5];
/** Medial end of the condyle's long axis turned posteriorly by this angle, degrees. */
export const CONDYLE_AXIS_DEG = 15;
/** Joint space between the condyle and the glenoid fossa at rest, and the least between them in any movement, mm. */
export const JOINT_SPACE_MM = 2.5;
/** Radius of the mandibular canal's lumen, mm. */
export const CANAL_RADIUS_MM = 1.4;
/** Thickness of cortical bone over the cancellous core, mm. */
export const CORTEX_MM = 1.6;

/** The skull region as shapes in the patient frame, with the known landmarks. */
export interface CbctAnatomy {
  soft: Shape;
  air: Shape;
  bone: Shape;
  /** The mandible and the rest of the bone (maxilla, temporal bones, zygomatic arches); `bone` is both. */
  mandible: Shape;
  skull: Shape;
  canals: Shape;
  /** Whole teeth (enamel on the crowns), their dentin cores, their pulps. */
  teeth: Shape;
  upperTeeth: Shape;
  lowerTeeth: Shape;
  dentin: Shape;
  pulp: Shape;
  lc: Vec3;
  rc: Vec3;
  /** Long, vertical and anteroposterior axes of the left and right condyle heads. */
  condyleAxes: { left: [Vec3, Vec3, Vec3]; right: [Vec3, Vec3, Vec3] };
  /** Centre lines of the left and right mandibular canals, from the mandibular foramen to the mental foramen. */
  canalLines: { left: Vec3[]; right: Vec3[] };
  placedTeeth: PlacedTooth[];
}

const add = (a: Vec3, b: Vec3, k = 1): Vec3 => [a[0] + k * b[0], a[1] + k * b[1], a[2] + k * b[2]];
const lerp = (a: number, b: number, f: number) => a + (b - a) * Math.max(0, Math.min(1, f));

/** A tooth: the scans' crown (enamel over a dentin core), conical roots along its axis, a pulp. */
function tooth(t: PlacedTooth, crownShape: CrownShape): { outer: Shape; core: Shape; pulp: Shape } {
  const { md, bl, crown, root, roots } = t.size;
  const a = t.apical;
  const enamel = t.fdi % 10 <= 3 ? 1.0 : 1.3;
  const outerCrown = new CrownSolid(crownShape);
  const crownCore = new CrownSolid(crownShape, enamel);
  const cervix = add(t.occlusal, a, crown * 0.85);
  const apex = add(t.occlusal, a, crown + root);
  const thin = Math.min(md, bl);
  const spots: [number, number][] =
    roots === 1
      ? [[0, 0]]
      : roots === 2
        ? [
            [-0.22, 0],
            [0.22, 0],
          ]
        : [
            [-0.22, 0.2],
            [0.22, 0.2],
            [0, -0.25],
          ];
  const r0 = roots === 1 ? 0.4 * thin : 0.25 * thin;
  const rootShapes: Shape[] = [];
  const canals: Shape[] = [];
  for (const [m, b] of spots) {
    const top = add(add(cervix, t.md, m * md * 0.9), t.bl, b * bl * 0.9);
    const end = add(add(apex, t.md, m * md * 1.3), t.bl, b * bl * 1.3);
    rootShapes.push(new Cone(top, end, r0, 0.8));
    canals.push(new Cone(top, add(end, a, -1.2), Math.min(0.45, r0 / 3), 0.25));
  }
  const chamber = new Cone(add(t.occlusal, a, crown * 0.45), cervix, 0.18 * thin, 0.15 * thin);
  return {
    outer: new Union([outerCrown, ...rootShapes]),
    core: new Union([crownCore, ...rootShapes]),
    pulp: new Union([chamber, ...canals]),
  };
}

export function cbctAnatomy(p: PhantomParams): CbctAnatomy {
  const ref = referenceGeometry(p);
  // the roots follow the crowns as they settled into occlusion
  const dentition = phantomDentition(p);
  const placed = placeTeeth([...dentition.upper, ...dentition.lower].map((k) => k.placement));
  const arch = crownCentreCurve(placed, false, 14 * p.archScale);
  const upperArch = crownCentreCurve(placed, true, 8 * p.archScale);
  const end = arch.halfLength;
  const along = (curve: ArchCurve, s: number, offset: number, y: number): Vec3 => {
    const at = curve.at(s);
    return [at.x + at.outward[0] * offset, y, at.z + at.outward[1] * offset];
  };
  const onArch = (s: number, offset: number, y: number) => along(arch, s, offset, y);

  // Mandibular body: under the lower crown centres, on to the gonial angles.
  const body: Vec3[] = [],
    bodyW: number[] = [],
    bodyH: number[] = [];
  const bodyPoint = (pt: Vec3, top: number, bottom: number, w: number) => {
    body.push([pt[0], (top + bottom) / 2, pt[2]]);
    bodyH.push((top - bottom) / 2);
    bodyW.push(w);
  };
  const gonion = (sg: number): Vec3[] => [
    [sg * 36, 0, -72 * p.archScale],
    [sg * 44, 0, -80 * p.archScale],
  ];
  for (const [k, g] of gonion(-1).reverse().entries()) bodyPoint(g, -9, k === 0 ? -29 : -31, 5);
  for (let s = -end; s <= end + 1e-9; s += end / 15) {
    const f = Math.abs(s) / end;
    bodyPoint(onArch(s, 0, 0), -9.5, lerp(-36, -32, f), 6.5);
  }
  for (const [k, g] of gonion(1).entries()) bodyPoint(g, -9, k === 1 ? -29 : -31, 5);
  const mandibleParts: Shape[] = [bar(body, bodyW, bodyH, 2.5)];

  const condyleAxes = { left: [] as unknown as [Vec3, Vec3, Vec3], right: [] as unknown as [Vec3, Vec3, Vec3] };
  const canalLines = { left: [] as Vec3[], right: [] as Vec3[] };
  const skullParts: Shape[] = [];
  const cavities: Shape[] = [];
  const canals: Shape[] = [];
  const angle = (CONDYLE_AXIS_DEG * Math.PI) / 180;
  const poses = rangeOfMotion(new JawKinematics(p));
  for (const [sg, c] of [
    [1, ref.lc],
    [-1, ref.rc],
  ] as const) {
    // Ramus: a plate from the gonial angle up to the condylar neck and the coronoid process.
    const xr = (y: number) => sg * (44 + ((y + 30) * (Math.abs(c[0]) - 1.5 - 44)) / (c[1] - 12 + 30));
    const ramus = (y: number, z: number): Vec3 => [xr(y), y, z];
    mandibleParts.push(
      new Slab(
        [
          ramus(-30, -80 * p.archScale - 2),
          ramus(-26, -60 * p.archScale),
          ramus(-2, -58 * p.archScale),
          ramus(c[1] - 6, c[2] + 30),
          ramus(c[1] - 14, c[2] + 16),
          ramus(c[1] - 12, c[2] + 4),
          ramus(c[1] - 12, c[2] - 5),
          ramus(-18, c[2] - 5),
        ],
        3,
      ),
    );
    const long: Vec3 = [sg * Math.cos(angle), 0, Math.sin(angle)];
    const axes: [Vec3, Vec3, Vec3] = [long, [0, 1, 0], [-long[2], 0, long[0]]];
    const neck = new Cone(ramus(c[1] - 13, c[2]), c, 3.5, 4);
    const head = new Ellipsoid(c, axes, CONDYLE_RADII);
    mandibleParts.push(neck, head);
    condyleAxes[sg > 0 ? 'left' : 'right'] = axes;

    // Temporal bone over the joint. Its glenoid fossa and the posterior slope of its articular eminence
    // are the room the condylar process (head and neck) needs, grown by the joint space, in every pose
    // of the phantom's movements; the bone reaches forward past the condyle's farthest travel and down
    // to the height of the condyle centre there, the crest of the eminence. The zygomatic arch.
    const travel = poses.map((m) => transformPoint(m, c));
    const front = Math.max(...travel.map((t) => t[2])) + CONDYLE_RADII[2] + JOINT_SPACE_MM + 4;
    const crest = Math.min(...travel.map((t) => t[1]));
    const medial = c[0] - sg * 16,
      lateral = c[0] + sg * 17;
    const top = c[1] + 21,
      back = c[2] - 16;
    const temporal = new RoundBox(
      [(medial + lateral) / 2, (top + crest) / 2, (front + back) / 2],
      [Math.abs(lateral - medial) / 2, (top - crest) / 2, (front - back) / 2],
      3,
    );
    const fossa = new Sweep([neck, head], poses, JOINT_SPACE_MM);
    skullParts.push(
      new Difference(
        new Union([temporal, new Cone([sg * 34, 30, -40 * p.archScale], [c[0] + sg * 6, c[1] + 8, c[2] + 18], 4, 3.5)]),
        fossa,
      ),
    );

    // Mandibular canal: from the foramen on the ramus down and forward under the molars to the mental foramen.
    const line: Vec3[] = [ramus(2, -72 * p.archScale), ramus(-12, -70 * p.archScale)];
    const canalAt: [number, number][] = [
      [1, -21],
      [0.88, -24],
      [0.72, -25],
      [0.58, -24],
      [0.47, -21.5],
    ];
    for (const [f, y] of canalAt) line.push(onArch(sg * f * end, 0, y));
    line.push(onArch(sg * 0.45 * end, 6, -19));
    canalLines[sg > 0 ? 'left' : 'right'] = line;
    for (let i = 1; i < line.length; i++)
      canals.push(new Cone(line[i - 1]!, line[i]!, CANAL_RADIUS_MM, CANAL_RADIUS_MM));

    cavities.push(new Ellipsoid([sg * 22, 31, -36 * p.archScale], AXES, [7, 7.5, 12]));
  }

  // Maxilla: alveolar process under the upper teeth, palate, and the maxillary body holding the sinuses.
  const alveolar: Vec3[] = [],
    aw: number[] = [],
    ah: number[] = [];
  const palate: Vec3[] = [],
    maxBody: Vec3[] = [];
  const upperEnd = upperArch.halfLength;
  for (let s = -upperEnd; s <= upperEnd + 1e-9; s += upperEnd / 14) {
    alveolar.push(along(upperArch, s, 0, 17));
    aw.push(6.5);
    ah.push(7.5);
  }
  for (let s = -upperEnd; s <= upperEnd + 1e-9; s += upperEnd / 6) {
    palate.push(along(upperArch, s, -3.5, 17));
    maxBody.push(along(upperArch, s, 8, 31));
  }
  const nasal = new RoundBox([0, 32, -25 * p.archScale], [11, 10, 28 * p.archScale], 3);
  cavities.push(nasal);
  const maxilla = new Difference(
    new Union([bar(alveolar, aw, ah, 2.5), new Slab(palate, 2), new Slab(maxBody, 9)]),
    new Union([nasal, cavities[0]!, cavities[1]!]),
  );
  skullParts.push(maxilla);

  const crowns = new Map([...dentition.upper, ...dentition.lower].map((k) => [k.placement.tooth.fdi, k]));
  const teeth = placed.map((t) => tooth(t, crowns.get(t.fdi)!));
  const outer = (upper: boolean) => new Union(teeth.filter((_, i) => placed[i]!.upper === upper).map((t) => t.outer));
  const upperTeeth = outer(true),
    lowerTeeth = outer(false);
  const mandible = new Union(mandibleParts),
    skull = new Union(skullParts);
  return {
    soft: new Ellipsoid([0, 10, -50 * p.archScale], AXES, [85, 95, 72 * p.archScale]),
    air: new Union([...cavities, new Cone([0, -52, -68 * p.archScale], [0, 20, -66 * p.archScale], 7, 8)]),
    bone: new Union([mandible, skull]),
    mandible,
    skull,
    canals: new Union(canals),
    teeth: new Union([upperTeeth, lowerTeeth]),
    upperTeeth,
    lowerTeeth,
    dentin: new Union(teeth.map((t) => t.core)),
    pulp: new Union(teeth.map((t) => t.pulp)),
    lc: ref.lc,
    rc: ref.rc,
    condyleAxes,
    canalLines,
    placedTeeth: placed,
  };
}
