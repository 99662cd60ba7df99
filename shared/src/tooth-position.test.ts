import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_TEETH,
  formatToothPositions,
  normalizeToothPositions,
  parseToothPositions,
  ToothPositionError,
} from './tooth-position.js';

const teethArb = fc.uniqueArray(fc.constantFrom(...ALL_TEETH), { maxLength: 32 });

describe('tooth positions', () => {
  it('parses ranges and single teeth, sorted', () => {
    expect(parseToothPositions('21,11-13')).toEqual([11, 12, 13, 21]);
    expect(parseToothPositions(' 48 , 31 ')).toEqual([31, 48]);
    expect(parseToothPositions('')).toEqual([]);
  });

  it('expands a cross-quadrant range to valid teeth only', () => {
    expect(parseToothPositions('11-28')).toHaveLength(16);
    expect(parseToothPositions('17-22')).toEqual([17, 18, 21, 22]);
  });

  it('merges neighbours within a quadrant only', () => {
    expect(formatToothPositions([13, 11, 12, 21])).toBe('11-13,21');
    expect(formatToothPositions([18, 21])).toBe('18,21');
    expect(normalizeToothPositions('12,11,11,13')).toBe('11-13');
  });

  it.each(['19', '10', '51', '9', '11-', '13-11', 'a', '11;12', '111', '11-29'])('refuses %s', (bad) => {
    expect(() => parseToothPositions(bad)).toThrow(ToothPositionError);
  });

  it('refuses invalid teeth when formatting', () => {
    expect(() => formatToothPositions([11, 19])).toThrow(ToothPositionError);
  });

  it('parse(format(x)) = sorted x', () => {
    fc.assert(
      fc.property(teethArb, (teeth) => {
        expect(parseToothPositions(formatToothPositions(teeth))).toEqual([...teeth].sort((a, b) => a - b));
      }),
    );
  });

  it('format output is sorted and fully merged', () => {
    fc.assert(
      fc.property(teethArb, (teeth) => {
        const text = formatToothPositions(teeth);
        const parts = text === '' ? [] : text.split(',');
        const starts = parts.map((p) => Number(p.split('-')[0]));
        expect(starts).toEqual([...starts].sort((a, b) => a - b));
        for (let i = 1; i < parts.length; i += 1) {
          const prevEnd = Number(parts[i - 1]!.split('-').at(-1));
          const nextStart = starts[i]!;
          const adjacentSameQuadrant =
            Math.floor(prevEnd / 10) === Math.floor(nextStart / 10) && nextStart === prevEnd + 1;
          expect(adjacentSameQuadrant).toBe(false);
        }
      }),
    );
  });

  it('refuses any number outside FDI permanent teeth', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99 }).filter((n) => !ALL_TEETH.includes(n)),
        (n) => {
          expect(() => parseToothPositions(String(n).padStart(2, '0'))).toThrow(ToothPositionError);
        },
      ),
    );
  });
});
