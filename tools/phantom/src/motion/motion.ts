import {
  add,
  cross,
  dot,
  multiply4,
  MovementType,
  norm,
  rotationAbout,
  rotationBetween,
  scale,
  sub,
  toRad,
  trajectoryFromFrames,
  transformPoint,
  translation,
  type Trajectory,
  type TrajectoryFrame,
  type V3,
  type Vec3,
} from '@odontia/shared';
import type { PhantomParams } from '../params.js';
import { referenceGeometry, type ReferenceGeometry } from '../reference.js';
import type { Side } from '../anatomy/teeth.js';

/**
 * Analytic mandible motions of the phantom with known clinical values. Every pose is the mandible in
 * the upper-scan frame (identity = maximal intercuspation), built from a few exact kinematic rules:
 *
 * - Condylar path (both condyles in protrusion, the non-working condyle in laterotrusion): in the
 *   sagittal section of the Frankfort horizontal, u mm forward and w(u) = u·(tan θ + c·(u − 5 cos θ))
 *   mm down. The chord from the start to the point 5 mm away is inclined exactly θ (the phantom's
 *   sagittal condylar inclination to the Frankfort horizontal); c < 0 flattens the path as it goes.
 * - Protrusion: both condyles along the path; the mandible rotates about the intercondylar axis so the
 *   incisal point runs on a straight line inclined by the incisal guidance angle to the occlusal plane.
 * - Laterotrusion: an immediate side shift (pure translation towards the working side), then the
 *   non-working condyle moves forward along the path and medially by u·tan(Bennett angle) (horizontal
 *   projection on the Frankfort horizontal); the working condyle keeps its height and depth and moves
 *   laterally just enough to keep the intercondylar distance; no twist about the intercondylar axis.
 * - Opening: a pure hinge rotation about the LC–RC axis up to `hingeOpeningMm` at IP, then rotation
 *   combined with both condyles translating along the path, to exactly `maxOpeningMm` at IP.
 * - Chewing: cycles of a hinge opening combined with a laterotrusion to the chewing side that peaks
 *   late, so each cycle closes from the working side (a teardrop in the frontal view).
 * - Retrusion (backward): both condyles 1 mm back along the Frankfort horizontal with a small opening.
 */
export interface MotionOptions {
  fps: number;
  durationS: number;
  /** Sagittal incisal guidance of protrusion to the occlusal plane, degrees. */
  incisalGuidanceDeg: number;
  /** c of the condylar path, 1/mm (negative: the path flattens). */
  condylarCurvaturePerMm: number;
  /** Forward condylar travel u at the peak of a protrusion (forward) and a maximal protrusion (forwardmax), mm. */
  protrusionCondyleMm: number;
  maxProtrusionCondyleMm: number;
  /** Forward travel u of the non-working condyle at the peak of a laterotrusion and a maximal one, mm. */
  laterotrusionCondyleMm: number;
  maxLaterotrusionCondyleMm: number;
  /** Incisal opening reached by the pure hinge phase, and the maximal incisal opening, mm. */
  hingeOpeningMm: number;
  maxOpeningMm: number;
  /** Forward condylar travel u at maximal opening, mm. */
  openingCondyleMm: number;
  retrusionMm: number;
  retrusionOpeningDeg: number;
  chewCycleS: number;
  chewOpeningDeg: number;
  /** Forward travel u of the non-working condyle at the widest point of a chewing cycle, mm. */
  chewLateralCondyleMm: number;
  /** Chewing side. */
  chewSide: 'left' | 'right';
}

export const DEFAULT_MOTION_OPTIONS: MotionOptions = {
  fps: 30,
  durationS: 10,
  incisalGuidanceDeg: 45,
  condylarCurvaturePerMm: -0.02,
  protrusionCondyleMm: 5,
  maxProtrusionCondyleMm: 9,
  laterotrusionCondyleMm: 5,
  maxLaterotrusionCondyleMm: 8,
  hingeOpeningMm: 15,
  maxOpeningMm: 45,
  openingCondyleMm: 12,
  retrusionMm: 1,
  retrusionOpeningDeg: 2,
  chewCycleS: 0.8,
  chewOpeningDeg: 10,
  chewLateralCondyleMm: 2.5,
  chewSide: 'left',
};

const X: V3 = [1, 0, 0];
/** Share of a laterotrusion's progress spent on the immediate side shift. */
const SIDE_SHIFT_SHARE = 0.1;
/** Share of an opening's progress spent on the pure hinge phase. */
const HINGE_SHARE = 0.3;

export type { Side };

/** The kinematic model of one phantom: poses as functions of a movement's progress (0 = MI, 1 = peak). */
export class JawKinematics {
  readonly geometry: ReferenceGeometry;
  private readonly centre: V3;
  private readonly down: V3;
  private openingAngle?: number;

  constructor(
    readonly params: PhantomParams,
    readonly options: MotionOptions = DEFAULT_MOTION_OPTIONS,
  ) {
    this.geometry = referenceGeometry(params);
    this.centre = scale(add(this.geometry.lc, this.geometry.rc), 0.5);
    this.down = scale(this.geometry.frankfortNormal, -1);
  }

