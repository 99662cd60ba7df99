import { dot, frameMatrix, MovementType, norm, sub, toDeg, transformPoint, type Vec3 } from '@odontia/shared';
import { describe, expect, it } from 'vitest';
import { phantomParams } from '../params.js';
import { SeededRandom } from '../random.js';
import { bisect, JawKinematics, motionTrajectory } from './motion.js';
import { noisyTrajectory } from './noise.js';
import { allMotionTruths, motionTruth } from './truth.js';

const kin = new JawKinematics(phantomParams());
const g = kin.geometry;
const moved = (m: number[], p: Vec3) => sub(transformPoint(m, p), p);
/** Angle below the plane's anterior direction of a displacement in the sagittal section, degrees. */
const sagittal = (d: Vec3, normal: Vec3, anterior: Vec3) => toDeg(Math.atan2(-dot(d, normal), dot(d, anterior)));

describe('analytic jaw motions', () => {
  it('keeps every pose rigid and starts and ends each recording at maximal intercuspation', () => {
    for (const type of Object.values(MovementType)) {
      const t = motionTrajectory(kin, type);
      expect(t.header.frameCount).toBe(300);
      expect(t.times[299]).toBeCloseTo((299 * 1000) / 30, 3);
      for (const i of [0, 40, 75, 150, 299]) {
        const m = frameMatrix(t, i)!;
        const cols = [0, 1, 2].map((c) => [m[c * 4]!, m[c * 4 + 1]!, m[c * 4 + 2]!] as const);
        cols.forEach((c, a) => cols.forEach((d, b) => expect(dot(c, d)).toBeCloseTo(a === b ? 1 : 0, 6)));
      }
      expect(norm(moved(frameMatrix(t, 0)!, g.lc))).toBeLessThan(1e-4);
      expect(norm(moved(frameMatrix(t, 299)!, g.ip))).toBeLessThan(1e-4);
    }
  });

  it('moves both condyles along a path inclined 35° to the Frankfort horizontal at 5 mm, the incisor at 45° to the occlusal plane', () => {
    const at = (chord: number) => bisect((p) => norm(moved(kin.protrusion(p, true), g.lc)) - chord, 0, 1);
    const p5 = at(5);
    const lc = moved(kin.protrusion(p5, true), g.lc);
    const rc = moved(kin.protrusion(p5, true), g.rc);
    expect(norm(sub(lc, rc))).toBeLessThan(1e-9);
    expect(sagittal(lc, g.frankfortNormal, g.frankfortAnterior)).toBeCloseTo(35, 9);
    expect(sagittal(lc, [0, 1, 0], [0, 0, 1])).toBeCloseTo(25, 9);
    for (const p of [0.2, 0.6, 1])
      expect(sagittal(moved(kin.protrusion(p, true), g.ip), [0, 1, 0], [0, 0, 1])).toBeCloseTo(45, 9);
    expect(motionTruth(kin, MovementType.forward).condylarInclinationDeg!.at5mm).toEqual({
      frankfort: expect.closeTo(35, 9),
      occlusal: expect.closeTo(25, 9),
      alaTragus: expect.closeTo(25, 9),
    });
  });

  it('moves the non-working condyle forward and medially at the Bennett angle after the immediate side shift', () => {
    const fa = g.frankfortAnterior;
    for (const p of [0.05, 0.1, 0.4, 1]) {
      const d = moved(kin.laterotrusion('left', p, 8), g.rc);
      const anterior = dot(d, fa);
      const medial = d[0]; // the right condyle's medial side is +X
      if (p <= 0.1) expect(anterior).toBeCloseTo(0, 12);
      else expect(toDeg(Math.atan2(medial - 0.5, anterior))).toBeCloseTo(10, 9);
    }
    expect(moved(kin.laterotrusion('left', 0.1, 8), g.rc)[0]).toBeCloseTo(0.5, 12);
    // the working condyle moves laterally without rising or dropping
    const w = moved(kin.laterotrusion('right', 1, 8), g.rc);
    expect(w[0]).toBeLessThan(-0.5);
    expect(Math.abs(w[1]) + Math.abs(w[2])).toBeLessThan(1e-9);
  });

  it('opens as a pure hinge about LC–RC for the first 15 mm, then to exactly 45 mm at IP', () => {
    const hingeEnd = kin.opening(0.3);
    expect(norm(moved(hingeEnd, g.ip))).toBeCloseTo(15, 9);
    expect(norm(moved(hingeEnd, g.lc))).toBeLessThan(1e-9);
    expect(norm(moved(hingeEnd, g.rc))).toBeLessThan(1e-9);
    expect(norm(moved(kin.opening(1), g.ip))).toBeCloseTo(45, 9);
    expect(norm(moved(kin.opening(0.6), g.lc))).toBeGreaterThan(1);
  });

  it('states every movement’s truth as JSON and adds tracker-like noise deterministically', () => {
    const truths = allMotionTruths(kin);
    expect(truths.map((t) => t.name)).toEqual(Object.keys(MovementType));
    expect(JSON.parse(JSON.stringify(truths[MovementType.maxopen]))).toMatchObject({ maxOpeningMm: 45 });
    expect(truths[MovementType.chew]).toMatchObject({ chewCycleCount: 10, chewCycleMs: 800 });
    const clean = motionTrajectory(kin, MovementType.forward);
    const noise = { translationMm: 0.05, rotationDeg: 0.05, dropFraction: 0.1 };
    const a = noisyTrajectory(clean, new SeededRandom(3), noise);
    const b = noisyTrajectory(clean, new SeededRandom(3), noise);
    expect(Array.from(a.quality)).toEqual(Array.from(b.quality));
    const dropped = Array.from(a.quality).filter((q) => q === 0).length;
    expect(dropped).toBeGreaterThan(10);
    expect(dropped).toBeLessThan(60);
  });
});
