import { describe, expect, it } from 'vitest';
import { median, quantile } from './statistics.js';

describe('statistics', () => {
  it('median of odd and even counts, unsorted input left as it was', () => {
    const values = [5, 1, 4, 2];
    expect(median(values)).toBe(3);
    expect(values).toEqual([5, 1, 4, 2]);
    expect(median([3, 9, 1])).toBe(3);
    expect(median([])).toBeNaN();
  });

  it('quantile takes the lower sample', () => {
    const values = [40, 10, 30, 20];
    expect(quantile(values, 0)).toBe(10);
    expect(quantile(values, 0.25)).toBe(20);
    expect(quantile(values, 0.5)).toBe(30);
    expect(quantile(values, 1)).toBe(40);
  });
});
