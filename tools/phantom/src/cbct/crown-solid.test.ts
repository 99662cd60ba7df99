import { describe, expect, it } from 'vitest';
import { phantomParams } from '../params.js';
import { crownHeight } from '../scans/dentition.js';
import { phantomDentition } from '../scans/scans.js';
import { CrownSolid } from './crown-solid.js';

const at = (s: CrownSolid, x: number, y: number, z: number) => {
  s.beginRow(y, z);
  return s.sdf(x, y, z);
};

describe('a scanned crown as a solid', () => {
  // An incisor's edge is a ridge of 0.07 mm radius, where a first-order distance is least exact.
  for (const [jaw, fdi, tolerance] of [
    ['lower', 36, 0.1],
    ['upper', 11, 0.15],
  ] as const) {
    it(`has the scan's occlusal surface as its boundary and distances close to the true ones (${fdi})`, () => {
      const k = phantomDentition(phantomParams())[jaw].find((c) => c.placement.tooth.fdi === fdi)!;
      const solid = new CrownSolid(k);
      const sign = jaw === 'upper' ? -1 : 1;
      // The occlusal surface sampled densely: the true distance of a point is its distance to these samples.
      const surface: [number, number, number][] = [];
      const step = 0.05;
      for (let x = k.cx - k.a - k.c; x <= k.cx + k.a + k.c; x += step)
        for (let z = k.cz - k.a - k.c; z <= k.cz + k.a + k.c; z += step) {
          const h = crownHeight(k, x, z);
          if (Number.isFinite(h) && h > k.yc - k.placement.tooth.crownHeightMm + 0.5) surface.push([x, sign * h, z]);
        }
      const occlusal = surface.length;
      // and its side wall, from the outline's rim down to below the test points
      for (let t = 0; t < 2 * Math.PI; t += step / Math.max(k.a, k.c)) {
        const dm = Math.cos(t),
          db = Math.sin(t);
        const r = 1 / ((Math.abs(dm) / k.a) ** k.exponent + (Math.abs(db) / k.c) ** k.exponent) ** (1 / k.exponent);
        const x = k.cx + r * (dm * k.mx + db * k.fx),
          z = k.cz + r * (dm * k.mz + db * k.fz);
        const rim = crownHeight(k, k.cx + 0.999 * (x - k.cx), k.cz + 0.999 * (z - k.cz));
        for (let h = rim; h > k.yc - k.placement.tooth.crownHeightMm - 1; h -= step) surface.push([x, sign * h, z]);
      }
      let worst = 0,
        checked = 0;
      for (let i = 0; i < occlusal; i += 97) {
        const [x, y, z] = surface[i]!;
        expect(Math.abs(at(solid, x, y, z))).toBeLessThan(1e-9);
        for (const lift of [-0.3, -0.15, 0.15, 0.3]) {
          const p: [number, number, number] = [x, y + sign * lift, z];
          let d = Infinity;
          for (const q of surface) d = Math.min(d, Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]));
          const estimate = at(solid, ...p);
          // Points just above the crown (lift > 0) lie outside; below it, inside unless past the side walls.
          if (lift > 0) expect(estimate).toBeGreaterThan(0);
          if (Math.abs(estimate) > 0.35 || d > 0.35) continue;
          worst = Math.max(worst, Math.abs(Math.abs(estimate) - d));
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(50);
      // Within a voxel of the surface the estimate is within a tenth of a millimetre or so of the true distance.
      expect(worst).toBeLessThan(tolerance);
    });
  }

  it('shrinks by its inset (the dentin core under the enamel)', () => {
    const k = phantomDentition(phantomParams()).lower.find((c) => c.placement.tooth.fdi === 46)!;
    const outer = new CrownSolid(k),
      core = new CrownSolid(k, 1.3);
    const y = k.yc - 5;
    expect(at(core, k.cx, y, k.cz)).toBeCloseTo(at(outer, k.cx, y, k.cz) + 1.3, 12);
    expect(at(outer, k.cx, y, k.cz)).toBeLessThan(-1.3);
  });
});
