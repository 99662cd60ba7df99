import { phantomParams, phantomScans } from '@odontia/phantom';
import { axisRotation, type Mat3 } from '@odontia/shared';
import { BufferAttribute, BufferGeometry } from 'three';
import { describe, expect, it } from 'vitest';
import { alignScans } from './align-scans.js';
import { applyRigid, kabsch, rotationAngleDeg, type Rigid } from './kabsch.js';

const rotation = (axis: [number, number, number], deg: number): Mat3 => axisRotation(axis, (deg * Math.PI) / 180);

describe('aligning two scans of one arch without marks', () => {
  // The first visit's upper scan, and a second one: the same arch scanned again (its own triangulation and
  // noise), reaching 4 mm less far back, exported in a frame turned and moved far from the first.
  const firstScan = phantomScans(phantomParams(), { spacingMm: 0.4 }).upper;
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(firstScan.positions, 3));
  geometry.setIndex(new BufferAttribute(firstScan.triangles, 1));
  geometry.computeVertexNormals();
  const first = { positions: firstScan.positions, normals: geometry.getAttribute('normal').array };
  const again = phantomScans(phantomParams({ seed: 2 }), { spacingMm: 0.4 }).upper.positions;
  const back = Math.min(...Array.from({ length: again.length / 3 }, (_, i) => again[i * 3 + 2]!));
  const shorter = Float32Array.from(
    Array.from({ length: again.length / 3 }, (_, i) => i)
      .filter((i) => again[i * 3 + 2]! > back + 4)
      .flatMap((i) => [again[i * 3]!, again[i * 3 + 1]!, again[i * 3 + 2]!]),
  );

  for (const [axis, deg] of [
    [[0.3, 1, -0.4], 140],
    [[1, 0.2, 0.1], 75],
    [[0, 0, 1], 180],
  ] as [[number, number, number], number][])
    it(`finds the second visit's frame turned ${deg} degrees: within 0.05 mm over the arch`, () => {
      const exported: Rigid = { R: rotation(axis, deg), t: [40, -25, 60] };
      const second = applyRigid(exported, shorter, new Float32Array(shorter.length));
      const fit = alignScans(second, first);
      // what the fit does to the second scan against what undoes the export, over its points
      const undone = applyRigid(kabsch(second, shorter), second);
      const found = applyRigid(fit.transform, second);
      let sq = 0;
      for (let i = 0; i < found.length; i++) sq += (found[i]! - undone[i]!) ** 2;
      const poseRms = Math.sqrt(sq / (found.length / 3));
      expect(poseRms, `pose ${poseRms} mm, fit RMS ${fit.rms} mm`).toBeLessThan(0.05);
      expect(rotationAngleDeg(fit.transform.R)).toBeGreaterThan(1);
      expect(fit.rms).toBeLessThan(0.15);
    });
});