  /** Slope w/u of the condylar path's chord at forward travel u (Frankfort section). */
  chordSlope(u: number): number {
    const theta = toRad(this.params.condylarInclinationDeg);
    return Math.tan(theta) + this.options.condylarCurvaturePerMm * (u - 5 * Math.cos(theta));
  }

  /** Displacement of a condyle after forward travel u along the condylar path. */
  condylarDisplacement(u: number): V3 {
    return add(scale(this.geometry.frankfortAnterior, u), scale(this.down, u * this.chordSlope(u)));
  }

  /** Forward travel u at which the chord of the condylar path is `chord` mm long. */
  travelAtChord(chord: number): number {
    return bisect((u) => u * Math.hypot(1, this.chordSlope(u)) - chord, 0, chord);
  }

  /** Rotation by `angle` about the intercondylar axis after both condyles moved by `d`. */
  hinge(angle: number, d: Vec3 = [0, 0, 0]): number[] {
    return multiply4(rotationAbout(add(this.centre, d), X, angle), translation(d));
  }

  protrusion(progress: number, max: boolean): number[] {
    const u = progress * (max ? this.options.maxProtrusionCondyleMm : this.options.protrusionCondyleMm);
    const d = this.condylarDisplacement(u);
    const g = toRad(this.options.incisalGuidanceDeg);
    const e: V3 = [0, -Math.sin(g), Math.cos(g)];
    const v = sub(this.geometry.ip, this.centre);
    const a = sub(v, d);
    // |a + t e| = |v|: the incisal point stays on the circle about the moved axis
    const ae = dot(a, e);
    const t = -ae + Math.sqrt(ae * ae - dot(a, a) + dot(v, v));
    const target = add(a, scale(e, t));
    return this.hinge(Math.atan2(cross(v, target)[0], dot(v, target)), d);
  }

  laterotrusion(side: Side, progress: number, uMax: number): number[] {
    const p = this.params;
    const lat = side === 'left' ? 1 : -1;
    const shift = p.immediateSideShiftMm * Math.min(1, progress / SIDE_SHIFT_SHARE);
    const u = Math.max(0, (progress - SIDE_SHIFT_SHARE) / (1 - SIDE_SHIFT_SHARE)) * uMax;
    const working = side === 'left' ? this.geometry.lc : this.geometry.rc;
    const other = side === 'left' ? this.geometry.rc : this.geometry.lc;
    const width = norm(sub(working, other));
    const q = this.condylarDisplacement(u);
    const medial = u * Math.tan(toRad(p.bennettAngleDeg));
    const workingLateral = medial - width + Math.sqrt(width * width - dot(q, q));
    const w2 = add(working, [lat * (shift + workingLateral), 0, 0]);
    const n2 = add(add(other, [lat * (shift + medial), 0, 0]), q);
    const r = rotationBetween(sub(other, working), sub(n2, w2));
    return multiply4(translation(w2), multiply4(r, translation(scale(working, -1))));
  }

  /** Rotation angle of the pure hinge phase. */
  get hingeAngle(): number {
    const radius = norm(sub(this.geometry.ip, this.centre));
    return 2 * Math.asin(this.options.hingeOpeningMm / (2 * radius));
  }

  /** Rotation angle at maximal opening (the incisal point exactly `maxOpeningMm` from MI); solved once. */
  get maxOpeningAngle(): number {
    if (this.openingAngle === undefined) {
      const d = this.condylarDisplacement(this.options.openingCondyleMm);
      const ip = this.geometry.ip;
      this.openingAngle = bisect(
        (angle) => norm(sub(transformPoint(this.hinge(angle, d), ip), ip)) - this.options.maxOpeningMm,
        this.hingeAngle,
        Math.PI / 2,
      );
    }
    return this.openingAngle;
  }

  opening(progress: number): number[] {
    if (progress <= HINGE_SHARE) return this.hinge((this.hingeAngle * progress) / HINGE_SHARE);
    const s = (progress - HINGE_SHARE) / (1 - HINGE_SHARE);
    const d = this.condylarDisplacement(this.options.openingCondyleMm * s);
    return this.hinge(this.hingeAngle + (this.maxOpeningAngle - this.hingeAngle) * s, d);
  }

  retrusion(progress: number): number[] {
    const d = scale(this.geometry.frankfortAnterior, -this.options.retrusionMm * progress);
    return this.hinge(toRad(this.options.retrusionOpeningDeg) * progress, d);
  }

  /** One chewing cycle at phase φ in [0, 1). */
  chew(phase: number): number[] {
    const o = this.options;
    const open = Math.sin(Math.PI * phase) ** 2;
    const lateral = Math.sin(Math.PI * phase) ** 2 * Math.min(1, 1.6 * phase);
    return multiply4(
      this.laterotrusion(o.chewSide, lateral, o.chewLateralCondyleMm),
      this.hinge(toRad(o.chewOpeningDeg) * open),
    );
  }

