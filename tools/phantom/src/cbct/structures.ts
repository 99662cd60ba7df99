import type { PhantomParams } from '../params.js';
import { cbctAnatomy, type CbctAnatomy } from './anatomy.js';
import type { Shape } from './sdf.js';

/** The structures a CBCT segmentation yields, named as the viewer's model ids. */
export type CbctStructure = 'skull' | 'jaw' | 'tooth_upper' | 'tooth_lower' | 'canal';

/**
 * Membership of each structure as signs of the anatomy's distance shapes. The jaw and the skull are
 * solid bone without the teeth they hold (the canal lumen lies inside the jaw, as a clinician sees it);
 * the canal is the lumen of both mandibular canals.
 */
function members(a: CbctAnatomy): Record<CbctStructure, { within: Shape; without: Shape[] }> {
  return {
    skull: { within: a.skull, without: [a.teeth] },
    jaw: { within: a.mandible, without: [a.teeth] },
    tooth_upper: { within: a.upperTeeth, without: [] },
    tooth_lower: { within: a.lowerTeeth, without: [] },
    canal: { within: a.canals, without: [] },
  };
}

/** Volume in mm³ of a shape minus others, by counting cell centres of a grid of `step` mm over its bounds. */
function volumeOf(within: Shape, without: Shape[], step: number): number {
  const [x0, y0, z0, x1, y1, z1] = within.bounds;
  const active = new Array<boolean>(without.length);
  let count = 0;
  for (let z = z0 + step / 2; z < z1; z += step) {
    for (let y = y0 + step / 2; y < y1; y += step) {
      if (!within.beginRow(y, z)) continue;
      for (let s = 0; s < without.length; s++) active[s] = without[s]!.beginRow(y, z);
      for (let x = x0 + step / 2; x < x1; x += step) {
        if (!within.reaches(x) || within.sdf(x, y, z) >= 0) continue;
        let out = false;
        for (let s = 0; s < without.length && !out; s++)
          out = active[s]! && without[s]!.reaches(x) && without[s]!.sdf(x, y, z) < 0;
        if (!out) count++;
      }
    }
  }
  return count * step ** 3;
}

/**
 * True volume (mm³) of each structure of the phantom's CBCT anatomy, from its distance shapes. A grid of
 * `step` mm estimates a smooth solid's volume far better than the voxel size: errors cancel over the surface.
 */
export function cbctStructureVolumes(p: PhantomParams, step = 0.4): Record<CbctStructure, number> {
  const a = cbctAnatomy(p);
  const m = members(a);
  // Thin structures get a finer grid.
  const fine = Math.min(step, 0.2);
  return {
    skull: volumeOf(m.skull.within, m.skull.without, step),
    jaw: volumeOf(m.jaw.within, m.jaw.without, step),
    tooth_upper: volumeOf(m.tooth_upper.within, [], fine),
    tooth_lower: volumeOf(m.tooth_lower.within, [], fine),
    canal: volumeOf(m.canal.within, [], fine),
  };
}
