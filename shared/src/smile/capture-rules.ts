/** The face-scan capture rules of seed 001 section 5, checked by the page first and enforced by the server. */
export const FACE_CAPTURE_LIMITS = {
  minPhotos: 30,
  maxPhotos: 200,
  photosPerUpload: 100,
  /** A video must last longer than this. */
  minVideoMs: 10_000,
} as const;

export type CaptureSetError = 'photoCount' | 'photosOrVideo' | null;

/** Whether an expression's captures can be reconstructed: 30-200 photos, or exactly one video. */
export function captureSetError(photos: number, videos: number): CaptureSetError {
  if (photos > 0 && videos > 0) return 'photosOrVideo';
  if (videos > 1) return 'photosOrVideo';
  if (videos === 1) return null;
  return photos >= FACE_CAPTURE_LIMITS.minPhotos && photos <= FACE_CAPTURE_LIMITS.maxPhotos ? null : 'photoCount';
}
