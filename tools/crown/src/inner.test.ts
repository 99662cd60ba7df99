import { distanceToSurface, phantomParams, phantomScans } from '@odontia/phantom';
import { describe, expect, it } from 'vitest';
import { insertionAxis } from './axis.js';
import { DEFAULT_CROWN_PARAMETERS, innerSurface } from './inner.js';
import { detectMargin } from './margin.js';
import { dot } from './probe.js';

describe('insertion axis and inner surface on the phantom preparation', () => {
  for (const fdi of [16, 36])
    it(`${fdi}: axis along the tapered walls, no undercut, no gap at the margin`, () => {
      const scans = phantomScans(phantomParams(), { preparedTooth: fdi });
      const mesh = fdi < 30 ? scans.upper : scans.lower;
      const margin = detectMargin(mesh, fdi)!;
      const { axis, undercutVolume, undercut } = insertionAxis(mesh, margin);
      // the phantom's walls converge symmetrically about the occlusal direction
      expect((Math.acos(dot(axis, margin.frame.w)) * 180) / Math.PI).toBeLessThan(2);
      expect(undercutVolume).toBeLessThan(0.01);
      expect(Math.max(...undercut.depthMm)).toBeLessThan(0.02);
      expect(undercut.vertices.length).toBeGreaterThan(500);

      const params = { ...DEFAULT_CROWN_PARAMETERS, cementGapMm: 0.08 };
      const inner = innerSurface(mesh, margin, axis, params);
      const p = inner.mesh.positions;
      // the margin vertices (station 0) lie on the scan: no gap in the margin band
      const band: number[] = [];
      for (let j = 0; j < inner.spokes; j += 4) {
        const v = j * inner.stations;
        band.push(distanceToSurface(mesh, [p[3 * v]!, p[3 * v + 1]!, p[3 * v + 2]!], 1));
      }
      expect(Math.max(...band)).toBeLessThan(0.01);
    });
});
