import type { MidlinePlane } from './landmarks.js';
import { add, cross, normalize, scale, toRad, type V3 } from './rigid.js';

/**
 * A reference plane for projections, given by its upward unit normal and its unit anterior direction
 * (in the sagittal section). The lateral axis (towards the patient's left) is normal × anterior.
 */
export interface PlaneBasis {
  normal: V3;
  anterior: V3;
}

export const REFERENCE_PLANES = ['occlusal', 'frankfort', 'alaTragus'] as const;
export type ReferencePlaneName = (typeof REFERENCE_PLANES)[number];

/** How a plane other than the occlusal one was obtained: marked landmarks, or the occlusal plane tilted by a stated offset. */
export type PlaneSource = { kind: 'marked' } | { kind: 'occlusal-offset'; offsetDeg: number };

/** Where the condyle points come from, in the order of preference of issue 12. */
export type CondyleSource = 'ct' | 'kinematic' | 'bonwill';

/** The points and planes every jaw value is measured from, in the upper-scan frame (mm). */
export interface JawReference {
  ip: V3;
  lc: V3;
  rc: V3;
  condyleSource: CondyleSource;
  planes: Record<ReferencePlaneName, PlaneBasis>;
  planeSources: Record<Exclude<ReferencePlaneName, 'occlusal'>, PlaneSource>;
  /** The facial midline plane, when nasion and ANS are marked; the planes' anterior directions then lie in it. */
  midline: MidlinePlane | null;
}

/**
 * Mean values of the arbitrary (Bonwill) axis and of the planes' angles to the occlusal plane: Frankfort
 * about 10° (Downs' cant of the occlusal plane, 9.3°), the ala-tragus line parallel to it (the
 * prosthodontic rule the occlusal plane is set by).
 */
export const BONWILL_DEFAULTS = {
  intercondylarWidthMm: 100,
  bonwillSideMm: 105,
  balkwillAngleDeg: 22,
  occlusalToFrankfortDeg: 10,
  occlusalToAlaTragusDeg: 0,
} as const;

/**
 * Condyle centres of Bonwill's triangle with IP at the origin and the occlusal plane y = 0: each
 * condyle `side` mm from IP, `width` mm apart, the triangle tilted by the Balkwill angle above the
 * occlusal plane.
 */
export function bonwillCondyles(width: number, side: number, balkwillDeg: number): { lc: V3; rc: V3 } {
  const half = width / 2;
  const sagittal = Math.sqrt(side ** 2 - half ** 2);
  const height = sagittal * Math.sin(toRad(balkwillDeg));
  const depth = sagittal * Math.cos(toRad(balkwillDeg));
  return { lc: [half, height, -depth], rc: [-half, height, -depth] };
}

/** The occlusal plane y = 0 of the upper-scan frame. */
export const OCCLUSAL_PLANE: PlaneBasis = { normal: [0, 1, 0], anterior: [0, 0, 1] };

/** `plane` tilted about its lateral axis so that it rises anteriorly by `offsetDeg`. */
export function tiltedPlane(plane: PlaneBasis, offsetDeg: number): PlaneBasis {
  const c = Math.cos(toRad(offsetDeg));
  const s = Math.sin(toRad(offsetDeg));
  return {
    normal: normalize(add(scale(plane.normal, c), scale(plane.anterior, -s))),
    anterior: normalize(add(scale(plane.anterior, c), scale(plane.normal, s))),
  };
}

/** The Frankfort horizontal as the occlusal plane rising anteriorly by `offsetDeg`. */
export const frankfortFromOcclusal = (offsetDeg: number): PlaneBasis => tiltedPlane(OCCLUSAL_PLANE, offsetDeg);

/** Lateral axis of a plane basis (towards the patient's left). */
export const lateralOf = (plane: PlaneBasis): V3 => cross(plane.normal, plane.anterior);
