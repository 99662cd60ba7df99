import { MovementType, transformPoint, type Vec3 } from '@odontia/shared';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MOTION_OPTIONS, JawKinematics, motionFrames } from '../motion/motion.js';
import { phantomParams } from '../params.js';
import { cbctAnatomy, JOINT_SPACE_MM } from './anatomy.js';
import { FAR, type Shape } from './sdf.js';

const value = (s: Shape, p: Vec3) => (s.beginRow(p[1], p[2]) && s.reaches(p[0]) ? s.sdf(p[0], p[1], p[2]) : FAR);

/** Points on a shape's surface within `radius` of `centre`: grid points near it, projected onto it. */
function surfacePoints(shape: Shape, centre: Vec3, radius: number, step: number): Vec3[] {
  const points: Vec3[] = [];
  const h = 1e-4;
  for (let x = -radius; x <= radius; x += step)
    for (let y = -radius; y <= radius; y += step)
      for (let z = -radius; z <= radius; z += step) {
        let p: Vec3 = [centre[0] + x, centre[1] + y, centre[2] + z];
        if (Math.hypot(x, y, z) > radius || Math.abs(value(shape, p)) > step) continue;
        for (let k = 0; k < 6; k++) {
          const v = value(shape, p);
          const g = [0, 1, 2].map((i) => {
            const a: Vec3 = [...p],
              b: Vec3 = [...p];
            a[i] += h;
            b[i] -= h;
            return (value(shape, a) - value(shape, b)) / (2 * h);
          });
          const g2 = g[0]! ** 2 + g[1]! ** 2 + g[2]! ** 2;
          p = [p[0] - (v * g[0]!) / g2, p[1] - (v * g[1]!) / g2, p[2] - (v * g[2]!) / g2];
        }
        if (Math.abs(value(shape, p)) < 1e-6) points.push(p);
      }
  return points;
}

const a = cbctAnatomy(phantomParams());
// Recordings at 10 fps: every third frame of the 30 fps recordings, 100 per movement.
const kin = new JawKinematics(phantomParams(), { ...DEFAULT_MOTION_OPTIONS, fps: 10 });

/** Least distance from the skull to the mandible's surface near one condyle with the mandible at `pose`. */
const clearance = (surface: Vec3[], pose: number[]) =>
  Math.min(...surface.map((p) => value(a.skull, transformPoint(pose, p))));

describe('phantom temporomandibular joints', () => {
  for (const [side, c] of [
    ['left', a.lc],
    ['right', a.rc],
  ] as const) {
    // The condylar process and what of the ramus lies within 15 mm of the condyle centre, every 1 mm.
    const surface = surfacePoints(a.mandible, c, 15, 1);

    it(`${side}: the fossa roof lies the joint space above the condyle at rest`, () => {
      expect(surface.length).toBeGreaterThan(500);
      const rest = clearance(surface, [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]);
      expect(rest).toBeGreaterThanOrEqual(JOINT_SPACE_MM - 1e-9);
      expect(rest).toBeLessThan(JOINT_SPACE_MM + 0.05);
    });

    it(`${side}: no frame of any of the phantom's recordings brings the mandible nearer the skull than the joint space`, () => {
      for (const type of Object.values(MovementType)) {
        const least = Math.min(...motionFrames(kin, type).map((f) => clearance(surface, f.matrix)));
        console.info(`${side} joint, movement ${type}: least clearance ${least.toFixed(3)} mm`);
        // The fossa is sampled at 17 poses per movement: between two of them it is short by the sagitta of the step.
        expect(least, `movement ${type}`).toBeGreaterThan(JOINT_SPACE_MM - 0.05);
      }
    });
  }
});
