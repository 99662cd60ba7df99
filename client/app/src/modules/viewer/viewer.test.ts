import { describe, expect, it } from 'vitest';
import { axisViewPosition, AXIS_VIEW_NAMES } from './axis-views';
import { localFileSources } from './local-files';
import { selectAllState, toggleAll, type ModelEntry } from './model-entries';
import { ctViewerUrl, idParam, viewerUrl } from './urls';

const file = (name: string) => new File([new Uint8Array([1, 2, 3])], name);
const entry = (id: string): ModelEntry => ({ id, name: id, visible: true, color: '#c8c8c8', alpha: 1 });

describe('viewer urls', () => {
  it('links a case and optionally one file', () => {
    expect(viewerUrl({ caseId: 12 })).toBe('/viewer?caseId=12');
    expect(viewerUrl({ caseId: '12', fileId: 7 })).toBe('/viewer?caseId=12&fileId=7');
    expect(ctViewerUrl()).toBe('/ct/');
    expect(ctViewerUrl({ caseId: 3 })).toBe('/ct/?caseId=3');
  });

  it('reads only positive integer ids from the query', () => {
    expect(idParam('42')).toBe(42);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '1e3', '9'.repeat(20)]) expect(idParam(bad)).toBeNull();
  });
});

describe('axis views', () => {
  it('keep the camera distance and look along each axis', () => {
    const target = [1, 2, 3];
    const camera = [1, 2, 13];
    expect(axisViewPosition('front', target, camera)).toEqual([1, 2, 13]);
    expect(axisViewPosition('back', target, camera)).toEqual([1, 2, -7]);
    expect(axisViewPosition('left', target, camera)).toEqual([-9, 2, 3]);
    expect(axisViewPosition('right', target, camera)).toEqual([11, 2, 3]);
    expect(axisViewPosition('top', target, camera)).toEqual([1, 12, 3]);
    expect(axisViewPosition('bottom', target, camera)).toEqual([1, -8, 3]);
    for (const view of AXIS_VIEW_NAMES) {
      const [x, y, z] = axisViewPosition(view, target, camera);
      expect(Math.hypot(x - 1, y - 2, z - 3)).toBeCloseTo(10, 9);
    }
  });
});

describe('local files', () => {
  it('makes one source per model file, pairing an OBJ with its MTL and texture', () => {
    let n = 0;
    const result = localFileSources(
      [file('upper.STL'), file('crown.obj'), file('crown.mtl'), file('crown.png'), file('notes.txt'), file('scan.drc')],
      () => `blob:${++n}`,
    );
    expect(result.sources.map((s) => [s.name, s.type])).toEqual([
      ['upper.STL', 'stl'],
      ['crown.obj', 'obj'],
      ['scan.drc', 'drc'],
    ]);
    expect(result.sources[1]).toMatchObject({ url: 'blob:2', mtlUrl: 'blob:3', textureUrl: 'blob:4' });
    expect(result.ignored).toEqual(['notes.txt']);
    expect(result.objectUrls).toEqual(['blob:1', 'blob:2', 'blob:3', 'blob:4', 'blob:5']);
    expect(new Set(result.sources.map((s) => s.id)).size).toBe(3);
  });

  it('uses the only MTL when names differ, and none when several are ambiguous', () => {
    const one = localFileSources([file('a.obj'), file('material.mtl')], (f) => f.name);
    expect(one.sources[0]!.mtlUrl).toBe('material.mtl');
    const two = localFileSources([file('a.obj'), file('x.mtl'), file('y.mtl')], (f) => f.name);
    expect(two.sources[0]!.mtlUrl).toBeUndefined();
  });
});

describe('export selection', () => {
  it('select all toggles between every model and none, with a mixed state between', () => {
    const entries = [entry('a'), entry('b'), entry('c')];
    expect(selectAllState(entries, new Set())).toBe(false);
    expect(selectAllState(entries, new Set(['a']))).toBe('mixed');
    const all = toggleAll(entries, new Set(['a']));
    expect([...all].sort()).toEqual(['a', 'b', 'c']);
    expect(selectAllState(entries, all)).toBe(true);
    expect(toggleAll(entries, all).size).toBe(0);
    expect(toggleAll([], new Set()).size).toBe(0);
  });
});
