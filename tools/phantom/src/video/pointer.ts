import { axisAngle4, multiply4, POINTER_BOARD, type Matrix4Array, type Vec3 } from '@odontia/shared';

export interface PointerTouchOptions {
  /** How long the tip rests on each point, ms. */
  holdMs?: number;
  /** How long the pointer takes from one point to the next, ms. */
  moveMs?: number;
}

export interface PointerTouches {
  durationMs: number;
  /** Pointer board frame → upper-scan frame at time t. */
  pose: (timeMs: number) => Matrix4Array;
  /** When the tip rests on each point (the truth of the registration). */
  touches: { startMs: number; endMs: number; point: Vec3 }[];
}

/** The stylus leans outward (away from the midline) and forward, so its board clears the head and mandibular boards. */
const LEAN_DEG = 55;
const TILT_DEG = 30;
/** The tip is lifted off the teeth between touches. */
const LIFT_MM = 25;

function touchPose(point: Vec3, leanDeg: number, lift: number): number[] {
  const tip = POINTER_BOARD.tipMm!;
  return multiply4(
    axisAngle4([0, 0, 1], leanDeg, [0, 0, 0], [point[0], point[1], point[2] + lift]),
    multiply4(axisAngle4([1, 0, 0], TILT_DEG), axisAngle4([1, 0, 0], 0, [0, 0, 0], [-tip[0], -tip[1], -tip[2]])),
  );
}

const leanFor = (point: Vec3) => (point[0] < 0 ? LEAN_DEG : -LEAN_DEG);

/**
 * A clinician touching points of the upper teeth with the pointer, in order: the tip rests on each
 * point for `holdMs`, then is lifted and carried to the next. The patient keeps the teeth closed.
 */
export function pointerTouches(points: readonly Vec3[], options: PointerTouchOptions = {}): PointerTouches {
  const { holdMs = 1200, moveMs = 900 } = options;
  const period = holdMs + moveMs;
  const touches = points.map((point, i) => ({ startMs: i * period, endMs: i * period + holdMs, point }));
  return {
    durationMs: points.length * holdMs + (points.length - 1) * moveMs,
    touches,
    pose(t) {
      const i = Math.min(points.length - 1, Math.max(0, Math.floor(t / period)));
      const into = t - i * period;
      const from = points[i]!;
      if (into <= holdMs || i === points.length - 1) return touchPose(from, leanFor(from), 0);
      const to = points[i + 1]!;
      const s = (into - holdMs) / moveMs;
      const at: Vec3 = [0, 1, 2].map((k) => from[k]! + s * (to[k]! - from[k]!)) as unknown as Vec3;
      return touchPose(at, leanFor(from) + s * (leanFor(to) - leanFor(from)), LIFT_MM * Math.sin(Math.PI * s));
    },
  };
}
