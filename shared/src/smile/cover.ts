import type { SmilePreview } from './preview.js';

/**
 * Hiding the patient's present teeth behind the design in the smile photo: the open mouth between the
 * designed crowns' outermost sides, down to a little below them, is painted in the shade of the mouth's own
 * shadow before the crowns are drawn, so present teeth longer or wider than the design do not show around
 * it. The teeth beyond the design (premolars) and the lower teeth stay as photographed.
 */

/** A photo's pixels as a canvas holds them: RGBA, row by row. */
export interface Pixels {
  data: Uint8ClampedArray | Uint8Array;
  width: number;
  height: number;
}

/**
 * Present upper teeth longer than the design are covered this far below its lowest outline point (mm); the
 * lower teeth further down, which an open mouth shows, stay.
 */
export const COVER_BELOW_MM = 3;

/**
 * The part of the photo the design covers (pixels): from its leftmost to its rightmost crown outline point,
 * and down to COVER_BELOW_MM below its lowest one.
 */
export interface CoveredArea {
  left: number;
  right: number;
  bottom: number;
}

export function coveredArea({ teeth, pixelsPerMm }: Pick<SmilePreview, 'teeth' | 'pixelsPerMm'>): CoveredArea | null {
  const points = teeth.flatMap((tooth) => tooth.outline);
  if (!points.length) return null;
  const us = points.map((p) => p[0]);
  return {
    left: Math.min(...us),
    right: Math.max(...us),
    bottom: Math.max(...points.map((p) => p[1])) + COVER_BELOW_MM * pixelsPerMm,
  };
}

/** Whether a point is inside a closed polygon (even-odd rule). */
export function insidePolygon(polygon: readonly (readonly [number, number])[], u: number, v: number): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [[ui, vi], [uj, vj]] = [polygon[i]!, polygon[j]!];
    if (vi > v !== vj > v && u < ((uj - ui) * (v - vi)) / (vj - vi) + ui) inside = !inside;
  }
  return inside;
}

/** Used when the mouth holds no pixel (closed lips): a dark red-brown. */
const DEFAULT_SHADE: [number, number, number] = [48, 22, 24];
/** The shadow is the darkest part of what the open mouth shows. */
const SHADOW_FRACTION = 0.2;

/** The mouth's shadow in the photo: the mean colour of the darkest fifth of the pixels inside the inner lips. */
export function oralShade(pixels: Pixels, mouth: readonly (readonly [number, number])[]): [number, number, number] {
  const us = mouth.map((p) => p[0]);
  const vs = mouth.map((p) => p[1]);
  const clamp = (x: number, size: number) => Math.min(size - 1, Math.max(0, Math.round(x)));
  const { data } = pixels;
  const inside: { luma: number; at: number }[] = [];
  for (let v = clamp(Math.min(...vs), pixels.height); v <= clamp(Math.max(...vs), pixels.height); v++)
    for (let u = clamp(Math.min(...us), pixels.width); u <= clamp(Math.max(...us), pixels.width); u++) {
      if (!insidePolygon(mouth, u + 0.5, v + 0.5)) continue;
      const at = (v * pixels.width + u) * 4;
      inside.push({ luma: 0.299 * data[at]! + 0.587 * data[at + 1]! + 0.114 * data[at + 2]!, at });
    }
  if (!inside.length) return DEFAULT_SHADE;
  inside.sort((a, b) => a.luma - b.luma);
  const darkest = inside.slice(0, Math.max(1, Math.round(inside.length * SHADOW_FRACTION)));
  return [0, 1, 2].map((c) => Math.round(darkest.reduce((s, p) => s + data[p.at + c]!, 0) / darkest.length)) as [
    number,
    number,
    number,
  ];
}
