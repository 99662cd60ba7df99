/** The contact scale of the playback: 0 mm red, 0.5 mm yellow, 1 mm green; beyond, the scan colour. */
export const CONTACT_RANGE_MM = 1;
/** Distances under this count as a contact (the count the player publishes). */
export const CONTACT_THRESHOLD_MM = 0.1;

/** Writes the rgb (0..255) of a distance into `out` at `o`; false (nothing written) beyond the range. */
export function contactColor(distanceMm: number, out: Uint8Array, o: number): boolean {
  if (!(distanceMm < CONTACT_RANGE_MM)) return false;
  const u = Math.max(0, distanceMm) / CONTACT_RANGE_MM;
  // linear rgb (vertex colours are not gamma-decoded): red (204,5,5) -> yellow (230,166,5) -> green (13,115,20)
  if (u < 0.5) {
    const s = u / 0.5;
    out[o] = 204 + 26 * s;
    out[o + 1] = 5 + 161 * s;
    out[o + 2] = 5;
  } else {
    const s = (u - 0.5) / 0.5;
    out[o] = 230 - 217 * s;
    out[o + 1] = 166 - 51 * s;
    out[o + 2] = 5 + 15 * s;
  }
  return true;
}
