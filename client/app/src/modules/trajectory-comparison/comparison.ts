/** The comparison page's rules: how many recordings, which values, their differences and the CSV. */
export const MAX_COMPARED = 4;

/** The clinical values of one recording as the server's `jawAnalysis` computes them (shared/src/jaw). */
export interface RecordingValues {
  incisalTravelMm: number | null;
  maxOpeningMm: number | null;
  protrusionMm: number | null;
  lateralIncisalMm: number | null;
  condylarInclination: readonly { side: string; at3mmDeg: number | null; at5mmDeg: number | null }[];
  bennettAngleDeg: number | null;
  immediateSideShiftMm: number | null;
  incisalGuidanceDeg: number | null;
  openingDeviationMm: number | null;
}

const sci = (side: string, at: 'at3mmDeg' | 'at5mmDeg') => (v: RecordingValues) =>
  v.condylarInclination.find((c) => c.side === side)?.[at] ?? null;

/** Rows of the values table, in clinical order; the label is a message id. */
export const VALUE_ROWS: readonly { key: string; labelId: string; get(v: RecordingValues): number | null }[] = [
  { key: 'incisalTravelMm', labelId: 'comparison.row.incisalTravelMm', get: (v) => v.incisalTravelMm },
  { key: 'maxOpeningMm', labelId: 'comparison.row.maxOpeningMm', get: (v) => v.maxOpeningMm },
  { key: 'protrusionMm', labelId: 'comparison.row.protrusionMm', get: (v) => v.protrusionMm },
  { key: 'lateralIncisalMm', labelId: 'comparison.row.lateralIncisalMm', get: (v) => v.lateralIncisalMm },
  { key: 'sciLeft3', labelId: 'comparison.row.sciLeft3', get: sci('left', 'at3mmDeg') },
  { key: 'sciLeft5', labelId: 'comparison.row.sciLeft5', get: sci('left', 'at5mmDeg') },
  { key: 'sciRight3', labelId: 'comparison.row.sciRight3', get: sci('right', 'at3mmDeg') },
  { key: 'sciRight5', labelId: 'comparison.row.sciRight5', get: sci('right', 'at5mmDeg') },
  { key: 'bennettAngleDeg', labelId: 'comparison.row.bennettAngleDeg', get: (v) => v.bennettAngleDeg },
  { key: 'immediateSideShiftMm', labelId: 'comparison.row.immediateSideShiftMm', get: (v) => v.immediateSideShiftMm },
  { key: 'incisalGuidanceDeg', labelId: 'comparison.row.incisalGuidanceDeg', get: (v) => v.incisalGuidanceDeg },
  { key: 'openingDeviationMm', labelId: 'comparison.row.openingDeviationMm', get: (v) => v.openingDeviationMm },
];

export interface ComparisonRow {
  key: string;
  labelId: string;
  /** One value per compared recording (null: not defined for its movement). */
  values: (number | null)[];
  /** Recording i minus the first recording, for i >= 1 (null when either is missing). */
  differences: (number | null)[];
}

/** The values table: rows where at least one recording has a value, with differences to the first. */
export function comparisonTable(recordings: readonly (RecordingValues | null)[]): ComparisonRow[] {
  return VALUE_ROWS.map((row) => {
    const values = recordings.map((r) => {
      const v = r ? row.get(r) : null;
      return v !== null && Number.isFinite(v) ? v : null;
    });
    const first = values[0] ?? null;
    const differences = values.slice(1).map((v) => (v !== null && first !== null ? v - first : null));
    return { key: row.key, labelId: row.labelId, values, differences };
  }).filter((row) => row.values.some((v) => v !== null));
}

const cell = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
const num = (v: number | null) => (v === null ? '' : v.toFixed(3));

/**
 * The table as CSV (RFC 4180, comma, CRLF): a header of the value column, one column per recording
 * and one difference column per recording after the first; numbers with 3 decimals, empty when missing.
 */
export function comparisonCsv(
  rows: readonly ComparisonRow[],
  headers: { value: string; recordings: readonly string[]; difference(label: string): string },
  label: (labelId: string) => string,
): string {
  const head = [headers.value, ...headers.recordings, ...headers.recordings.slice(1).map(headers.difference)];
  const lines = [head, ...rows.map((r) => [label(r.labelId), ...r.values.map(num), ...r.differences.map(num)])];
  return lines.map((line) => line.map(cell).join(',')).join('\r\n') + '\r\n';
}
