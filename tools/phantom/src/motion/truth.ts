import {
  dot,
  MovementType,
  norm,
  OCCLUSAL_PLANE,
  sub,
  toDeg,
  transformPoint,
  type JawReference,
  type V3,
} from '@odontia/shared';
import { bisect, JawKinematics, type Side } from './motion.js';

/** Values relative to each reference plane. */
export interface PerPlane {
  frankfort: number;
  occlusal: number;
  alaTragus: number;
}

/**
 * The known clinical values of one analytic recording, from the kinematic model's parameters (and,
 * for values the model does not take as parameters, evaluated exactly on its analytic poses).
 */
export interface MotionTruth {
  movementType: number;
  name: string;
  fps: number;
  frameCount: number;
  durationMs: number;
  reference: { ip: V3; lc: V3; rc: V3; occlusalToFrankfortDeg: number };
  /** Sagittal condylar inclination of both condyles at 3 and 5 mm of condylar travel (chord), degrees. */
  condylarInclinationDeg?: { at3mm: PerPlane; at5mm: PerPlane };
  /** Sagittal (protrusion) or lateral (laterotrusion, frontal projection) incisal guidance at 3 mm of incisal travel, degrees. */
  incisalGuidanceDeg?: PerPlane;
  /** Peak displacement of IP from MI (protrusion, laterotrusion), mm. */
  incisalTravelMm?: number;
  /** Peak lateral displacement of IP (laterotrusion; positive = towards the moving side), mm. */
  lateralIncisalMm?: number;
  nonWorkingSide?: Side;
  /** Bennett angle of the non-working condyle, horizontal projection on the Frankfort horizontal, degrees. */
  bennettAngleDeg?: number;
  immediateSideShiftMm?: number;
  maxOpeningMm?: number;
  /** The hinge axis of the initial opening passes through LC and RC; pure hinge up to this opening. */
  hingeOpeningMm?: number;
  openingDeviationMm?: number;
  chewCycleCount?: number;
  chewCycleMs?: number;
  retrusionMm?: number;
}

const NAMES = Object.fromEntries(Object.entries(MovementType).map(([name, id]) => [id, name])) as Record<
  number,
  string
>;

export function movementName(type: number): string {
  const name = NAMES[type];
  if (!name) throw new RangeError(`unknown movement type ${type}`);
  return name;
}

export function motionTruth(kin: JawKinematics, movementType: number): MotionTruth {
  const g = kin.geometry;
  const o = kin.options;
  const fh = kin.params.occlusalToFrankfortDeg;
  const at = kin.params.occlusalToAlaTragusDeg;
  const frameCount = Math.round(o.fps * o.durationS);
  const truth: MotionTruth = {
    movementType,
    name: movementName(movementType),
    fps: o.fps,
    frameCount,
    durationMs: ((frameCount - 1) * 1000) / o.fps,
    reference: { ip: [...g.ip], lc: [...g.lc], rc: [...g.rc], occlusalToFrankfortDeg: fh },
  };
  const ipAt = (p: number) => sub(transformPoint(kin.pose(movementType, p), g.ip), g.ip);
  const sci = (chord: number) => toDeg(Math.atan(kin.chordSlope(kin.travelAtChord(chord))));
  switch (movementType) {
    case MovementType.forward:
    case MovementType.forwardmax: {
      truth.condylarInclinationDeg = {
        at3mm: { frankfort: sci(3), occlusal: sci(3) - fh, alaTragus: sci(3) - fh + at },
        at5mm: { frankfort: sci(5), occlusal: sci(5) - fh, alaTragus: sci(5) - fh + at },
      };
      truth.incisalGuidanceDeg = {
        occlusal: o.incisalGuidanceDeg,
        frankfort: o.incisalGuidanceDeg + fh,
        alaTragus: o.incisalGuidanceDeg + at,
      };
      truth.incisalTravelMm = norm(ipAt(1));
      break;
    }
    case MovementType.left:
    case MovementType.maxleft:
    case MovementType.right:
    case MovementType.maxright: {
      const side: Side = movementType <= MovementType.maxleft ? 'left' : 'right';
      const lat = side === 'left' ? 1 : -1;
      truth.nonWorkingSide = side === 'left' ? 'right' : 'left';
      truth.bennettAngleDeg = kin.params.bennettAngleDeg;
      truth.immediateSideShiftMm = kin.params.immediateSideShiftMm;
      truth.incisalTravelMm = norm(ipAt(1));
      truth.lateralIncisalMm = lat * ipAt(1)[0];
      const d = ipAt(bisect((p) => norm(ipAt(p)) - 3, 0, 1));
      const frontal = (normal: V3) => toDeg(Math.atan2(-dot(d, normal), lat * d[0]));
      truth.incisalGuidanceDeg = {
        occlusal: frontal([0, 1, 0]),
        frankfort: frontal([...g.frankfortNormal]),
        alaTragus: frontal(g.alaTragus.normal),
      };
      break;
    }
    case MovementType.maxopen:
      truth.maxOpeningMm = o.maxOpeningMm;
      truth.hingeOpeningMm = o.hingeOpeningMm;
      truth.openingDeviationMm = 0;
      break;
    case MovementType.chew:
      truth.chewCycleCount = Math.floor(8 / o.chewCycleS);
      truth.chewCycleMs = o.chewCycleS * 1000;
      break;
    case MovementType.backward:
      truth.retrusionMm = o.retrusionMm;
      break;
  }
  return truth;
}

export function allMotionTruths(kin: JawKinematics): MotionTruth[] {
  return Object.values(MovementType).map((type) => motionTruth(kin, type));
}

/** The phantom's true reference geometry in the form the jaw analysis reads. */
export function phantomJawReference(kin: JawKinematics): JawReference {
  const g = kin.geometry;
  return {
    ip: [...g.ip],
    lc: [...g.lc],
    rc: [...g.rc],
    condyleSource: 'ct',
    planes: {
      occlusal: OCCLUSAL_PLANE,
      frankfort: { normal: [...g.frankfortNormal], anterior: [...g.frankfortAnterior] },
      alaTragus: g.alaTragus,
    },
    planeSources: { frankfort: { kind: 'marked' }, alaTragus: { kind: 'marked' } },
    midline: { point: [0, 0, 0], normal: [1, 0, 0] },
  };
}
