/**
 * Landmark index groups of the MediaPipe 468-point face mesh (its published contour lists), used to
 * suggest markings and to measure errors by region.
 */
export const FACE_REGIONS = {
  rightEye: [33, 7, 163, 144, 145, 153, 154, 155, 133, 173, 157, 158, 159, 160, 161, 246],
  leftEye: [263, 249, 390, 373, 374, 380, 381, 382, 362, 398, 384, 385, 386, 387, 388, 466],
  nose: [168, 6, 197, 195, 5, 4, 1, 19, 94, 2, 98, 327, 64, 294, 48, 278, 129, 358, 115, 344],
  lipsOuter: [61, 185, 40, 39, 37, 0, 267, 269, 270, 409, 291, 375, 321, 405, 314, 17, 84, 181, 91, 146],
  lipsInner: [78, 191, 80, 81, 82, 13, 312, 311, 310, 415, 308, 324, 318, 402, 317, 14, 87, 178, 88, 95],
  rightBrow: [70, 63, 105, 66, 107, 55, 65, 52, 53, 46],
  leftBrow: [300, 293, 334, 296, 336, 285, 295, 282, 283, 276],
  faceOval: [
    10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148, 176, 149, 150,
    136, 172, 58, 132, 93, 234, 127, 162, 21, 54, 103, 67, 109,
  ],
  jawLine: [454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148, 176, 149, 150, 136, 172, 58, 132, 93, 234],
} as const;

export type FaceRegion = keyof typeof FACE_REGIONS;

/** The regions errors are reported for. */
export const FACE_ERROR_REGIONS = {
  eyes: [...FACE_REGIONS.rightEye, ...FACE_REGIONS.leftEye],
  nose: FACE_REGIONS.nose,
  mouth: [...FACE_REGIONS.lipsOuter, ...FACE_REGIONS.lipsInner],
  jawLine: FACE_REGIONS.jawLine,
} as const;

/** Landmarks on the facial midline (forehead to chin), for the suggested midline. */
export const FACE_MIDLINE = [
  10, 151, 9, 8, 168, 6, 197, 195, 5, 4, 1, 2, 0, 13, 14, 17, 18, 200, 199, 175, 152,
] as const;
