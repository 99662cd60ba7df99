import { median } from '@odontia/shared';
import type { RgbImage } from './image.js';

/** Rays from the iris centre towards each side's sclera, degrees from the horizontal (lids cover the rest). */
const RAY_ANGLES = [-20, -12, -6, 0, 6, 12, 20];
/** The limbus is searched between these fractions of the model's iris diameter from the centre. */
const SEARCH = [0.3, 0.7] as const;
const STEP_PX = 0.25;
/** Brightening (grey levels per pixel) below which a ray found no limbus. */
const MIN_EDGE = 12;
const MIN_RAYS = 3;

function luminance(image: RgbImage, x: number, y: number): number {
  const { width, height, data } = image;
  const [x0, y0] = [Math.floor(x), Math.floor(y)];
  if (x0 < 0 || y0 < 0 || x0 + 1 >= width || y0 + 1 >= height) return NaN;
  const [fx, fy] = [x - x0, y - y0];
  const at = (px: number, py: number) => {
    const i = (py * width + px) * 3;
    return 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
  };
  const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
  const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
  return top * (1 - fy) + bottom * fy;
}

/** Radius (px) of the steepest dark-to-bright step along one ray, to a fraction of a step; null when flat. */
function edgeRadius(image: RgbImage, centre: [number, number], angle: number, from: number, to: number) {
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
  const profile: number[] = [];
  for (let r = from; r <= to; r += STEP_PX) profile.push(luminance(image, centre[0] + r * dx, centre[1] + r * dy));
  let best = -1;
  let bestRise = MIN_EDGE * 2 * STEP_PX;
  for (let i = 1; i + 1 < profile.length; i++) {
    const rise = profile[i + 1]! - profile[i - 1]!;
    if (rise > bestRise) [best, bestRise] = [i, rise];
  }
  if (best < 2 || best + 2 >= profile.length) return null;
  // parabola through the rises around the steepest one
  const [a, b, c] = [best - 1, best, best + 1].map((i) => profile[i + 1]! - profile[i - 1]!);
  const denominator = a! - 2 * b! + c!;
  const offset = denominator < 0 ? (0.5 * (a! - c!)) / denominator : 0;
  return from + (best + offset) * STEP_PX;
}

/**
 * The iris's horizontal diameter (px) measured on the image: along rays from the centre to either side, where
 * the dark iris meets the bright sclera (the limbus), the median radius per side summed. The landmark model's
 * own diameter leans towards the eye opening's width (on the phantom, faces with narrower eyes read smaller
 * irises by several per cent); the edge does not. Null when either side shows no limbus (lids, glare, blur).
 */
export function limbusDiameterPx(image: RgbImage, centre: [number, number], modelDiameterPx: number): number | null {
  const [from, to] = [SEARCH[0] * modelDiameterPx, SEARCH[1] * modelDiameterPx];
  const side = (sign: 1 | -1) => {
    const radii = RAY_ANGLES.flatMap((degrees) => {
      const angle = ((sign > 0 ? degrees : 180 - degrees) * Math.PI) / 180;
      return edgeRadius(image, centre, angle, from, to) ?? [];
    });
    return radii.length >= MIN_RAYS ? median(radii) : null;
  };
  const [right, left] = [side(1), side(-1)];
  return right !== null && left !== null ? right + left : null;
}
