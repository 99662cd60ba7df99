import type { Vec3 } from '../trajectory/frame.js';
import type { PlaneBasis } from './reference.js';
import { add, cross, dot, norm, normalize, scale, sub, toDeg, type V3 } from './rigid.js';

/**
 * Landmarks of the skull and the face the clinician marks on the case's CT, for the reference planes
 * of issue 12 item 2 (L: the patient's left):
 * - porion (top of the bony ear canal) and orbitale (lowest point of the orbit's rim): the Frankfort horizontal;
 * - tragus (its upper border) and ala (the lower border of the nose's wing): the ala-tragus line, Camper's plane;
 * - nasion and the anterior nasal spine (ANS): the facial midline.
 */
export const FACIAL_LANDMARKS = [
  'porionL',
  'porionR',
  'orbitaleL',
  'orbitaleR',
  'tragusL',
  'tragusR',
  'alaL',
  'alaR',
  'nasion',
  'ans',
] as const;
export type FacialLandmarkName = (typeof FACIAL_LANDMARKS)[number];
export type FacialLandmarks = Partial<Record<FacialLandmarkName, Vec3>>;

/** The bilateral landmarks as [left, right] pairs (the left one lies on the patient's left, +X). */
export const BILATERAL_LANDMARKS = [
  ['porionL', 'porionR'],
  ['orbitaleL', 'orbitaleR'],
  ['tragusL', 'tragusR'],
  ['alaL', 'alaR'],
] as const satisfies readonly (readonly [FacialLandmarkName, FacialLandmarkName])[];

/** The left landmarks of the pairs marked on the wrong sides (the left one not on the patient's left, +X of the right one). */
export function swappedLandmarks(l: FacialLandmarks): FacialLandmarkName[] {
  return BILATERAL_LANDMARKS.flatMap(([left, right]) => {
    const a = l[left];
    const b = l[right];
    return a && b && !(a[0] > b[0]) ? [left] : [];
  });
}

/** The facial midline plane: through `point`, with its unit `normal` towards the patient's left. */
export interface MidlinePlane {
  point: V3;
  normal: V3;
}

const mean = (points: Vec3[]): V3 =>
  scale(
    points.reduce<V3>((s, p) => add(s, p), [0, 0, 0]),
    1 / points.length,
  );
const present = (...points: (Vec3 | undefined)[]): Vec3[] => points.filter((p): p is Vec3 => p !== undefined);

/** Shortest distance between two landmarks that still defines a direction, mm. */
const MIN_SPAN_MM = 5;

/**
 * A horizontal plane through a bilateral posterior pair and the mean of the anterior points marked
 * (the Frankfort horizontal: both porions and one or both orbitales; Camper's plane: both tragi and one
 * or both alae). Normal up (+y of the patient frame), anterior from the pair's midpoint towards the
 * anterior points. Null when a point is missing or the three are (nearly) collinear.
 */
export function bilateralPlane(
  left: Vec3 | undefined,
  right: Vec3 | undefined,
  anterior: (Vec3 | undefined)[],
): PlaneBasis | null {
  const front = present(...anterior);
  if (!left || !right || front.length === 0) return null;
  const across = sub(left, right);
  const back = mean([left, right]);
  const forward = sub(mean(front), back);
  if (norm(across) < MIN_SPAN_MM || norm(forward) < MIN_SPAN_MM) return null;
  const n = cross(across, forward);
  if (norm(n) < 0.2 * norm(across) * norm(forward)) return null;
  let normal = normalize(n);
  if (normal[1] < 0) normal = scale(normal, -1);
  return { normal, anterior: normalize(sub(forward, scale(normal, dot(forward, normal)))) };
}

export const frankfortFromLandmarks = (l: FacialLandmarks): PlaneBasis | null =>
  bilateralPlane(l.porionL, l.porionR, [l.orbitaleL, l.orbitaleR]);

export const alaTragusFromLandmarks = (l: FacialLandmarks): PlaneBasis | null =>
  bilateralPlane(l.tragusL, l.tragusR, [l.alaL, l.alaR]);

/**
 * The facial midline plane through nasion and ANS. Two midline points leave its turn about their line
 * open; it is fixed, as a facebow's ear rods fix it, by the lateral axis: the porions' (else the tragi's,
 * else `fallbackLateral`) direction, whose part perpendicular to nasion–ANS is the plane's normal.
 */
export function midlineFromLandmarks(l: FacialLandmarks, fallbackLateral: Vec3): MidlinePlane | null {
  if (!l.nasion || !l.ans) return null;
  const along = sub(l.ans, l.nasion);
  if (norm(along) < MIN_SPAN_MM) return null;
  const u = normalize(along);
  const lateral =
    l.porionL && l.porionR
      ? sub(l.porionL, l.porionR)
      : l.tragusL && l.tragusR
        ? sub(l.tragusL, l.tragusR)
        : fallbackLateral;
  const perpendicular = sub(lateral, scale(u, dot(lateral, u)));
  if (norm(perpendicular) < 0.5 * norm(lateral)) return null;
  return { point: [...l.nasion], normal: normalize(perpendicular) };
}

/**
 * `plane` turned about its normal so that its anterior direction lies in the facial midline plane: the
 * sagittal projections are then onto the face's midline rather than the dental arch's. Unchanged when
 * the midline is (nearly) parallel to the plane.
 */
export function alignToMidline(plane: PlaneBasis, midline: MidlinePlane): PlaneBasis {
  const anterior = cross(midline.normal, plane.normal);
  if (norm(anterior) < 0.5) return plane;
  return { normal: plane.normal, anterior: normalize(anterior) };
}

/** Signed distance of `p` from the midline plane, mm (positive: towards the patient's left). */
export const midlineOffset = (midline: MidlinePlane, p: Vec3): number => dot(sub(p, midline.point), midline.normal);

/** Angle between two planes' normals, degrees. */
export const planeAngleDeg = (a: PlaneBasis, b: PlaneBasis): number =>
  toDeg(Math.acos(Math.min(1, Math.abs(dot(a.normal, b.normal)))));
