import { bonwillCondyles, frankfortFromOcclusal, type Vec3 } from '@odontia/shared';
import type { PhantomParams } from './params.js';

/**
 * The reference geometry of a phantom in the patient frame (`@odontia/shared` PATIENT_FRAME: +X left,
 * +Y up, +Z anterior, mm), with the mandible at maximal intercuspation:
 * - IP, the incisal point of the lower jaw (between the mesial incisal corners of 31 and 41), is the origin;
 * - the occlusal plane through IP and the mesiobuccal cusp tips of 36 and 46 is y = 0;
 * - LC and RC, the condyle centres, form Bonwill's triangle with IP, tilted by the Balkwill angle;
 * - the Frankfort horizontal rises anteriorly by `occlusalToFrankfortDeg` relative to the occlusal plane.
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
  };
}
