import { describe, expect, it } from 'vitest';
import { caseCtKeys, generationName } from './case-ct-store.js';

const folder = 'p/cases/7/ct/';
const older = generationName(1_700_000_000_000, 2);
const newer = generationName(1_800_000_000_000, 3);

describe('case CT store', () => {
  it('names generations so that a later one sorts after an earlier one', () => {
    expect(generationName(9, 1) < generationName(10_000_000_000, 1)).toBe(true);
    expect(older < newer).toBe(true);
  });

  it('reads a series stored directly under ct/ when no generation is complete', () => {
    const keys = [`${folder}slice-0002.dcm`, `${folder}slice-0001.dcm`, `${folder}${newer}/0001.dcm`];
    expect(caseCtKeys(folder, keys)).toEqual({
      slices: [`${folder}slice-0001.dcm`, `${folder}slice-0002.dcm`],
      staleFolders: [`${folder}${newer}/`],
      staleKeys: [],
    });
  });

  it('reads the newest complete generation, never an interrupted newer one', () => {
    const keys = [
      `${folder}slice-0001.dcm`,
      `${folder}${older}/0002.dcm`,
      `${folder}${older}/0001.dcm`,
      `${folder}${newer}/0001.dcm`,
      `${folder}${newer}/0002.dcm`,
    ];
    const read = caseCtKeys(folder, keys);
    expect(read.slices).toEqual([`${folder}${older}/0001.dcm`, `${folder}${older}/0002.dcm`]);
    expect(read.staleFolders).toEqual([`${folder}${newer}/`]);
    expect(read.staleKeys).toEqual([`${folder}slice-0001.dcm`]);

    const completed = caseCtKeys(folder, [...keys, `${folder}${newer}/0003.dcm`]);
    expect(completed.slices).toEqual([1, 2, 3].map((i) => `${folder}${newer}/000${i}.dcm`));
    expect(completed.staleFolders).toEqual([`${folder}${older}/`]);
    expect(completed.staleKeys).toEqual([`${folder}slice-0001.dcm`]);
  });

  it('ignores folder markers, keys of other folders and nested paths', () => {
    expect(caseCtKeys(folder, [folder, 'p/cases/7/scan.stl', `${folder}x/y/z.dcm`, `${folder}notagen/1.dcm`])).toEqual({
      slices: [],
      staleFolders: [],
      staleKeys: [],
    });
  });
});
