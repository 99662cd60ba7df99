import { describe, expect, it } from 'vitest';
import { BOARDS, boardOfMarker, HEAD_BOARD, MANDIBLE_BOARD, POINTER_BOARD } from './boards.js';
import { MARKER_CELLS, markerCellWhite } from './dictionary.js';
import { boardSvg, RULER_MM } from './sheet.js';

const attr = (tag: string, name: string) => Number(new RegExp(`\\b${name}="([-\\d.]+)`).exec(tag)![1]);

describe('marker boards', () => {
  it('use disjoint marker ids and square markers of the stated size', () => {
    const ids = Object.values(BOARDS).flatMap((b) => b.markers.map((m) => m.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const b of Object.values(BOARDS))
      for (const m of b.markers) {
        const [tl, tr, br, bl] = m.corners;
        expect(tr[0] - tl[0]).toBeCloseTo(m.sizeMm, 9);
        expect(tl[1] - bl[1]).toBeCloseTo(m.sizeMm, 9);
        expect(br[1]).toBeCloseTo(bl[1], 9);
        expect(Math.abs(m.centre[0]) + m.sizeMm / 2).toBeLessThanOrEqual(b.widthMm / 2);
        expect(Math.abs(m.centre[1]) + m.sizeMm / 2).toBeLessThanOrEqual(b.heightMm / 2);
      }
    expect(boardOfMarker(7)?.board.name).toBe('mandible');
    expect(boardOfMarker(49)).toBeUndefined();
    expect(POINTER_BOARD.tipMm).toEqual([0, -80, 0]);
  });

  it('marker cells: a black border around the 4x4 bits', () => {
    for (let k = 0; k < MARKER_CELLS; k++) {
      expect(markerCellWhite(3, 0, k)).toBe(false);
      expect(markerCellWhite(3, k, 5)).toBe(false);
    }
    expect(() => markerCellWhite(50, 2, 2)).toThrow(RangeError);
  });
});

describe('printable board SVG', () => {
  it.each([HEAD_BOARD, MANDIBLE_BOARD, POINTER_BOARD])('$name sheet is at true scale in mm', (board) => {
    const svg = boardSvg(board);
    const root = /<svg [^>]*>/.exec(svg)![0];
    const width = Number(/width="([\d.]+)mm"/.exec(root)![1]);
    const height = Number(/height="([\d.]+)mm"/.exec(root)![1]);
    const viewBox = /viewBox="([^"]+)"/.exec(root)![1]!.split(' ').map(Number);
    // one user unit = one millimetre
    expect(viewBox).toEqual([0, 0, width, height]);
    expect(width).toBeGreaterThanOrEqual(board.widthMm);

    // every marker is printed at its defined size and spacing
    const groups = [...svg.matchAll(/<g data-marker="(\d+)"><rect ([^>]*)\/>/g)];
    expect(groups.map((g) => Number(g[1]))).toEqual(board.markers.map((m) => m.id));
    const first = board.markers[0]!;
    const firstX = attr(groups[0]![2]!, 'x');
    const firstY = attr(groups[0]![2]!, 'y');
    groups.forEach((g, i) => {
      const m = board.markers[i]!;
      expect(attr(g[2]!, 'width')).toBeCloseTo(m.sizeMm, 6);
      expect(attr(g[2]!, 'height')).toBeCloseTo(m.sizeMm, 6);
      expect(attr(g[2]!, 'x') - firstX).toBeCloseTo(m.centre[0] - first.centre[0], 6);
      expect(attr(g[2]!, 'y') - firstY).toBeCloseTo(first.centre[1] - m.centre[1], 6);
    });

    // the ruler: RULER_MM + 1 ticks 1 mm apart
    const ticks = [...svg.matchAll(/<line data-tick="(\d+)" x1="([\d.]+)"/g)].map((t) => Number(t[2]));
    expect(ticks).toHaveLength(RULER_MM + 1);
    ticks.slice(1).forEach((x, k) => expect(x - ticks[k]!).toBeCloseTo(1, 6));
    expect(ticks.at(-1)! - ticks[0]!).toBeCloseTo(RULER_MM, 6);
    expect(ticks[0]).toBeGreaterThanOrEqual(0);
    expect(ticks.at(-1)).toBeLessThanOrEqual(width);
  });

  it('prints the white bits of each marker', () => {
    const svg = boardSvg(MANDIBLE_BOARD);
    for (const m of MANDIBLE_BOARD.markers) {
      const group = new RegExp(`<g data-marker="${m.id}">([\\s\\S]*?)</g>`).exec(svg)![1]!;
      let white = 0;
      for (let r = 0; r < MARKER_CELLS; r++)
        for (let c = 0; c < MARKER_CELLS; c++) white += markerCellWhite(m.id, r, c) ? 1 : 0;
      expect((group.match(/fill="#fff"/g) ?? []).length).toBe(white);
    }
  });
});
