import { describe, expect, it } from 'vitest';
import type { GrayImage } from '../capture/edge-refinement.js';
import { limbusDiameterPx } from './limbus.js';

/** A dark iris of `radius` px (its rim darker) on white sclera, edges anti-aliased by 4x4 supersampling. */
function eye(radius: number, centre: [number, number], size = 64): GrayImage {
  const data = new Uint8Array(size * size);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      let sum = 0;
      for (let sy = 0; sy < 4; sy++)
        for (let sx = 0; sx < 4; sx++) {
          const r = Math.hypot(x + (sx + 0.5) / 4 - 0.5 - centre[0], y + (sy + 0.5) / 4 - 0.5 - centre[1]);
          sum += r < radius - 1 ? 80 : r < radius ? 45 : 235;
        }
      data[y * size + x] = Math.round(sum / 16);
    }
  return { width: size, height: size, data };
}

describe('limbus diameter', () => {
  it('measures the iris edge to a fraction of a pixel, whatever the model read', () => {
    const image = eye(11.3, [31.6, 32.2]);
    for (const modelReading of [19, 22.6, 25])
      expect(limbusDiameterPx(image, [31.6, 32.2], modelReading)).toBeCloseTo(22.6, 0);
    // a centre a pixel off sideways still gives the diameter: the two sides' radii are summed
    expect(limbusDiameterPx(image, [32.6, 32.2], 22)).toBeCloseTo(22.6, 0);
  });

  it('finds no limbus on a flat patch', () => {
    const flat: GrayImage = { width: 64, height: 64, data: new Uint8Array(64 * 64).fill(120) };
    expect(limbusDiameterPx(flat, [32, 32], 22)).toBeNull();
  });
});
