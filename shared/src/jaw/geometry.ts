import type { Trajectory } from '../trajectory/format.js';
import type { Vec3 } from '../trajectory/frame.js';
import { hingeAxisFromOpening } from './analysis.js';
import {
  alaTragusFromLandmarks,
  alignToMidline,
  frankfortFromLandmarks,
  midlineFromLandmarks,
  midlineOffset,
  planeAngleDeg,
  type FacialLandmarks,
} from './landmarks.js';
import {
  BONWILL_DEFAULTS,
  bonwillCondyles,
  lateralOf,
  OCCLUSAL_PLANE,
  tiltedPlane,
  type JawReference,
  type PlaneBasis,
  type PlaneSource,
} from './reference.js';
import { add, cross, distance, dot, normalize, scale, sub, toDeg, type V3 } from './rigid.js';

/**
 * The reference geometry of the Trajectory pages (issue 12 item 2): where IP, LC and RC come from,
 * the occlusal plane from marked points, and the measured Bonwill triangle and Balkwill angle.
 */

/** Points the clinician marked on the lower scan at maximal intercuspation (upper-scan frame, mm). */
export interface OcclusalMarks {
  ip: Vec3;
  /** Mesiobuccal cusp tips of 36 (patient's left) and 46 (right). */
  mb36: Vec3;
  mb46: Vec3;
}

/**
 * The occlusal plane through IP and the mesiobuccal cusps of 36 and 46: normal pointing up (+y of the
 * patient frame), anterior from the cusps' midpoint towards IP. Null when the three points are collinear.
 */
export function occlusalPlaneFrom(marks: OcclusalMarks): PlaneBasis | null {
  const n = cross(sub(marks.mb46, marks.ip), sub(marks.mb36, marks.ip));
  const area = Math.hypot(...n);
  const forward = sub(marks.ip, scale(add(marks.mb36, marks.mb46), 0.5));
  if (area < 1e-6 || Math.hypot(...forward) < 1e-6) return null;
  let normal = normalize(n);
  if (normal[1] < 0) normal = scale(normal, -1);
  const anterior = normalize(sub(forward, scale(normal, dot(forward, normal))));
  return { normal, anterior };
}

/** Bonwill's triangle of IP and the condyle points: its sides and base, mm. */
export interface BonwillTriangle {
  sideLeftMm: number;
  sideRightMm: number;
  intercondylarMm: number;
}

export function bonwillTriangle(ip: Vec3, lc: Vec3, rc: Vec3): BonwillTriangle {
  return { sideLeftMm: distance(ip, lc), sideRightMm: distance(ip, rc), intercondylarMm: distance(lc, rc) };
}

/** Balkwill angle: between the plane of Bonwill's triangle and the occlusal plane (angle of their normals), degrees. */
export function balkwillAngle(ip: Vec3, lc: Vec3, rc: Vec3, occlusal: PlaneBasis): number {
  const triangleNormal = normalize(cross(sub(lc, ip), sub(rc, ip)));
  return toDeg(Math.acos(Math.min(1, Math.abs(dot(triangleNormal, occlusal.normal)))));
}

/** Condyles of the arbitrary axis: Bonwill's mean triangle (105 mm sides) tilted by the mean Balkwill angle above `plane` at IP. */
export function arbitraryCondyles(ip: Vec3, plane: PlaneBasis): { lc: V3; rc: V3 } {
  const d = BONWILL_DEFAULTS;
  const local = bonwillCondyles(d.intercondylarWidthMm, d.bonwillSideMm, d.balkwillAngleDeg);
  const lateral = lateralOf(plane);
  const place = (p: V3): V3 =>
    add(add(add(ip, scale(lateral, p[0])), scale(plane.normal, p[1])), scale(plane.anterior, p[2]));
  return { lc: place(local.lc), rc: place(local.rc) };
}

/** What the case provides for the reference, each optional. */
export interface ReferenceInputs {
  marks?: OcclusalMarks | null;
  /** Condyle centres located on the case's CT (CT facebow). */
  ctCondyles?: { lc: Vec3; rc: Vec3 } | null;
  /** Skull and face landmarks marked on the case's CT, in the upper-scan frame. */
  landmarks?: FacialLandmarks | null;
  /** The case's opening recording (maxopen), for the kinematic hinge axis. */
  opening?: Trajectory | null;
  /** Band of incisal opening (mm) whose poses define the hinge axis. */
  hingeWindowMm?: [number, number];
}

