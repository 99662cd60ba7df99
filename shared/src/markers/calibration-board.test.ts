import { describe, expect, it } from 'vitest';
import { BOARDS } from './boards.js';
import { CALIBRATION_BOARD as board, charucoSquareBlack } from './calibration-board.js';
import { DICT_4X4_50_BITS } from './dictionary.js';
import { boardSvg, RULER_MM } from './sheet.js';

const attr = (tag: string, name: string) => Number(new RegExp(`\\b${name}="([-\\d.]+)`).exec(tag)![1]);

describe('ChArUco calibration board', () => {
  const { squaresX, squaresY, squareMm: s } = board;

  it('lists the inner corners one square apart, row by row from the top left', () => {
    expect(board.corners).toHaveLength((squaresX - 1) * (squaresY - 1));
    expect(board.corners[0]).toEqual([(-squaresX / 2 + 1) * s, (squaresY / 2 - 1) * s, 0]);
    board.corners.forEach(([x, y, z], i) => {
      const col = i % (squaresX - 1);
      const row = Math.floor(i / (squaresX - 1));
      expect(x - board.corners[0]![0]).toBeCloseTo(col * s, 9);
      expect(board.corners[0]![1] - y).toBeCloseTo(row * s, 9);
      expect(z).toBe(0);
    });
    // the corners are centred on the board origin
    expect(board.corners.reduce((sum, c) => sum + c[0] + c[1], 0)).toBeCloseTo(0, 9);
  });

  it('puts one marker in each white square, centred, with a white quiet zone around it', () => {
    const whiteSquares = squaresX * squaresY - Math.ceil((squaresX * squaresY) / 2);
    expect(board.markers).toHaveLength(whiteSquares);
    expect(charucoSquareBlack(0, 0)).toBe(true);
    const seen = new Set<string>();
    for (const m of board.markers) {
      const col = (m.centre[0] + (squaresX * s) / 2) / s - 0.5;
      const row = ((squaresY * s) / 2 - m.centre[1]) / s - 0.5;
      expect(col).toBeCloseTo(Math.round(col), 9);
      expect(row).toBeCloseTo(Math.round(row), 9);
      expect(charucoSquareBlack(Math.round(col), Math.round(row))).toBe(false);
      seen.add(`${Math.round(col)},${Math.round(row)}`);
      expect(m.sizeMm).toBe(board.markerMm);
      expect((s - m.sizeMm) / 2).toBeGreaterThanOrEqual(3);
      const [tl, tr, , bl] = m.corners;
      expect(tr[0] - tl[0]).toBeCloseTo(m.sizeMm, 9);
      expect(tl[1] - bl[1]).toBeCloseTo(m.sizeMm, 9);
    }
    expect(seen.size).toBe(board.markers.length);
    // OpenCV's order: row by row from the top, left to right
    const order = board.markers.map((m) => [-m.centre[1], m.centre[0]] as const);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
  });

  it('uses consecutive DICT_4X4_50 ids that no tracking board uses', () => {
    const ids = board.markers.map((m) => m.id);
    expect(ids).toEqual(ids.map((_, i) => 14 + i));
    expect(ids.at(-1)!).toBeLessThan(DICT_4X4_50_BITS.length);
    const tracking = new Set(Object.values(BOARDS).flatMap((b) => b.markers.map((m) => m.id)));
    expect(ids.filter((id) => tracking.has(id))).toEqual([]);
    expect(Math.max(...tracking)).toBeLessThan(ids[0]!);
  });

  it('prints at true scale on A4 landscape: squares, markers, ruler and title', () => {
    const svg = boardSvg(board);
    const root = /<svg [^>]*>/.exec(svg)![0];
    const width = Number(/width="([\d.]+)mm"/.exec(root)![1]);
    const height = Number(/height="([\d.]+)mm"/.exec(root)![1]);
    expect(/viewBox="([^"]+)"/.exec(root)![1]!.split(' ').map(Number)).toEqual([0, 0, width, height]);
    // inside A4 landscape less 10 mm printer margins
    expect(width).toBeLessThanOrEqual(297 - 20);
    expect(height).toBeLessThanOrEqual(210 - 20);

    // the black squares precede the markers and tile the chessboard with the white squares
    const body = svg.slice(0, svg.indexOf('<g data-marker'));
    const squares = [...body.matchAll(/<rect ([^>]*fill="#000"[^>]*)\/>/g)].map((r) => r[1]!);
    expect(squares).toHaveLength(squaresX * squaresY - board.markers.length);
    const x0 = Math.min(...squares.map((r) => attr(r, 'x')));
    const y0 = Math.min(...squares.map((r) => attr(r, 'y')));
    for (const r of squares) {
      expect(attr(r, 'width')).toBeCloseTo(s, 6);
      expect(attr(r, 'height')).toBeCloseTo(s, 6);
      const col = (attr(r, 'x') - x0) / s;
      const row = (attr(r, 'y') - y0) / s;
      expect(col).toBeCloseTo(Math.round(col), 6);
      expect(charucoSquareBlack(Math.round(col), Math.round(row))).toBe(true);
    }
    expect(x0 + (squaresX * s) / 2).toBeCloseTo(width / 2, 6);

    // each marker centred in its square at its size
    const groups = [...svg.matchAll(/<g data-marker="(\d+)"><rect ([^>]*)\/>/g)];
    expect(groups.map((g) => Number(g[1]))).toEqual(board.markers.map((m) => m.id));
    groups.forEach((g, i) => {
      const m = board.markers[i]!;
      expect(attr(g[2]!, 'width')).toBeCloseTo(m.sizeMm, 6);
      expect(attr(g[2]!, 'x') + m.sizeMm / 2 - x0).toBeCloseTo(m.centre[0] + (squaresX * s) / 2, 6);
      expect(attr(g[2]!, 'y') + m.sizeMm / 2 - y0).toBeCloseTo((squaresY * s) / 2 - m.centre[1], 6);
    });

    const ticks = [...svg.matchAll(/<line data-tick="(\d+)" x1="([\d.]+)"/g)].map((t) => Number(t[2]));
    expect(ticks).toHaveLength(RULER_MM + 1);
    expect(ticks.at(-1)! - ticks[0]!).toBeCloseTo(RULER_MM, 6);
    expect(svg).toMatch(/Camera calibration board: 7 x 5 squares of 30 mm, markers 22 mm \(ArUco 4x4 14-30\)/);
  });
});
