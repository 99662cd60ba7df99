import { BOARDS, boardSheetLayout, CALIBRATION_BOARD, RULER_MM } from '@odontia/shared';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { boardPdf } from './board-pdf';

const MM_PER_PT = 25.4 / 72;

/** The page's drawing operators, decompressed. */
async function pageOperators(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPage(0);
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
  const text = streams.map((s) => new TextDecoder().decode(decodePDFRawStream(s as PDFRawStream).decode())).join('\n');
  return { size: page.getSize(), text };
}

const num = String.raw`(-?[\d.]+)`;
/** Filled rectangles: colour, translation, then the path's far corner. */
const RECT = new RegExp(
  String.raw`${num} ${num} ${num} rg\n[^Q]*?1 0 0 1 ${num} ${num} cm\n(?:1 0 0 1 0 0 cm\n)*0 0 m\n0 ${num} l\n${num} ${num} l\n[^Q]*?\nf\n`,
  'g',
);
/** Stroked lines: from, to. */
const LINE = new RegExp(String.raw`${num} ${num} m\n${num} ${num} l\nS`, 'g');

describe('printable board PDF', () => {
  it.each(Object.values(BOARDS))(
    '$name: a page of the sheet size with every marker at true scale and the ruler in mm',
    async (board) => {
      const sheet = boardSheetLayout(board);
      const { size, text } = await pageOperators(await boardPdf(board));
      expect(size.width * MM_PER_PT).toBeCloseTo(sheet.widthMm, 6);
      expect(size.height * MM_PER_PT).toBeCloseTo(sheet.heightMm, 6);

      const rects = [...text.matchAll(RECT)].map((m) => ({
        black: m[1] === '0',
        x: Number(m[4]) * MM_PER_PT,
        // back to the sheet's top-down mm: the rectangle's top edge
        y: sheet.heightMm - (Number(m[5]) + Number(m[6])) * MM_PER_PT,
        width: Number(m[7]) * MM_PER_PT,
        height: Number(m[6]) * MM_PER_PT,
      }));
      const markers = rects.filter((r) => r.black);
      expect(markers).toHaveLength(board.markers.length);
      markers.forEach((r, i) => {
        const m = board.markers[i]!;
        expect(r.width).toBeCloseTo(m.sizeMm, 6);
        expect(r.height).toBeCloseTo(m.sizeMm, 6);
        // centres as the board defines them (board y up, sheet y down)
        expect(r.x + r.width / 2 - (markers[0]!.x + markers[0]!.width / 2)).toBeCloseTo(
          m.centre[0] - board.markers[0]!.centre[0],
          6,
        );
        expect(r.y + r.height / 2 - (markers[0]!.y + markers[0]!.height / 2)).toBeCloseTo(
          board.markers[0]!.centre[1] - m.centre[1],
          6,
        );
      });
      expect(rects.filter((r) => !r.black)).toHaveLength(sheet.rects.filter((r) => r.fill === 'white').length);

      const ticks = [...text.matchAll(LINE)]
        .map((m) => [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])].map((v) => v * MM_PER_PT))
        .filter(([x1, , x2]) => Math.abs(x1! - x2!) < 1e-6)
        .map(([x]) => x!);
      expect(ticks).toHaveLength(RULER_MM + 1);
      ticks.slice(1).forEach((x, k) => expect(x - ticks[k]!).toBeCloseTo(1, 6));
    },
  );

  it('calibration: every square and marker of the sheet at its place and true scale, the ruler in mm', async () => {
    const sheet = boardSheetLayout(CALIBRATION_BOARD);
    const { size, text } = await pageOperators(await boardPdf(CALIBRATION_BOARD));
    expect(size.width * MM_PER_PT).toBeCloseTo(sheet.widthMm, 6);
    expect(size.height * MM_PER_PT).toBeCloseTo(sheet.heightMm, 6);
    const rects = [...text.matchAll(RECT)].map((m) => ({
      fill: m[1] === '0' ? 'black' : 'white',
      x: Number(m[4]) * MM_PER_PT,
      y: sheet.heightMm - (Number(m[5]) + Number(m[6])) * MM_PER_PT,
      width: Number(m[7]) * MM_PER_PT,
      height: Number(m[6]) * MM_PER_PT,
    }));
    // 18 black squares and 17 markers of 22 mm, each with its white bits
    expect(sheet.rects.filter((r) => r.fill === 'black' && r.markerId === undefined)).toHaveLength(18);
    expect(sheet.rects.filter((r) => r.markerId !== undefined)).toHaveLength(CALIBRATION_BOARD.markers.length);
    expect(rects).toHaveLength(sheet.rects.length);
    rects.forEach((r, i) => {
      const want = sheet.rects[i]!;
      expect(r.fill).toBe(want.fill);
      for (const key of ['x', 'y', 'width', 'height'] as const) expect(r[key]).toBeCloseTo(want[key], 6);
    });
    const ticks = [...text.matchAll(LINE)]
      .map((m) => [Number(m[1]), Number(m[3])].map((v) => v * MM_PER_PT))
      .filter(([x1, x2]) => Math.abs(x1! - x2!) < 1e-6);
    expect(ticks).toHaveLength(RULER_MM + 1);
  });
});
