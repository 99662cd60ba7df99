import { describe, expect, it } from 'vitest';
import { parseUndercutMap, UNDERCUT_FULL_MM, undercutColor, undercutSurface } from './undercut-map';

describe('undercut map', () => {
  it('refuses a malformed map', () => {
    expect(() => parseUndercutMap(null)).toThrow();
    expect(() => parseUndercutMap({ positions: [0, 0, 0], depthMm: [] })).toThrow();
    expect(() => parseUndercutMap({ positions: [0, 0, 'x'], depthMm: [0] })).toThrow();
    expect(parseUndercutMap({ positions: [1, 2, 3], depthMm: [0.1] }).depthMm).toEqual([0.1]);
  });

  it('goes from green with no undercut to red at the full depth', () => {
    expect(undercutColor(0)).toEqual([0.2, 0.7, 0.3]);
    expect(undercutColor(UNDERCUT_FULL_MM)).toEqual([1, 0, 0.1]);
    expect(undercutColor(5)).toEqual(undercutColor(UNDERCUT_FULL_MM));
    const half = undercutColor(UNDERCUT_FULL_MM / 2);
    expect(half[0]).toBeCloseTo(1, 12);
    expect(half[1]).toBeCloseTo(0.7, 12);
  });

  it("keeps the scan's triangles whose corners are all in the map, coloured by their depth", () => {
    // two triangles sharing an edge, as an STL lists them (unindexed); the map holds the first one's corners
    const positions = Float32Array.from([0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0].map((v) => v * 0.1));
    const map = { positions: [0, 0, 0, 0.1, 0, 0, 0, 0.1, 0], depthMm: [0, UNDERCUT_FULL_MM, 0] };
    const surface = undercutSurface({ positions }, map)!;
    expect(Array.from(surface.positions)).toEqual(Array.from(positions.subarray(0, 9)));
    expect(Array.from(surface.colors!.subarray(3, 6))).toEqual(undercutColor(UNDERCUT_FULL_MM).map(Math.fround));
    expect(undercutSurface({ positions }, { positions: [5, 5, 5], depthMm: [0] })).toBeNull();
  });
});
