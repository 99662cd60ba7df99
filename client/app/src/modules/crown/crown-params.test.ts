import { describe, expect, it } from 'vitest';
import { DEFAULT_CROWN_PARAMS, isCrownTooth, parseParam } from './crown-params';

describe('crown parameters', () => {
  it('defaults to the issue values', () => {
    expect(DEFAULT_CROWN_PARAMS).toEqual({ cementGap: 0.05, minThickness: 0.5, marginWidth: 0.5 });
  });

  it('accepts numbers with up to two decimals inside the range', () => {
    expect(parseParam('cementGap', ' 0.08 ')).toEqual({ value: 0.08 });
    expect(parseParam('minThickness', '1')).toEqual({ value: 1 });
  });

  it('refuses other formats and values out of range with the message to show', () => {
    expect(parseParam('cementGap', '0.055')).toEqual({ error: 'crown.params.format' });
    expect(parseParam('cementGap', 'abc')).toEqual({ error: 'crown.params.format' });
    expect(parseParam('cementGap', '-1')).toEqual({ error: 'crown.params.format' });
    expect(parseParam('minThickness', '0.1')).toEqual({ error: 'crown.params.range', values: { min: 0.2, max: 2 } });
  });

  it('knows tooth position 6 only', () => {
    expect([16, 26, 36, 46].every(isCrownTooth)).toBe(true);
    expect([11, 15, 17, 36.5].some(isCrownTooth)).toBe(false);
  });
});
