import type { BoardDefinition } from './boards.js';
import { MARKER_CELLS, markerCellWhite } from './dictionary.js';

/** Length of the printed ruler, mm: long enough to check the print scale with a caliper or a ruler. */
export const RULER_MM = 50;
const RULER_BAND_MM = 14;

const fmt = (v: number) => Number(v.toFixed(4)).toString();

/**
 * A printable sheet of one board at true scale: the SVG's width and height are in mm and its user unit is
 * 1 mm, so a print at 100 % (no "fit to page") reproduces the board's geometry. Under the card, a ruler of
 * `RULER_MM` with 1 mm ticks lets the user verify the scale before use.
 */
export function boardSvg(board: BoardDefinition): string {
  const w = Math.max(board.widthMm, RULER_MM + 10);
  const h = board.heightMm + RULER_BAND_MM;
  const ox = (w - board.widthMm) / 2 + board.widthMm / 2; // sheet x of the board origin
  const oy = board.heightMm / 2; // sheet y of the board origin (sheet y grows downwards)
  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${fmt(w)}mm" height="${fmt(h)}mm" viewBox="0 0 ${fmt(w)} ${fmt(h)}">`,
    `<rect x="0" y="0" width="${fmt(w)}" height="${fmt(h)}" fill="#fff"/>`,
    `<rect x="${fmt(ox - board.widthMm / 2)}" y="0" width="${fmt(board.widthMm)}" height="${fmt(board.heightMm)}" fill="none" stroke="#999" stroke-width="0.2" stroke-dasharray="1 1"/>`,
  );
  for (const m of board.markers) {
    const cell = m.sizeMm / MARKER_CELLS;
    const x0 = ox + m.centre[0] - m.sizeMm / 2;
    const y0 = oy - m.centre[1] - m.sizeMm / 2;
    parts.push(
      `<g data-marker="${m.id}"><rect x="${fmt(x0)}" y="${fmt(y0)}" width="${fmt(m.sizeMm)}" height="${fmt(m.sizeMm)}" fill="#000"/>`,
    );
    for (let r = 0; r < MARKER_CELLS; r++)
      for (let c = 0; c < MARKER_CELLS; c++)
        if (markerCellWhite(m.id, r, c))
          parts.push(
            `<rect x="${fmt(x0 + c * cell)}" y="${fmt(y0 + r * cell)}" width="${fmt(cell)}" height="${fmt(cell)}" fill="#fff"/>`,
          );
    parts.push('</g>');
  }
  if (board.tipMm)
    parts.push(
      `<text x="${fmt(ox)}" y="${fmt(board.heightMm - 1)}" font-size="2.5" text-anchor="middle" font-family="sans-serif">tip ${fmt(-board.tipMm[1])} mm below centre</text>`,
    );
  const rx = (w - RULER_MM) / 2;
  const ry = board.heightMm + 4;
  parts.push(`<g data-ruler="${RULER_MM}" stroke="#000" stroke-width="0.15">`);
  parts.push(`<line x1="${fmt(rx)}" y1="${fmt(ry)}" x2="${fmt(rx + RULER_MM)}" y2="${fmt(ry)}"/>`);
  for (let k = 0; k <= RULER_MM; k++) {
    const len = k % 10 === 0 ? 4 : k % 5 === 0 ? 3 : 2;
    parts.push(
      `<line data-tick="${k}" x1="${fmt(rx + k)}" y1="${fmt(ry)}" x2="${fmt(rx + k)}" y2="${fmt(ry + len)}"/>`,
    );
  }
  parts.push('</g>');
  for (let k = 0; k <= RULER_MM; k += 10)
    parts.push(
      `<text x="${fmt(rx + k)}" y="${fmt(ry + 7.5)}" font-size="2.5" text-anchor="middle" font-family="sans-serif">${k}</text>`,
    );
  parts.push(
    `<text x="${fmt(rx + RULER_MM + 1)}" y="${fmt(ry + 2)}" font-size="2.5" font-family="sans-serif">mm</text>`,
    '</svg>',
  );
  return parts.join('\n');
}
