import type { Vec3 } from '../trajectory/frame.js';
import { squareMarker, type BoardMarker } from './boards.js';

/**
 * The ChArUco board that calibrates the phone camera: a chessboard whose white squares hold DICT_4X4_50 markers,
 * laid out as OpenCV's `aruco::CharucoBoard` lays it out (the top-left square is black, markers fill the other
 * colour row by row from the top), so OpenCV's detector reads the printed sheet with the ids below.
 *
 * Board frame as for the marker boards (`boards.ts`): mm, origin at the centre of the squares, +x to the right,
 * +y up as the sheet is read, +z out of the printed face.
 */
export interface CalibrationBoard {
  name: 'calibration';
  squaresX: number;
  squaresY: number;
  squareMm: number;
  /** Side of each marker (black border included), mm. */
  markerMm: number;
  /** The printed card: the squares and a white margin, mm, centred on the board origin. */
  widthMm: number;
  heightMm: number;
  /** In OpenCV's order (row by row from the top), each centred in its white square. */
  markers: readonly BoardMarker[];
  /** The inner chessboard corners (z = 0), index = OpenCV's ChArUco corner id (row by row from the top left). */
  corners: readonly Vec3[];
}

/** Whether square (col from the left, row from the top) of a ChArUco board is black. */
export function charucoSquareBlack(col: number, row: number): boolean {
  return (col + row) % 2 === 0;
}

export function charucoBoard(
  squaresX: number,
  squaresY: number,
  squareMm: number,
  markerMm: number,
  firstId: number,
  marginMm: number,
): CalibrationBoard {
  const left = (-squaresX * squareMm) / 2;
  const top = (squaresY * squareMm) / 2;
  const markers: BoardMarker[] = [];
  for (let row = 0; row < squaresY; row++)
    for (let col = 0; col < squaresX; col++) {
      if (charucoSquareBlack(col, row)) continue;
      const cx = left + (col + 0.5) * squareMm;
      const cy = top - (row + 0.5) * squareMm;
      markers.push(squareMarker(firstId + markers.length, markerMm, cx, cy));
    }
  const corners: Vec3[] = [];
  for (let row = 1; row < squaresY; row++)
    for (let col = 1; col < squaresX; col++) corners.push([left + col * squareMm, top - row * squareMm, 0]);
  return {
    name: 'calibration',
    squaresX,
    squaresY,
    squareMm,
    markerMm,
    widthMm: squaresX * squareMm + 2 * marginMm,
    heightMm: squaresY * squareMm + 2 * marginMm,
    markers,
    corners,
  };
}

/**
 * 7 x 5 squares of 30 mm with 22 mm markers, ids 14-30 (after the head, mandibular and pointer boards' 0-13).
 * The card (230 x 170 mm with its 10 mm margin) with the sheet's ruler and title fits A4 landscape inside any
 * printer's margins, and a card that size stays flat when glued to cardboard. Filmed at 720p (focal length about
 * 1000 px) from 30-50 cm, the squares span 420-700 px of the frame's 1280 and the marker cells (22 / 6 = 3.7 mm)
 * are 7-12 px, well above what the marker detector needs; the 4 mm of white around each marker is its quiet zone.
 * 24 inner corners per view are plenty for 15-40 views. An odd number of rows prints the same pattern under
 * OpenCV's current and legacy ChArUco layouts, so other calibration tools read the sheet too.
 */
export const CALIBRATION_BOARD: CalibrationBoard = charucoBoard(7, 5, 30, 22, 14, 10);
