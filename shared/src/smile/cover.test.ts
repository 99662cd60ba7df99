import { describe, expect, it } from 'vitest';
import { COVER_BELOW_MM, coveredArea, insidePolygon, oralShade, type Pixels } from './cover.js';
import type { PreviewTooth } from './preview.js';

const tooth = (fdi: number, outline: [number, number][]): PreviewTooth => ({ fdi, triangles: [], outline, depth: 0 });

// a 40x20 photo: skin outside a diamond mouth; inside it teeth (bright) above row 10 and the mouth's shadow below
const WIDTH = 40;
const HEIGHT = 20;
const SKIN = [200, 150, 130];
const TEETH = [230, 225, 210];
const SHADOW = [40, 10, 12];
const mouth: [number, number][] = [
  [2, 10],
  [20, 1],
  [38, 10],
  [20, 19],
];
function photo(): Pixels {
  const data = new Uint8ClampedArray(WIDTH * HEIGHT * 4);
  for (let v = 0; v < HEIGHT; v++)
    for (let u = 0; u < WIDTH; u++) {
      const colour = !insidePolygon(mouth, u + 0.5, v + 0.5) ? SKIN : v < 10 ? TEETH : SHADOW;
      data.set([...colour, 255], (v * WIDTH + u) * 4);
    }
  return { data, width: WIDTH, height: HEIGHT };
}

describe('covering the present teeth', () => {
  it('spans the columns from the leftmost to the rightmost crown outline, down a little below the lowest', () => {
    const teeth = [
      tooth(11, [
        [20, 5],
        [26, 5],
        [25, 12],
      ]),
      tooth(13, [
        [9.5, 6],
        [14, 4],
        [12, 11],
      ]),
      tooth(23, [
        [28, 7],
        [31.25, 6],
        [30, 10],
      ]),
    ];
    // 2 pixels per mm: 3 mm below the lowest outline point (row 12)
    expect(coveredArea({ teeth, pixelsPerMm: 2 })).toEqual({
      left: 9.5,
      right: 31.25,
      bottom: 12 + 2 * COVER_BELOW_MM,
    });
    expect(coveredArea({ teeth: [], pixelsPerMm: 2 })).toBeNull();
  });

  it('tells inside from outside a polygon', () => {
    expect(insidePolygon(mouth, 20, 10)).toBe(true);
    expect(insidePolygon(mouth, 3, 3)).toBe(false);
    expect(insidePolygon(mouth, 37, 10)).toBe(true);
    expect(insidePolygon(mouth, 39, 10)).toBe(false);
  });

  it("paints in the mouth's shadow, not its teeth or the skin around it", () => {
    expect(oralShade(photo(), mouth)).toEqual(SHADOW);
    // only the lips' inside counts: a brighter mouth gives a brighter shade
    const bright = photo();
    for (let at = 0; at < bright.data.length; at += 4)
      if (bright.data[at] === SHADOW[0]) bright.data.set([120, 60, 60], at);
    expect(oralShade(bright, mouth)).toEqual([120, 60, 60]);
  });

  it('keeps a dark shade when the lips are closed', () => {
    const shut: [number, number][] = [
      [2, 10],
      [38, 10],
      [20, 10],
    ];
    const [r, g, b] = oralShade(photo(), shut);
    expect(r + g + b).toBeLessThan(150);
  });
});