  /** The pose of a movement type at progress p (not for chewing, which is periodic). */
  pose(movementType: number, p: number): number[] {
    const o = this.options;
    switch (movementType) {
      case MovementType.left:
        return this.laterotrusion('left', p, o.laterotrusionCondyleMm);
      case MovementType.maxleft:
        return this.laterotrusion('left', p, o.maxLaterotrusionCondyleMm);
      case MovementType.right:
        return this.laterotrusion('right', p, o.laterotrusionCondyleMm);
      case MovementType.maxright:
        return this.laterotrusion('right', p, o.maxLaterotrusionCondyleMm);
      case MovementType.forward:
        return this.protrusion(p, false);
      case MovementType.forwardmax:
        return this.protrusion(p, true);
      case MovementType.maxopen:
        return this.opening(p);
      case MovementType.backward:
        return this.retrusion(p);
      default:
        throw new RangeError(`no excursion for movement type ${movementType}`);
    }
  }
}

/** Root of a function increasing through zero on [lo, hi]. */
export function bisect(f: (x: number) => number, lo: number, hi: number): number {
  let a = lo;
  let b = hi;
  for (let i = 0; i < 200 && b - a > 1e-13; i++) {
    const m = (a + b) / 2;
    if (f(m) < 0) a = m;
    else b = m;
  }
  return (a + b) / 2;
}

/**
 * Excursion timing over 10 s: 1 s at rest, two cycles of 1.5 s out (cosine ease), 0.5 s held at
 * the peak, 1.5 s back, 0.5 s rest; then rest. Answers the progress at time t (s).
 */
export function excursionProgress(t: number): number {
  if (t < 1 || t >= 9) return 0;
  const tau = (t - 1) % 4;
  if (tau < 1.5) return (1 - Math.cos((Math.PI * tau) / 1.5)) / 2;
  if (tau < 2) return 1;
  if (tau < 3.5) return (1 + Math.cos((Math.PI * (tau - 2)) / 1.5)) / 2;
  return 0;
}

/** Chewing timing: rest 1 s, whole cycles until 9 s, rest. Answers the cycle phase or null at rest. */
export function chewPhase(t: number, cycleS: number): number | null {
  const cycles = Math.floor(8 / cycleS);
  if (t < 1 || t >= 1 + cycles * cycleS) return null;
  return ((t - 1) % cycleS) / cycleS;
}

/** The frames of one analytic movement recording (30-60 fps, 10 s by default). */
export function motionFrames(kin: JawKinematics, movementType: number): TrajectoryFrame[] {
  const { fps, durationS } = kin.options;
  const count = Math.round(fps * durationS);
  return Array.from({ length: count }, (_, k) => {
    const t = k / fps;
    let matrix: number[];
    if (movementType === MovementType.chew) {
      const phase = chewPhase(t, kin.options.chewCycleS);
      matrix = phase === null ? translation([0, 0, 0]) : kin.chew(phase);
    } else matrix = kin.pose(movementType, excursionProgress(t));
    return { timeMs: (k * 1000) / fps, matrix, quality: 1 };
  });
}

/**
 * The whole range of the phantom's recorded movements as poses, for what must make room for the
 * condylar processes: each movement from MI to its peak (chewing: one cycle) with a pose whenever a
 * condyle centre or a point 15 mm under one has travelled `stepMm` since the last, and at the ends of
 * the side shift and of the pure hinge, where the paths turn. Forward, left and right are left out:
 * they run the paths of forwardmax, maxleft and maxright to a nearer peak.
 */
export function rangeOfMotion(kin: JawKinematics, stepMm = 0.5): number[][] {
  const { forwardmax, maxleft, maxright, maxopen, backward } = MovementType;
  const { lc, rc } = kin.geometry;
  const probes: Vec3[] = [lc, rc, [lc[0], lc[1] - 15, lc[2]], [rc[0], rc[1] - 15, rc[2]]];
  // Progress in steps of 1/FINE, on which both turns fall.
  const FINE = 400;
  const turns = [SIDE_SHIFT_SHARE, HINGE_SHARE].map((share) => Math.round(share * FINE));
  const movements = [
    ...[forwardmax, maxleft, maxright, maxopen, backward].map((type) => (p: number) => kin.pose(type, p)),
    (p: number) => kin.chew(p),
  ];
  const poses: number[][] = [];
  for (const at of movements) {
    let previous = at(0);
    let travelled = 0;
    poses.push(previous);
    for (let k = 1; k <= FINE; k++) {
      const pose = at(k / FINE);
      travelled += Math.max(...probes.map((q) => norm(sub(transformPoint(pose, q), transformPoint(previous, q)))));
      if (travelled >= stepMm || k === FINE || turns.includes(k)) {
        poses.push(pose);
        travelled = 0;
      }
      previous = pose;
    }
  }
  return poses;
}

/** An analytic movement recording as a jaw trajectory (OJTR contract, source `synthetic`). */
export function motionTrajectory(kin: JawKinematics, movementType: number): Trajectory {
  return trajectoryFromFrames(
    {
      kind: 'movement',
      movementType,
      registrationResidualMm: 0,
      source: 'synthetic',
      fps: kin.options.fps,
      warnings: [],
      producer: { generator: '@odontia/phantom motion', seed: kin.params.seed },
    },
    motionFrames(kin, movementType),
  );
}
