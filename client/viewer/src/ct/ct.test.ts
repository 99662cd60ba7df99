import { describe, expect, it } from 'vitest';
import { writeDicomSlice } from '../test-helpers/dicom-writer.js';
import { meshVolume } from '../tools/mesh-stats.js';
import { parseDicomSeries, type CtVolume } from './dicom.js';
import { marchingCubes } from './marching-cubes.js';
import { extractSlice, syncFromSlice } from './slices.js';

const ROWS = 6,
  COLS = 5,
  SLICES = 4;
/** Known HU at voxel (x, y, z). */
const hu = (x: number, y: number, z: number) => x * 10 + y * 100 + z * 1000 - 1024;

function series(shuffle: boolean) {
  const files = Array.from({ length: SLICES }, (_, z) => {
    const stored = new Int16Array(ROWS * COLS);
    for (let y = 0; y < ROWS; y++) for (let x = 0; x < COLS; x++) stored[y * COLS + x] = (hu(x, y, z) + 1024) / 2; // slope 2, intercept -1024
    return writeDicomSlice({
      rows: ROWS,
      cols: COLS,
      pixels: stored,
      position: [-10, -20, 50 + z * 1.25],
      pixelSpacing: [0.4, 0.3],
      instance: z + 1,
      slope: 2,
      intercept: -1024,
      window: [400, 2000],
    });
  });
  return shuffle ? [files[2]!, files[0]!, files[3]!, files[1]!] : files;
}

describe('parseDicomSeries', () => {
  it('reads a generated series to the known voxel values, sorted by position', () => {
    const v = parseDicomSeries(series(true));
    expect(v.dims).toEqual([COLS, ROWS, SLICES]);
    expect(v.spacing[0]).toBeCloseTo(0.3, 9);
    expect(v.spacing[1]).toBeCloseTo(0.4, 9);
    expect(v.spacing[2]).toBeCloseTo(1.25, 9);
    expect(v.origin).toEqual([-10, -20, 50]);
    expect(v.window).toEqual({ center: 400, width: 2000 });
    for (let z = 0; z < SLICES; z++)
      for (let y = 0; y < ROWS; y++)
        for (let x = 0; x < COLS; x++) {
          expect(v.data[z * ROWS * COLS + y * COLS + x]).toBe(hu(x, y, z));
        }
    expect(v.min).toBe(hu(0, 0, 0));
    expect(v.max).toBe(hu(COLS - 1, ROWS - 1, SLICES - 1));
  });

  it("fails with 'CT parse failed' on garbage and on mismatched slices", () => {
    expect(() => parseDicomSeries([new Uint8Array(300)])).toThrow('CT parse failed');
    const other = writeDicomSlice({
      rows: 2,
      cols: 2,
      pixels: new Int16Array(4),
      position: [0, 0, 9],
      pixelSpacing: [1, 1],
      instance: 9,
    });
    expect(() => parseDicomSeries([...series(false), other])).toThrow('CT parse failed');
    expect(() => parseDicomSeries([])).toThrow('CT parse failed');
  });
});

describe('extractSlice', () => {
  const v = parseDicomSeries(series(false));
  const grey = (huValue: number, c: number, w: number) =>
    Math.max(0, Math.min(255, Math.round(((huValue - (c - w / 2)) * 255) / w)));

  it('windows axial, coronal and sagittal slices', () => {
    const win = { center: 0, width: 4000 };
    const ax = extractSlice(v, 'axial', 2, win);
    expect([ax.width, ax.height]).toEqual([COLS, ROWS]);
    expect(ax.rgba[(3 * COLS + 4) * 4]).toBe(grey(hu(4, 3, 2), 0, 4000));
    const co = extractSlice(v, 'coronal', 1, win);
    expect([co.width, co.height]).toEqual([COLS, SLICES]);
    expect(co.rgba[(0 * COLS + 2) * 4]).toBe(grey(hu(2, 1, SLICES - 1), 0, 4000)); // top row = last slice
    const sa = extractSlice(v, 'sagittal', 3, win);
    expect([sa.width, sa.height]).toEqual([ROWS, SLICES]);
    expect(sa.rgba[((SLICES - 1) * ROWS + 5) * 4]).toBe(grey(hu(3, 5, 0), 0, 4000));
    expect(sa.pixelSpacing).toEqual([v.spacing[1], v.spacing[2]]);
  });

  it('clamps outside the window and syncs views to the same voxel', () => {
    const narrow = extractSlice(v, 'axial', 0, { center: -1024, width: 10 });
    expect(narrow.rgba[0]).toBe(grey(-1024, -1024, 10));
    expect(narrow.rgba[(ROWS * COLS - 1) * 4]).toBe(255);
    expect(syncFromSlice(v, 'coronal', 1, 2, 0)).toEqual([2, 1, SLICES - 1]);
    expect(syncFromSlice(v, 'sagittal', 3, 5, SLICES - 1)).toEqual([3, 5, 0]);
  });
});

describe('marchingCubes', () => {
  function ball(n: number, r: number, spacing = 0.5): CtVolume {
    const data = new Int16Array(n * n * n);
    const c = (n - 1) / 2;
    for (let z = 0; z < n; z++)
      for (let y = 0; y < n; y++)
        for (let x = 0; x < n; x++) {
          const d = Math.hypot(x - c, y - c, z - c) * spacing;
          data[x + y * n + z * n * n] = Math.round(1000 * (r - d)); // bone inside, > 0 HU
        }
    return { dims: [n, n, n], spacing: [spacing, spacing, spacing], origin: [0, 0, 0], data, min: -32768, max: 32767 };
  }

  it('extracts a closed sphere with the right volume, outward winding and normals', () => {
    const v = ball(64, 10);
    const s = marchingCubes(v.data, v.dims, 0, v.spacing, v.origin);
    expect(s.triangles).toBeGreaterThan(1000);
    const vol = meshVolume({ positions: s.positions });
    expect(vol).toBeGreaterThan(0); // positive = outward winding
    expect(Math.abs(vol - (4 / 3) * Math.PI * 1000) / ((4 / 3) * Math.PI * 1000)).toBeLessThan(0.02);
    const c = (63 / 2) * 0.5;
    for (let i = 0; i < s.positions.length; i += 3 * 97) {
      const dx = s.positions[i]! - c,
        dy = s.positions[i + 1]! - c,
        dz = s.positions[i + 2]! - c;
      expect(Math.abs(Math.hypot(dx, dy, dz) - 10)).toBeLessThan(0.05);
      const dot = (dx * s.normals[i]! + dy * s.normals[i + 1]! + dz * s.normals[i + 2]!) / Math.hypot(dx, dy, dz);
      expect(dot).toBeGreaterThan(0.99);
    }
  });

  it('returns nothing for a volume entirely below the threshold', () => {
    const v = ball(16, 2);
    expect(marchingCubes(v.data, v.dims, 5000).triangles).toBe(0);
  });
});
