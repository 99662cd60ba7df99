import type { Analysis, RecordingValues } from '../trajectory-data';

/** One row of a values table: message id (+ side), value, unit and the method's message id. */
export interface ValueRow {
  key: string;
  labelId: string;
  side?: 'left' | 'right';
  value: number | null;
  unit: 'mm' | '°' | 'ms' | 'mm/s' | '';
  methodId: string;
}

const row = (
  key: string,
  labelId: string,
  value: number | null | undefined,
  unit: ValueRow['unit'],
  method: string,
  side?: ValueRow['side'],
): ValueRow => ({ key, labelId, value: value ?? null, unit, methodId: `trajectory.m.${method}`, side });

/** The values a recording shows (those its movement type yields), in reading order. */
export function recordingRows(r: RecordingValues): ValueRow[] {
  const side = r.nonWorkingSide === 'left' || r.nonWorkingSide === 'right' ? r.nonWorkingSide : undefined;
  const rows: ValueRow[] = [
    row('incisalTravel', 'trajectory.v.incisalTravel', r.incisalTravelMm, 'mm', 'extent'),
    row('maxOpening', 'trajectory.v.maxOpening', r.maxOpeningMm, 'mm', 'maxOpening'),
    row('protrusion', 'trajectory.v.protrusion', r.protrusionMm, 'mm', 'extent'),
    row('laterotrusion', 'trajectory.v.laterotrusion', r.lateralIncisalMm, 'mm', 'extent'),
    ...r.condylarInclination.flatMap((c) => {
      const s = c.side === 'left' ? 'left' : 'right';
      return [
        row(`sci3-${s}`, 'trajectory.v.sci3', c.at3mmDeg, '°', 'condylarInclination', s),
        row(`sci5-${s}`, 'trajectory.v.sci5', c.at5mmDeg, '°', 'condylarInclination', s),
      ];
    }),
    row('bennett', 'trajectory.v.bennett', r.bennettAngleDeg, '°', 'bennettAngle', side),
    row('iss', 'trajectory.v.iss', r.immediateSideShiftMm, 'mm', 'immediateSideShift', side),
    row('incisalGuidance', 'trajectory.v.incisalGuidance', r.incisalGuidanceDeg, '°', 'incisalGuidance'),
    row('openingDeviation', 'trajectory.v.openingDeviation', r.openingDeviationMm, 'mm', 'openingDeviation'),
    row('hingeAxis', 'trajectory.v.hingeAxis', r.hingeAxis?.frames, '', 'hingeAxis'),
    row('chewCycles', 'trajectory.v.chewCycles', r.chewCycles, '', 'chewing'),
    row('chewCycle', 'trajectory.v.chewCycle', r.chewCycleMs, 'ms', 'chewing'),
    row('retrusion', 'trajectory.v.retrusion', r.retrusionMm, 'mm', 'extent'),
  ];
  return rows.filter((x) => x.value !== null);
}

/** The case summary: openings and excursions, then the articulator settings per side. */
export function summaryRows(s: Analysis['summary']): ValueRow[] {
  return [
    row('maxOpening', 'trajectory.v.maxOpening', s.maxOpeningMm, 'mm', 'maxOpening'),
    row('protrusion', 'trajectory.v.protrusion', s.protrusionMm, 'mm', 'extent'),
    row('laterotrusionLeft', 'trajectory.v.laterotrusionLeft', s.laterotrusionLeftMm, 'mm', 'extent'),
    row('laterotrusionRight', 'trajectory.v.laterotrusionRight', s.laterotrusionRightMm, 'mm', 'extent'),
    row('openingDeviation', 'trajectory.v.openingDeviation', s.openingDeviationMm, 'mm', 'openingDeviation'),
    ...articulatorRows(s),
  ];
}

/** What a technician sets on a semi-adjustable articulator (SCI, Bennett, ISS, incisal guidance). */
export function articulatorRows(s: Analysis['summary']): ValueRow[] {
  return [
    row('sci3-left', 'trajectory.v.sci3', s.condylarInclinationLeft3mmDeg, '°', 'condylarInclination', 'left'),
    row('sci5-left', 'trajectory.v.sci5', s.condylarInclinationLeft5mmDeg, '°', 'condylarInclination', 'left'),
    row('sci3-right', 'trajectory.v.sci3', s.condylarInclinationRight3mmDeg, '°', 'condylarInclination', 'right'),
    row('sci5-right', 'trajectory.v.sci5', s.condylarInclinationRight5mmDeg, '°', 'condylarInclination', 'right'),
    row('bennett-left', 'trajectory.v.bennettSide', s.bennettLeftDeg, '°', 'bennettAngle', 'left'),
    row('bennett-right', 'trajectory.v.bennettSide', s.bennettRightDeg, '°', 'bennettAngle', 'right'),
    row('iss-left', 'trajectory.v.issSide', s.immediateSideShiftLeftMm, 'mm', 'immediateSideShift', 'left'),
    row('iss-right', 'trajectory.v.issSide', s.immediateSideShiftRightMm, 'mm', 'immediateSideShift', 'right'),
    row('ig-sagittal', 'trajectory.v.incisalGuidanceSagittal', s.incisalGuidanceSagittalDeg, '°', 'incisalGuidance'),
    row(
      'ig-left',
      'trajectory.v.incisalGuidanceLateral',
      s.incisalGuidanceLateralLeftDeg,
      '°',
      'incisalGuidance',
      'left',
    ),
    row(
      'ig-right',
      'trajectory.v.incisalGuidanceLateral',
      s.incisalGuidanceLateralRightDeg,
      '°',
      'incisalGuidance',
      'right',
    ),
  ];
}
