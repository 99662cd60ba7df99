/**
 * The few numbers a phantom patient is generated from. Defaults are a mean adult with a Class I jaw
 * relation; every artefact (scans, CBCT, face, motion) derives its geometry from these and the seed.
 */
export interface PhantomParams {
  seed: number;
  /** Scale of the dental arch (1 = mean adult arch). */
  archScale: number;
  /** Scale of tooth crown dimensions relative to published mean tooth sizes. */
  toothScale: number;
  /**
   * Angle class of the jaw relation: in Class II the upper first molars stand a full cusp (one
   * premolar width) mesial of Class I, in Class III distal; the incisors follow (see `dentalArches`).
   */
  jawClass: 1 | 2 | 3;
  /** Horizontal overlap of the upper incisors over the lower in Class I, mm (Classes II and III: the truth's). */
  overjetMm: number;
  /** Vertical overlap of the upper incisors over the lower, mm. */
  overbiteMm: number;
  /** Distance between the condyle centres LC and RC, mm. */
  intercondylarWidthMm: number;
  /** Side of Bonwill's triangle: distance from IP to each condyle centre, mm. */
  bonwillSideMm: number;
  /** Balkwill angle: between the Bonwill triangle and the occlusal plane, degrees. */
  balkwillAngleDeg: number;
  /** Angle between the occlusal plane and the Frankfort horizontal (occlusal plane lower anteriorly), degrees. */
  occlusalToFrankfortDeg: number;
  /** Angle between the occlusal plane and the ala-tragus line (Camper's plane, rising anteriorly), degrees. */
  occlusalToAlaTragusDeg: number;
  /** Sagittal condylar inclination of the protrusive path to the Frankfort horizontal, degrees. */
  condylarInclinationDeg: number;
  /** Progressive Bennett angle of the non-working condyle to the sagittal plane, degrees. */
  bennettAngleDeg: number;
  /** Immediate side shift of the mandible in laterotrusion, mm. */
  immediateSideShiftMm: number;
}

export const DEFAULT_PHANTOM_PARAMS: PhantomParams = {
  seed: 1,
  archScale: 1,
  toothScale: 1,
  jawClass: 1,
  overjetMm: 2.5,
  overbiteMm: 2.5,
  intercondylarWidthMm: 100,
  bonwillSideMm: 105,
  balkwillAngleDeg: 22,
  occlusalToFrankfortDeg: 10,
  occlusalToAlaTragusDeg: 0,
  condylarInclinationDeg: 35,
  bennettAngleDeg: 10,
  immediateSideShiftMm: 0.5,
};

export const phantomParams = (overrides: Partial<PhantomParams> = {}): PhantomParams => ({
  ...DEFAULT_PHANTOM_PARAMS,
  ...overrides,
});
