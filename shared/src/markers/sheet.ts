import type { BoardDefinition } from './boards.js';
import { charucoSquareBlack, type CalibrationBoard } from './calibration-board.js';
import { MARKER_CELLS, markerCellWhite } from './dictionary.js';

/** Length of the printed ruler, mm: long enough to check the print scale with a caliper or a ruler. */
export const RULER_MM = 50;
const RULER_BAND_MM = 14;
const TITLE_BAND_MM = 6;

/** A filled rectangle of the sheet, mm from the sheet's top-left corner (y grows downwards). */
export interface SheetRect {
  x: number;
  y: number;
  width: number;
  height: number;
  fill: 'black' | 'white';
  /** Set on a marker's black square. */
  markerId?: number;
}

export interface SheetLine {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  /** Set on the ruler's ticks: the tick's mm. */
  tick?: number;
}

export interface SheetText {
  x: number;
  y: number;
  text: string;
  anchor: 'start' | 'middle';
}

/**
 * What a board's printed sheet holds, in mm: the card's dashed outline, the calibration board's black squares, each
 * marker as its black square with the white bits on top, the pointer's tip note, under the card a ruler of
 * `RULER_MM` with 1 mm ticks to verify the print scale, and under the calibration board's ruler its title. The SVG
 * and PDF sheets both draw this, so both print the same geometry.
 */
export interface BoardSheet {
  widthMm: number;
  heightMm: number;
  outline: { x: number; y: number; width: number; height: number };
  rects: SheetRect[];
  lines: SheetLine[];
  texts: SheetText[];
  /** Font size of the texts, mm. */
  fontMm: number;
}

export function boardSheetLayout(board: BoardDefinition | CalibrationBoard): BoardSheet {
  const calibration = board.name === 'calibration';
  const w = Math.max(board.widthMm, RULER_MM + 10);
  const h = board.heightMm + RULER_BAND_MM + (calibration ? TITLE_BAND_MM : 0);
  const ox = (w - board.widthMm) / 2 + board.widthMm / 2; // sheet x of the board origin
  const oy = board.heightMm / 2; // sheet y of the board origin
  const rects: SheetRect[] = [];
  if (calibration) {
    const s = board.squareMm;
    for (let row = 0; row < board.squaresY; row++)
      for (let col = 0; col < board.squaresX; col++)
        if (charucoSquareBlack(col, row))
          rects.push({
            x: ox + (col - board.squaresX / 2) * s,
            y: oy + (row - board.squaresY / 2) * s,
            width: s,
            height: s,
            fill: 'black',
          });
  }
  for (const m of board.markers) {
    const cell = m.sizeMm / MARKER_CELLS;
    const x0 = ox + m.centre[0] - m.sizeMm / 2;
    const y0 = oy - m.centre[1] - m.sizeMm / 2;
    rects.push({ x: x0, y: y0, width: m.sizeMm, height: m.sizeMm, fill: 'black', markerId: m.id });
    for (let r = 0; r < MARKER_CELLS; r++)
      for (let c = 0; c < MARKER_CELLS; c++)
        if (markerCellWhite(m.id, r, c))
          rects.push({ x: x0 + c * cell, y: y0 + r * cell, width: cell, height: cell, fill: 'white' });
  }
  const texts: SheetText[] = [];
  if (!calibration && board.tipMm)
    texts.push({ x: ox, y: board.heightMm - 1, text: `tip ${-board.tipMm[1]} mm below centre`, anchor: 'middle' });
  const rx = (w - RULER_MM) / 2;
  const ry = board.heightMm + 4;
  const lines: SheetLine[] = [{ x1: rx, y1: ry, x2: rx + RULER_MM, y2: ry }];
  for (let k = 0; k <= RULER_MM; k++) {
    const len = k % 10 === 0 ? 4 : k % 5 === 0 ? 3 : 2;
    lines.push({ x1: rx + k, y1: ry, x2: rx + k, y2: ry + len, tick: k });
  }
  for (let k = 0; k <= RULER_MM; k += 10) texts.push({ x: rx + k, y: ry + 7.5, text: String(k), anchor: 'middle' });
  texts.push({ x: rx + RULER_MM + 1, y: ry + 2, text: 'mm', anchor: 'start' });
  if (calibration) {
    const ids = `${board.markers[0]!.id}-${board.markers.at(-1)!.id}`;
    texts.push({
      x: w / 2,
      y: board.heightMm + RULER_BAND_MM + 3,
      text: `Camera calibration board: ${board.squaresX} x ${board.squaresY} squares of ${board.squareMm} mm, markers ${board.markerMm} mm (ArUco 4x4 ${ids}). Print at 100 %, check the ruler, glue flat.`,
      anchor: 'middle',
    });
  }
  return {
    widthMm: w,
    heightMm: h,
    outline: { x: ox - board.widthMm / 2, y: 0, width: board.widthMm, height: board.heightMm },
    rects,
    lines,
    texts,
    fontMm: 2.5,
  };
}

const fmt = (v: number) => Number(v.toFixed(4)).toString();
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * A printable sheet of one board at true scale: the SVG's width and height are in mm and its user unit is
 * 1 mm, so a print at 100 % (no "fit to page") reproduces the board's geometry.
 */
export function boardSvg(board: BoardDefinition | CalibrationBoard): string {
  const sheet = boardSheetLayout(board);
  const { outline: o } = sheet;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${fmt(sheet.widthMm)}mm" height="${fmt(sheet.heightMm)}mm" viewBox="0 0 ${fmt(sheet.widthMm)} ${fmt(sheet.heightMm)}">`,
    `<rect x="0" y="0" width="${fmt(sheet.widthMm)}" height="${fmt(sheet.heightMm)}" fill="#fff"/>`,
    `<rect x="${fmt(o.x)}" y="${fmt(o.y)}" width="${fmt(o.width)}" height="${fmt(o.height)}" fill="none" stroke="#999" stroke-width="0.2" stroke-dasharray="1 1"/>`,
  ];
  let open = false;
  for (const r of sheet.rects) {
    const rect = `<rect x="${fmt(r.x)}" y="${fmt(r.y)}" width="${fmt(r.width)}" height="${fmt(r.height)}" fill="${r.fill === 'black' ? '#000' : '#fff'}"/>`;
    if (r.markerId !== undefined) {
      if (open) parts.push('</g>');
      parts.push(`<g data-marker="${r.markerId}">${rect}`);
      open = true;
    } else parts.push(rect);
  }
  if (open) parts.push('</g>');
  parts.push('<g stroke="#000" stroke-width="0.15">');
  for (const l of sheet.lines)
    parts.push(
      `<line${l.tick === undefined ? '' : ` data-tick="${l.tick}"`} x1="${fmt(l.x1)}" y1="${fmt(l.y1)}" x2="${fmt(l.x2)}" y2="${fmt(l.y2)}"/>`,
    );
  parts.push('</g>');
  for (const t of sheet.texts)
    parts.push(
      `<text x="${fmt(t.x)}" y="${fmt(t.y)}" font-size="${sheet.fontMm}"${t.anchor === 'middle' ? ' text-anchor="middle"' : ''} font-family="sans-serif">${escapeXml(t.text)}</text>`,
    );
  parts.push('</svg>');
  return parts.join('\n');
}
