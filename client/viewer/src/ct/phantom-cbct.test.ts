import { generateCbct, phantomParams } from '@odontia/phantom';
import { describe, expect, it } from 'vitest';
import { parseDicomSeries } from './dicom.js';

describe('the phantom CBCT in the viewer', () => {
  it('parses to the generated volume: dims, spacing, origin, HU and the bone window', () => {
    const series = generateCbct(phantomParams(), 1.5);
    const { dims, voxelMm, originLps, hu } = series.volume;
    // Shuffled: the viewer orders the slices by position.
    const files = series.files.map((f) => f.data);
    const shuffled = files.map((_, i) => files[(i * 7) % files.length]!);
    expect(new Set(shuffled).size).toBe(files.length);
    const v = parseDicomSeries(shuffled);
    expect(v.dims).toEqual(dims);
    v.spacing.forEach((s) => expect(s).toBeCloseTo(voxelMm, 9));
    v.origin.forEach((o, i) => expect(o).toBeCloseTo(originLps[i]!, 4));
    expect(v.window).toEqual({ center: 1000, width: 4000 });
    expect(v.data).toEqual(hu);
    expect(v.min).toBeGreaterThanOrEqual(-1024);
    expect(v.max).toBeGreaterThan(2000);
  });
});
