import { describe, expect, it } from 'vitest';
import { jawOfScan, jawOfTooth, scansForTooth } from './scan-meshes';

describe('crown scans', () => {
  it('tells the arches apart by file name and tooth', () => {
    expect(jawOfScan('phantom-upper.stl')).toBe('upper');
    expect(jawOfScan('Mandibular.ply')).toBe('lower');
    expect(jawOfScan('bite.stl')).toBeNull();
    expect([16, 26, 36, 46].map(jawOfTooth)).toEqual(['upper', 'upper', 'lower', 'lower']);
  });

  it('picks the prepared and the opposing scan for a tooth', () => {
    const sources = [
      { id: 'a', name: 'phantom-upper.stl' },
      { id: 'b', name: 'phantom-lower.stl' },
    ];
    expect(scansForTooth(sources, 36)).toEqual({ prepared: sources[1], opposing: sources[0] });
    expect(scansForTooth(sources, 16)).toEqual({ prepared: sources[0], opposing: sources[1] });
  });
});
