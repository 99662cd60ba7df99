import { CtParseError, MESSAGES, ViewerError, type CtVolume } from '@odontia/viewer';
import { describe, expect, it } from 'vitest';
import { ctErrorId, ctErrorNotice, ctSkippedNotice, fileList } from './ct-errors';
import {
  centreVoxel,
  crosshairOf,
  dragWindow,
  fitSize,
  huAt,
  sliceOf,
  voxelAt,
  withSlice,
  type Voxel,
} from './ct-views';
import { swappedPairs } from './LandmarkPanel';

/** 4 columns, 3 rows, 5 slices; each voxel's value encodes its position. */
function volume(): CtVolume {
  const dims: [number, number, number] = [4, 3, 5];
  const data = new Int16Array(4 * 3 * 5);
  for (let z = 0; z < 5; z++)
    for (let y = 0; y < 3; y++) for (let x = 0; x < 4; x++) data[z * 12 + y * 4 + x] = 100 * z + 10 * y + x;
  return { dims, spacing: [0.5, 0.5, 1], origin: [0, 0, 0], data, min: 0, max: 423 };
}

describe('CT views', () => {
  it('a click in any view finds the same voxel the other views then show', () => {
    const v = volume();
    const target: Voxel = [3, 1, 4];
    for (const axis of ['axial', 'coronal', 'sagittal'] as const) {
      const [px, py] = crosshairOf(v, axis, target);
      expect(voxelAt(v, axis, sliceOf(axis, target), px + 0.4, py + 0.7)).toEqual(target);
    }
    expect(huAt(v, target)).toBe(413);
    expect(sliceOf('axial', target)).toBe(4);
    expect(sliceOf('coronal', target)).toBe(1);
    expect(sliceOf('sagittal', target)).toBe(3);
  });

  it('clamps picks and slice moves into the volume', () => {
    const v = volume();
    expect(voxelAt(v, 'axial', 2, -5, 99)).toEqual([0, 2, 2]);
    expect(withSlice(v, 'axial', [1, 1, 1], 99)).toEqual([1, 1, 4]);
    expect(withSlice(v, 'sagittal', [1, 1, 1], -3)).toEqual([0, 1, 1]);
    expect(centreVoxel(v)).toEqual([2, 1, 2]);
  });

  it('fits a slice at its physical proportions', () => {
    expect(fitSize(100, 50, 400, 400)).toEqual({ width: 400, height: 200 });
    expect(fitSize(50, 100, 400, 100)).toEqual({ width: 50, height: 100 });
    expect(fitSize(10, 10, 0, 100)).toEqual({ width: 0, height: 0 });
  });

  it("maps the viewer's CT failures to their messages", () => {
    expect(ctErrorId(new ViewerError(MESSAGES.ctParseFailed))).toBe('ct.parseFailed');
    expect(ctErrorId(new ViewerError(MESSAGES.ctLoadFailed))).toBe('ct.loadFailed');
    expect(ctErrorId(new Error('boom'))).toBe('ct.loadFailed');
  });

  it('names the damaged files: in the failure, or in the warning of a series that opened without them', () => {
    const damaged = new CtParseError([
      { name: 'slice-0006.dcm', reason: 'pixel data too short' },
      { name: 'slice-0013.dcm', reason: 'Offset is outside the bounds of the DataView' },
    ]);
    expect(ctErrorId(damaged)).toBe('ct.parseFailed');
    expect(ctErrorNotice(damaged)).toEqual({
      id: 'ct.parseFailedFiles',
      values: { files: 'slice-0006.dcm, slice-0013.dcm' },
    });
    expect(ctErrorNotice(new CtParseError([]))).toEqual({ id: 'ct.parseFailed' });
    expect(ctErrorNotice(new ViewerError(MESSAGES.ctLoadFailed))).toEqual({ id: 'ct.loadFailed' });
    expect(ctSkippedNotice(volume())).toBeNull();
    expect(ctSkippedNotice({ ...volume(), skipped: [{ name: 'a.zip/b.dcm', reason: 'x' }], filled: [2] })).toEqual({
      id: 'ct.skippedFiles',
      values: { files: 'a.zip/b.dcm', filled: 1 },
    });
    expect(fileList(['1', '2', '3', '4', '5', '6', '7'])).toBe('1, 2, 3, 4, 5 (+2)');
  });
});

describe('window level by dragging', () => {
  it('widens to the right and raises the level downwards, in steps that scale with the width', () => {
    expect(dragWindow({ center: 40, width: 400 }, 10, -5)).toEqual({ center: 32, width: 416 });
    expect(dragWindow({ center: 1000, width: 4000 }, 0, 10)).toEqual({ center: 1156, width: 4000 });
    expect(dragWindow({ center: 0, width: 10 }, -100, 0).width).toBe(1);
  });
});

describe('reference landmarks', () => {
  it('names the pairs marked on the wrong sides (the left one not on the patient’s left, +X)', () => {
    expect(
      swappedPairs({
        porionL: [56, 43, -93],
        porionR: [-56, 43, -93],
        orbitaleL: [-33, 57, -16],
        orbitaleR: [33, 57, -16],
      }),
    ).toEqual(['orbitale']);
    expect(swappedPairs({ tragusL: [62, 30, -85] })).toEqual([]);
    expect(swappedPairs({ alaL: [0, 30, 2], alaR: [0, 30, 2] })).toEqual(['ala']);
  });
});
