import {
  add,
  bonwillCondyles,
  frankfortFromOcclusal,
  OCCLUSAL_PLANE,
  scale,
  tiltedPlane,
  type FacialLandmarks,
  type PlaneBasis,
  type V3,
  type Vec3,
} from '@odontia/shared';
import type { PhantomParams } from './params.js';

/**
 * The reference geometry of a phantom in the patient frame (`@odontia/shared` PATIENT_FRAME: +X left,
 * +Y up, +Z anterior, mm), with the mandible at maximal intercuspation:
 * - IP, the incisal point of the lower jaw (between the mesial incisal corners of 31 and 41), is the origin;
 * - the occlusal plane through IP and the mesiobuccal cusp tips of 36 and 46 is y = 0;
 * - LC and RC, the condyle centres, form Bonwill's triangle with IP, tilted by the Balkwill angle;
 * - the Frankfort horizontal rises anteriorly by `occlusalToFrankfortDeg` relative to the occlusal plane,
 *   the ala-tragus line by `occlusalToAlaTragusDeg`;
 * - the facial midline is the plane x = 0.
 */
export interface ReferenceGeometry {
  ip: Vec3;
  lc: Vec3;
  rc: Vec3;
  /** Unit normal (up) of the occlusal plane; the plane passes through IP. */
  occlusalNormal: Vec3;
  /** Unit normal (up) of the Frankfort horizontal. */
  frankfortNormal: Vec3;
  /** Unit anterior direction within the Frankfort horizontal's sagittal section. */
  frankfortAnterior: Vec3;
  alaTragus: PlaneBasis;
}

export function referenceGeometry(p: PhantomParams): ReferenceGeometry {
  const { lc, rc } = bonwillCondyles(p.intercondylarWidthMm, p.bonwillSideMm, p.balkwillAngleDeg);
  const frankfort = frankfortFromOcclusal(p.occlusalToFrankfortDeg);
  return {
    ip: [0, 0, 0],
    lc,
    rc,
    occlusalNormal: [0, 1, 0],
    frankfortNormal: frankfort.normal,
    frankfortAnterior: frankfort.anterior,
    alaTragus: tiltedPlane(OCCLUSAL_PLANE, p.occlusalToAlaTragusDeg),
  };
}

/**
 * The skull and face landmarks a clinician marks on the phantom's CT, placed at mean adult distances
 * exactly on the phantom's planes: porions 10 mm above and 6 mm behind the condyles' level on the
 * Frankfort horizontal, orbitales 78 mm in front of them; tragi 12 mm lateral of the condyles on the
 * ala-tragus line, alae 88 mm in front of them; nasion and ANS on the midline.
 */
export function facialLandmarks(p: PhantomParams): FacialLandmarks {
  const g = referenceGeometry(p);
  const left: V3 = [1, 0, 0];
  const frankfort: PlaneBasis = { normal: [...g.frankfortNormal], anterior: [...g.frankfortAnterior] };
  const at = (origin: Vec3, plane: PlaneBasis, lateral: number, anterior: number, up = 0): V3 =>
    add(add(add(origin, scale(left, lateral)), scale(plane.anterior, anterior)), scale(plane.normal, up));
  const porionL = at(g.lc, frankfort, 6, -6, 10);
  const porionR = at(g.rc, frankfort, -6, -6, 10);
  const porions = scale(add(porionL, porionR), 0.5);
  const tragusL = at(g.lc, g.alaTragus, 12, 0, -4);
  const tragusR = at(g.rc, g.alaTragus, -12, 0, -4);
  const tragi = scale(add(tragusL, tragusR), 0.5);
  return {
    porionL,
    porionR,
    orbitaleL: at(porions, frankfort, 33, 78),
    orbitaleR: at(porions, frankfort, -33, 78),
    tragusL,
    tragusR,
    alaL: at(tragi, g.alaTragus, 17, 88),
    alaR: at(tragi, g.alaTragus, -17, 88),
    nasion: at(porions, frankfort, 0, 90, 22),
    ans: at(porions, frankfort, 0, 84, -24),
  };
}
