import { describe, expect, it } from 'vitest';
import { comparisonCsv, comparisonTable, type RecordingValues } from './comparison';

const values = (over: Partial<RecordingValues>): RecordingValues => ({
  incisalTravelMm: null,
  maxOpeningMm: null,
  protrusionMm: null,
  lateralIncisalMm: null,
  condylarInclination: [],
  bennettAngleDeg: null,
  immediateSideShiftMm: null,
  incisalGuidanceDeg: null,
  openingDeviationMm: null,
  ...over,
});

describe('comparisonTable', () => {
  const a = values({
    protrusionMm: 8,
    condylarInclination: [
      { side: 'left', at3mmDeg: 40, at5mmDeg: 38 },
      { side: 'right', at3mmDeg: 42, at5mmDeg: null },
    ],
  });
  const b = values({ protrusionMm: 9.5, condylarInclination: [{ side: 'left', at3mmDeg: 35, at5mmDeg: 33 }] });

  it('keeps the rows some recording has, with each recording minus the first', () => {
    const rows = comparisonTable([a, b]);
    expect(rows.map((r) => r.key)).toEqual(['protrusionMm', 'sciLeft3', 'sciLeft5', 'sciRight3']);
    expect(rows[0]).toMatchObject({ values: [8, 9.5], differences: [1.5] });
    expect(rows[1]).toMatchObject({ values: [40, 35], differences: [-5] });
    expect(rows[3]).toMatchObject({ values: [42, null], differences: [null] });
  });

  it('treats a recording without values as missing everywhere', () => {
    const rows = comparisonTable([null, a]);
    expect(rows[0]).toMatchObject({ values: [null, 8], differences: [null] });
  });
});

describe('comparisonCsv', () => {
  it('writes a header, one line per row, three decimals and quoted labels', () => {
    const csv = comparisonCsv(
      comparisonTable([values({ protrusionMm: 8 }), values({ protrusionMm: 9.25 })]),
      { value: 'Value', recordings: ['Visit 1, forward', 'Visit 2'], difference: (l) => `Δ ${l}` },
      () => 'Protrusion (mm)',
    );
    expect(csv).toBe('Value,"Visit 1, forward",Visit 2,Δ Visit 2\r\nProtrusion (mm),8.000,9.250,1.250\r\n');
  });
});