/** Where the occlusal plane and IP come from. */
export type OcclusalSource = 'marked' | 'default';

export interface ResolvedReference {
  reference: JawReference;
  occlusalSource: OcclusalSource;
  bonwill: BonwillTriangle;
  balkwillAngleDeg: number;
  /** Angles of the Frankfort horizontal and the ala-tragus line to the occlusal plane, degrees. */
  occlusalToFrankfortDeg: number;
  occlusalToAlaTragusDeg: number;
  /** IP's distance from the facial midline at maximal intercuspation (positive: towards the patient's left), mm. */
  dentalMidlineOffsetMm: number | null;
}

/** A plane from landmarks when they define it, else the occlusal plane tilted by its mean offset. */
function planeOr(
  marked: PlaneBasis | null,
  occlusal: PlaneBasis,
  offsetDeg: number,
): { plane: PlaneBasis; source: PlaneSource } {
  return marked
    ? { plane: marked, source: { kind: 'marked' } }
    : { plane: tiltedPlane(occlusal, offsetDeg), source: { kind: 'occlusal-offset', offsetDeg } };
}

/**
 * The case's reference geometry. IP and the occlusal plane: the marked points, else the upper-scan
 * frame's origin and y = 0 plane. The Frankfort horizontal and the ala-tragus line: the CT's marked
 * landmarks, else the occlusal plane tilted by their mean offsets; with nasion and ANS marked, every
 * plane's anterior direction is turned into the facial midline. Condyles in order of preference: the
 * CT's, the kinematic hinge axis of the opening recording (the arbitrary condyles projected onto it),
 * the arbitrary Bonwill axis.
 */
export function resolveReference(inputs: ReferenceInputs): ResolvedReference {
  const marks = inputs.marks ? occlusalPlaneFrom(inputs.marks) : null;
  const landmarks = inputs.landmarks ?? {};
  const ip: V3 = marks && inputs.marks ? [...inputs.marks.ip] : [0, 0, 0];
  const midline = midlineFromLandmarks(landmarks, lateralOf(marks ?? OCCLUSAL_PLANE));
  const toMidline = (plane: PlaneBasis) => (midline ? alignToMidline(plane, midline) : plane);
  const occlusal = toMidline(marks ?? OCCLUSAL_PLANE);
  const frankfort = planeOr(frankfortFromLandmarks(landmarks), occlusal, BONWILL_DEFAULTS.occlusalToFrankfortDeg);
  const alaTragus = planeOr(alaTragusFromLandmarks(landmarks), occlusal, BONWILL_DEFAULTS.occlusalToAlaTragusDeg);
  const arbitrary = arbitraryCondyles(ip, occlusal);
  let reference: JawReference = {
    ip,
    lc: arbitrary.lc,
    rc: arbitrary.rc,
    condyleSource: 'bonwill',
    planes: { occlusal, frankfort: toMidline(frankfort.plane), alaTragus: toMidline(alaTragus.plane) },
    planeSources: { frankfort: frankfort.source, alaTragus: alaTragus.source },
    midline,
  };
  if (inputs.ctCondyles) {
    reference = { ...reference, lc: [...inputs.ctCondyles.lc], rc: [...inputs.ctCondyles.rc], condyleSource: 'ct' };
  } else if (inputs.opening) {
    const axis = hingeAxisFromOpening(inputs.opening, reference, inputs.hingeWindowMm);
    if (axis) reference = { ...reference, lc: axis.lc, rc: axis.rc, condyleSource: 'kinematic' };
  }
  return {
    reference,
    occlusalSource: marks ? 'marked' : 'default',
    bonwill: bonwillTriangle(reference.ip, reference.lc, reference.rc),
    balkwillAngleDeg: balkwillAngle(reference.ip, reference.lc, reference.rc, occlusal),
    occlusalToFrankfortDeg: planeAngleDeg(occlusal, reference.planes.frankfort),
    occlusalToAlaTragusDeg: planeAngleDeg(occlusal, reference.planes.alaTragus),
    dentalMidlineOffsetMm: midline ? midlineOffset(midline, ip) : null,
  };
}

/** The reference when the case provides nothing: IP at the origin, occlusal plane y = 0, Bonwill axis. */
export const arbitraryReference = (): JawReference => resolveReference({}).reference;
