/**
 * ArUco DICT_4X4_50 (OpenCV `cv::aruco::DICT_4X4_50`): the 4x4 inner bits of markers 0-49, row-major
 * from the top-left cell, most significant bit first, 1 = white. Read from OpenCV's own dictionary; the
 * capture module's test checks them against it, so a printed sheet is always what the detector decodes.
 */
export const DICT_4X4_50_BITS: readonly number[] = Object.freeze([
  0xb532, 0x0f9a, 0x332d, 0x9946, 0x549e, 0x79cd, 0x9e2e, 0xc4f2, 0xfeda, 0xcf56, 0xf991, 0x11a7, 0x0eb7, 0x2a0f,
  0x24b1, 0x263e, 0x4665, 0x6600, 0x6c5e, 0x76af, 0x868b, 0xb02b, 0xccd5, 0xdd82, 0xfe47, 0x9471, 0xace4, 0xa554,
  0x2123, 0x346f, 0x4415, 0x57b2, 0x9ecf, 0xf0cb, 0x08ae, 0x0929, 0x1875, 0x04ff, 0x0df6, 0x1c5a, 0x1718, 0x2a28,
  0x328c, 0x38b2, 0x24e8, 0x2eeb, 0x2d3f, 0x4b64, 0x502e, 0x5013,
]);

/** Cells per marker side, the one-cell black border included. */
export const MARKER_CELLS = 6;

/** Whether cell (row, col) of marker `id` (6x6 with its border, row 0 at the top as printed) is white. */
export function markerCellWhite(id: number, row: number, col: number): boolean {
  if (row < 1 || col < 1 || row > 4 || col > 4) return false;
  const bits = DICT_4X4_50_BITS[id];
  if (bits === undefined) throw new RangeError(`DICT_4X4_50 has no marker ${id}`);
  return ((bits >> (15 - ((row - 1) * 4 + (col - 1)))) & 1) === 1;
}
