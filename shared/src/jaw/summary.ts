import { MovementType } from '../constants.js';
import type { RecordingValues, Side } from './analysis.js';

/** The case's values from all its recordings, as an articulator is set (per side). */
export interface CaseJawSummary {
  maxOpeningMm: number | null;
  protrusionMm: number | null;
  laterotrusionLeftMm: number | null;
  laterotrusionRightMm: number | null;
  condylarInclinationLeft3mmDeg: number | null;
  condylarInclinationLeft5mmDeg: number | null;
  condylarInclinationRight3mmDeg: number | null;
  condylarInclinationRight5mmDeg: number | null;
  /** Bennett angle and immediate side shift of each condyle as the non-working one. */
  bennettLeftDeg: number | null;
  bennettRightDeg: number | null;
  immediateSideShiftLeftMm: number | null;
  immediateSideShiftRightMm: number | null;
  incisalGuidanceSagittalDeg: number | null;
  incisalGuidanceLateralLeftDeg: number | null;
  incisalGuidanceLateralRightDeg: number | null;
  openingDeviationMm: number | null;
}

const mean = (xs: (number | null)[]): number | null => {
  const v = xs.filter((x): x is number => x !== null && Number.isFinite(x));
  return v.length ? v.reduce((s, x) => s + x, 0) / v.length : null;
};
const max = (xs: (number | null)[]): number | null => {
  const v = xs.filter((x): x is number => x !== null && Number.isFinite(x));
  return v.length ? Math.max(...v) : null;
};

export function summariseCase(recordings: RecordingValues[]): CaseJawSummary {
  const of = (...types: number[]) =>
    recordings.filter((r) => r.movementType !== null && types.includes(r.movementType));
  const protrusions = of(MovementType.forward, MovementType.forwardmax);
  const leftward = of(MovementType.left, MovementType.maxleft);
  const rightward = of(MovementType.right, MovementType.maxright);
  const sci = (side: Side, at: 'at3mmDeg' | 'at5mmDeg') =>
    mean(protrusions.flatMap((r) => r.condylarInclination.filter((c) => c.side === side).map((c) => c[at])));
  return {
    maxOpeningMm: max(of(MovementType.maxopen).map((r) => r.maxOpeningMm)),
    protrusionMm: max(protrusions.map((r) => r.protrusionMm)),
    laterotrusionLeftMm: max(leftward.map((r) => r.lateralIncisalMm)),
    laterotrusionRightMm: max(rightward.map((r) => r.lateralIncisalMm)),
    condylarInclinationLeft3mmDeg: sci('left', 'at3mmDeg'),
    condylarInclinationLeft5mmDeg: sci('left', 'at5mmDeg'),
    condylarInclinationRight3mmDeg: sci('right', 'at3mmDeg'),
    condylarInclinationRight5mmDeg: sci('right', 'at5mmDeg'),
    // the left condyle is the non-working one in a movement to the right
    bennettLeftDeg: mean(rightward.map((r) => r.bennettAngleDeg)),
    bennettRightDeg: mean(leftward.map((r) => r.bennettAngleDeg)),
    immediateSideShiftLeftMm: mean(rightward.map((r) => r.immediateSideShiftMm)),
    immediateSideShiftRightMm: mean(leftward.map((r) => r.immediateSideShiftMm)),
    incisalGuidanceSagittalDeg: mean(protrusions.map((r) => r.incisalGuidanceDeg)),
    incisalGuidanceLateralLeftDeg: mean(leftward.map((r) => r.incisalGuidanceDeg)),
    incisalGuidanceLateralRightDeg: mean(rightward.map((r) => r.incisalGuidanceDeg)),
    openingDeviationMm: max(of(MovementType.maxopen).map((r) => r.openingDeviationMm)),
  };
}
