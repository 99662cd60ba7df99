import type { Vec3 } from '../trajectory/frame.js';

/**
 * The printed marker boards of jaw-motion capture (issue 11). One place for their geometry: the SVG sheets,
 * the synthetic video renderer and the tracker all read these definitions.
 *
 * Board frame (mm): origin at the board centre, +x to the right and +y up as the sheet is read, +z out of
 * the printed face. A marker's corners are listed in the detector's order: top-left, top-right,
 * bottom-right, bottom-left of the printed marker.
 */
export type BoardName = 'head' | 'mandible' | 'pointer';

export interface BoardMarker {
  id: number;
  /** Side of the marker (black border included), mm. */
  sizeMm: number;
  /** Centre in the board frame, mm (z = 0). */
  centre: readonly [number, number];
  corners: readonly [Vec3, Vec3, Vec3, Vec3];
}

export interface BoardDefinition {
  name: BoardName;
  /** The printed card, mm, centred on the board origin. */
  widthMm: number;
  heightMm: number;
  markers: readonly BoardMarker[];
  /** The pointer's tip in its board frame, mm (pointer only). */
  tipMm?: Vec3;
}

/** A square marker of side `sizeMm` centred at (cx, cy) on a board. */
export function squareMarker(id: number, sizeMm: number, cx: number, cy: number): BoardMarker {
  const h = sizeMm / 2;
  return {
    id,
    sizeMm,
    centre: [cx, cy],
    corners: [
      [cx - h, cy + h, 0],
      [cx + h, cy + h, 0],
      [cx + h, cy - h, 0],
      [cx - h, cy - h, 0],
    ],
  };
}

/** A grid of `cols` x `rows` markers with consecutive ids from `firstId`, row by row from the top. */
function gridBoard(
  name: BoardName,
  firstId: number,
  cols: number,
  rows: number,
  sizeMm: number,
  gapMm: number,
  marginMm: number,
): BoardDefinition {
  const pitch = sizeMm + gapMm;
  const markers: BoardMarker[] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      markers.push(
        squareMarker(firstId + r * cols + c, sizeMm, (c - (cols - 1) / 2) * pitch, ((rows - 1) / 2 - r) * pitch),
      );
  return {
    name,
    widthMm: cols * sizeMm + (cols - 1) * gapMm + 2 * marginMm,
    heightMm: rows * sizeMm + (rows - 1) * gapMm + 2 * marginMm,
    markers,
  };
}

/** Worn on a headband: moves with the skull and the upper jaw. Ids 0-5. */
export const HEAD_BOARD: BoardDefinition = gridBoard('head', 0, 3, 2, 20, 5, 5);

/** On the para-occlusal clutch fixed to the lower teeth. Ids 6-11. */
export const MANDIBLE_BOARD: BoardDefinition = gridBoard('mandible', 6, 3, 2, 15, 4, 4);

/** Handheld pointer: two markers above a rigid stylus whose tip is 80 mm below the board centre. Ids 12-13. */
export const POINTER_BOARD: BoardDefinition = { ...gridBoard('pointer', 12, 2, 1, 15, 4, 4), tipMm: [0, -80, 0] };

export const BOARDS: Readonly<Record<BoardName, BoardDefinition>> = Object.freeze({
  head: HEAD_BOARD,
  mandible: MANDIBLE_BOARD,
  pointer: POINTER_BOARD,
});

/** The board a detected marker id belongs to, or undefined. */
export function boardOfMarker(id: number): { board: BoardDefinition; marker: BoardMarker } | undefined {
  for (const board of Object.values(BOARDS)) {
    const m = board.markers.find((x) => x.id === id);
    if (m) return { board, marker: m };
  }
  return undefined;
}
