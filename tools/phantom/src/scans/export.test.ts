import { describe, expect, it } from 'vitest';
import { phantomParams } from '../params.js';
import { phantomScanFiles } from './export.js';
import { readStl } from './files.js';

describe('phantom scan files', () => {
  it('writes both arches as STL and PLY with a truth JSON matching them', () => {
    const files = phantomScanFiles(phantomParams(), { spacingMm: 0.6, preparedTooth: 46 });
    expect(files.map((f) => f.name)).toEqual([
      'phantom-upper.stl',
      'phantom-lower.stl',
      'phantom-upper.ply',
      'phantom-lower.ply',
      'phantom-scans-truth.json',
    ]);
    const truth = JSON.parse(new TextDecoder().decode(files[4]!.bytes));
    expect(truth.preparation.tooth).toBe(46);
    expect(truth.ip).toEqual([0, 0, 0]);
    const lower = readStl(files[1]!.bytes);
    // the lower arch's highest point is a cusp tip at the occlusal plane (noise aside)
    let top = -Infinity;
    for (let i = 1; i < lower.positions.length; i += 3) top = Math.max(top, lower.positions[i]!);
    expect(Math.abs(top)).toBeLessThan(0.6);
    expect(new TextDecoder().decode(files[2]!.bytes.subarray(0, 3))).toBe('ply');
  });
});
