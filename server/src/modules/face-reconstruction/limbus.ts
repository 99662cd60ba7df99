import { median } from '@odontia/shared';
import { bilinear, type GrayImage } from '../capture/edge-refinement.js';

/** Rays from the iris centre towards each side's sclera, degrees from the horizontal (lids cover the rest). */
const RAY_ANGLES = [-20, -12, -6, 0, 6, 12, 20];
/** The limbus is searched between these fractions of the model's iris diameter from the centre. */
const SEARCH = [0.3, 0.7] as const;
const STEP_PX = 0.25;
/** Brightening (grey levels per pixel) below which a ray found no limbus. */
const MIN_EDGE = 12;
const MIN_RAYS = 3;

/** Radius (px) of the steepest dark-to-bright step along one ray, to a fraction of a step; null when flat. */
function edgeRadius(image: GrayImage, centre: [number, number], angle: number, from: number, to: number) {
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
  const profile: number[] = [];
  for (let r = from; r <= to; r += STEP_PX) profile.push(bilinear(image, centre[0] + r * dx, centre[1] + r * dy));
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
export function limbusDiameterPx(image: GrayImage, centre: [number, number], modelDiameterPx: number): number | null {
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
