import { describe, expect, it } from 'vitest';
import { trajectoryFromFrames, type Trajectory } from '../trajectory/format.js';
import { transformPoint } from '../trajectory/frame.js';
import { pointPath } from './analysis.js';
import { balkwillAngle, bonwillTriangle, occlusalPlaneFrom, resolveReference, type OcclusalMarks } from './geometry.js';
import { bonwillCondyles, OCCLUSAL_PLANE } from './reference.js';
import { distance, dot, rotationAbout, toRad, translation, type V3 } from './rigid.js';
import { pathExtents, projectPath, stablePosition, summariseStable } from './series.js';

/** A rigid motion of the whole reference (scan moved in its frame): marks rotated 8° about x and shifted. */
const pose = rotationAbout([0, 0, 0], [1, 0, 0], toRad(8));
const moved = (p: V3): V3 => {
  const q = transformPoint(pose, p);
  return [q[0] + 3, q[1] - 2, q[2] + 1];
};
const marks: OcclusalMarks = { ip: moved([0, 0, 0]), mb36: moved([24, 0, -32]), mb46: moved([-24, 0, -32]) };

const timed = (matrices: (number[] | null)[], kind: 'movement' | 'stable' = 'movement'): Trajectory =>
  trajectoryFromFrames(
    {
      kind,
      movementType: kind === 'movement' ? 4 : null,
      registrationResidualMm: null,
      source: 'synthetic',
      fps: 10,
      warnings: [],
    },
    matrices.map((matrix, i) => ({ timeMs: i * 100, matrix, quality: matrix ? 1 : 0 })),
  );

describe('reference geometry', () => {
  it('takes the occlusal plane through IP and the mesiobuccal cusps of 36 and 46, normal up, anterior to IP', () => {
    const plane = occlusalPlaneFrom(marks)!;
    const up = transformPoint(pose, [0, 1, 0]);
    const forward = transformPoint(pose, [0, 0, 1]);
    expect(dot(plane.normal, up)).toBeCloseTo(1, 12);
    expect(dot(plane.anterior, forward)).toBeCloseTo(1, 12);
    expect(occlusalPlaneFrom({ ip: [0, 0, 0], mb36: [1, 0, 0], mb46: [2, 0, 0] })).toBeNull();
  });

  it('measures Bonwill’s triangle and the Balkwill angle of a known triangle', () => {
    const { lc, rc } = bonwillCondyles(100, 105, 22);
    const t = bonwillTriangle([0, 0, 0], lc, rc);
    expect(t.sideLeftMm).toBeCloseTo(105, 10);
    expect(t.sideRightMm).toBeCloseTo(105, 10);
    expect(t.intercondylarMm).toBeCloseTo(100, 10);
    expect(balkwillAngle([0, 0, 0], lc, rc, OCCLUSAL_PLANE)).toBeCloseTo(22, 10);
  });

  it('places the arbitrary axis on the marked occlusal plane and names each condyle source in order', () => {
    const arbitrary = resolveReference({ marks });
    expect(arbitrary.occlusalSource).toBe('marked');
    expect(arbitrary.reference.condyleSource).toBe('bonwill');
    expect(arbitrary.bonwill.sideLeftMm).toBeCloseTo(105, 10);
    expect(arbitrary.bonwill.intercondylarMm).toBeCloseTo(100, 10);
    expect(arbitrary.balkwillAngleDeg).toBeCloseTo(22, 10);
    // the left condyle is on the patient's left (+x before the motion)
    const lcLocal = bonwillCondyles(100, 105, 22).lc;
    expect(distance(arbitrary.reference.lc, moved(lcLocal))).toBeLessThan(1e-9);

    const ct = { lc: [50, 20, -90] as V3, rc: [-50, 20, -90] as V3 };
    expect(resolveReference({ marks, ctCondyles: ct }).reference.condyleSource).toBe('ct');

    // an opening about a hinge 2 mm above the arbitrary axis: the kinematic axis is preferred over Bonwill
    const { lc } = resolveReference({}).reference;
    const hinge: V3 = [0, lc[1] + 2, lc[2]];
    const opening = timed(Array.from({ length: 30 }, (_, i) => rotationAbout(hinge, [1, 0, 0], toRad(i * 0.5))));
    const kinematic = resolveReference({ opening, ctCondyles: null });
    expect(kinematic.reference.condyleSource).toBe('kinematic');
    expect(kinematic.reference.lc[1]).toBeCloseTo(hinge[1], 4);
    expect(kinematic.reference.rc[2]).toBeCloseTo(hinge[2], 4);
    expect(kinematic.occlusalSource).toBe('default');
  });
});

describe('path series', () => {
  it('projects a straight protrusion and measures distance, speed and extents', () => {
    // 1 mm forward and 0.5 mm down per 100 ms frame, one frame missing
    const frames = Array.from({ length: 11 }, (_, i) => (i === 5 ? null : translation([0, -0.5 * i, i])));
    const p = projectPath(pointPath(timed(frames), [0, 0, 0]), OCCLUSAL_PLANE);
    expect(p.anterior[10]).toBeCloseTo(10, 5);
    expect(p.superior[10]).toBeCloseTo(-5, 5);
    expect(Number.isNaN(p.distance[5]!)).toBe(true);
    const perFrame = Math.hypot(1, 0.5);
    expect(p.speed[3]).toBeCloseTo(perFrame * 10, 4);
    expect(p.speed[4]).toBeCloseTo(perFrame * 10, 4); // across the gap: two frames over 200 ms
    const e = pathExtents(p);
    expect(e.maxDistanceMm).toBeCloseTo(perFrame * 10, 4);
    expect(e.pathLengthMm).toBeCloseTo(perFrame * 10, 4);
    expect(e.lateralRangeMm).toEqual([0, 0]);
  });

  it('averages stable-position collections and measures their spread and the condyle displacement', () => {
    const points = { ip: [0, 0, 0] as V3, lc: [50, 20, -90] as V3, rc: [-50, 20, -90] as V3 };
    const collections = [
      [0.2, 0, -0.6],
      [0.2, 0, -0.4],
      [0.2, 0, -0.5],
    ].map((t) => stablePosition(timed(Array(5).fill(translation(t as V3)), 'stable'), points)!);
    const s = summariseStable(collections)!;
    expect(s.collections).toBe(3);
    expect(s.mean.lc[2]).toBeCloseTo(-0.5, 6);
    expect(s.condyleDisplacementMm.left).toBeCloseTo(Math.hypot(0.2, 0.5), 6);
    expect(s.spreadMm.rc).toBeCloseTo(0.1, 6);
    expect(summariseStable([])).toBeNull();
  });
});
