import { boardSheetLayout, type BoardDefinition, type CalibrationBoard } from '@odontia/shared';

const PT_PER_MM = 72 / 25.4;

/**
 * The board's sheet (a marker board's, or the camera calibration board's) as a one-page PDF at true scale (page size =
 * sheet size, 1 mm = 72/25.4 pt), drawn from the same layout as the SVG sheet. pdf-lib is loaded only when a PDF is
 * asked for.
 */
export async function boardPdf(board: BoardDefinition | CalibrationBoard): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const sheet = boardSheetLayout(board);
  const doc = await PDFDocument.create();
  doc.setTitle(`Odontia ${board.name} board`);
  doc.setCreator('Odontia');
  const page = doc.addPage([sheet.widthMm * PT_PER_MM, sheet.heightMm * PT_PER_MM]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  // Sheet mm (y down from the top) to PDF points (y up from the bottom).
  const x = (mm: number) => mm * PT_PER_MM;
  const y = (mm: number) => (sheet.heightMm - mm) * PT_PER_MM;
  const black = rgb(0, 0, 0),
    white = rgb(1, 1, 1);

  const o = sheet.outline;
  page.drawRectangle({
    x: x(o.x),
    y: y(o.y + o.height),
    width: x(o.width),
    height: x(o.height),
    borderColor: rgb(0.6, 0.6, 0.6),
    borderWidth: x(0.2),
    borderDashArray: [x(1), x(1)],
  });
  for (const r of sheet.rects)
    page.drawRectangle({
      x: x(r.x),
      y: y(r.y + r.height),
      width: x(r.width),
      height: x(r.height),
      color: r.fill === 'black' ? black : white,
    });
  for (const l of sheet.lines)
    page.drawLine({
      start: { x: x(l.x1), y: y(l.y1) },
      end: { x: x(l.x2), y: y(l.y2) },
      thickness: x(0.15),
      color: black,
    });
  const size = x(sheet.fontMm);
  for (const t of sheet.texts) {
    const width = t.anchor === 'middle' ? font.widthOfTextAtSize(t.text, size) : 0;
    page.drawText(t.text, { x: x(t.x) - width / 2, y: y(t.y), size, font, color: black });
  }
  return doc.save({ useObjectStreams: false });
}
