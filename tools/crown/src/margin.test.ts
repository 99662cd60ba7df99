import { phantomParams, phantomScans } from '@odontia/phantom';
import { describe, expect, it } from 'vitest';
import { distanceToLoop, detectMargin } from './margin.js';

const params = phantomParams();

describe('margin line on the phantom preparation', () => {
  for (const fdi of [16, 26, 36, 46])
    it(`finds the margin of ${fdi} within 0.05 mm mean, 0.15 mm max`, () => {
      const scans = phantomScans(params, { preparedTooth: fdi });
      const mesh = fdi < 30 ? scans.upper : scans.lower;
      const margin = detectMargin(mesh, fdi);
      expect(margin).not.toBeNull();
      const truth = scans.truth.preparation!.marginLine;
      const d = margin!.points.map((p) => distanceToLoop(p, truth));
      const back = truth.map((p) => distanceToLoop(p, margin!.points));
      const mean = d.reduce((a, b) => a + b, 0) / d.length;
      console.log(fdi, mean.toFixed(4), Math.max(...d).toFixed(4), Math.max(...back).toFixed(4));
      expect(mean).toBeLessThan(0.05);
      expect(Math.max(...d, ...back)).toBeLessThan(0.15);
    });
});
