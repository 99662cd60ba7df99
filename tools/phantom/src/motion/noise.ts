import { multiply4, rotationAbout, trajectoryFromFrames, type Trajectory, type Vec3 } from '@odontia/shared';
import type { SeededRandom } from '../random.js';

export interface PoseNoise {
  /** Standard deviation of the translation error per axis, mm. */
  translationMm: number;
  /** Standard deviation of the rotation error about a random axis through `centre`, degrees. */
  rotationDeg: number;
  /** Fraction of frames dropped (quality 0, as a tracker marks frames it could not measure). */
  dropFraction: number;
  centre?: Vec3;
}

/** A copy of a trajectory with tracker-like pose noise and dropped frames. */
export function noisyTrajectory(trajectory: Trajectory, rng: SeededRandom, noise: PoseNoise): Trajectory {
  const n = trajectory.header.frameCount;
  const centre = noise.centre ?? [0, 0, 0];
  const frames = Array.from({ length: n }, (_, i) => {
    const timeMs = trajectory.times[i]!;
    const original = Array.from(trajectory.matrices.subarray(i * 16, i * 16 + 16));
    if (!(trajectory.quality[i]! > 0) || rng.next() < noise.dropFraction) return { timeMs, matrix: null, quality: 0 };
    const axis: Vec3 = [rng.normal(), rng.normal(), rng.normal()];
    const angle = (rng.normal(0, noise.rotationDeg) * Math.PI) / 180;
    const delta = rotationAbout(centre, axis, angle);
    delta[12]! += rng.normal(0, noise.translationMm);
    delta[13]! += rng.normal(0, noise.translationMm);
    delta[14]! += rng.normal(0, noise.translationMm);
    return { timeMs, matrix: multiply4(delta, original), quality: 0.9 };
  });
  const { header } = trajectory;
  return trajectoryFromFrames(
    {
      kind: header.kind,
      movementType: header.movementType,
      registrationResidualMm: header.registrationResidualMm,
      source: header.source,
      fps: header.fps,
      warnings: header.warnings,
      producer: { ...header.producer, noise },
    },
    frames,
  );
}
