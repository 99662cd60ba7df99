import { describe, expect, it } from 'vitest';
import { accountTabs } from './AccountLayout';
import { dayBound, signedPoints } from './orders';

describe('account area', () => {
  it('shows recharge to the main account only, and neither recharge nor records in a privatized deployment', () => {
    const paths = (privatized: boolean, mainAccount: boolean) =>
      accountTabs({ privatized, mainAccount }).map((tab) => tab.path);
    expect(paths(false, true)).toEqual([
      '/account/subscrption',
      '/account/recharge',
      '/account/records',
      '/account/consumption',
    ]);
    expect(paths(false, false)).toEqual(['/account/subscrption', '/account/records', '/account/consumption']);
    expect(paths(true, true)).toEqual(['/account/subscrption', '/account/consumption']);
  });

  it('turns picked days into inclusive local-time bounds', () => {
    expect(new Date(dayBound('2026-03-01', false)!).getDate()).toBe(1);
    expect(new Date(dayBound('2026-03-01', false)!).getHours()).toBe(0);
    expect(new Date(dayBound('2026-03-01', true)!).getHours()).toBe(23);
    expect(dayBound('', false)).toBeUndefined();
    expect(dayBound('2026-3-1', true)).toBeUndefined();
  });

  it('signs points', () => {
    expect([signedPoints(100), signedPoints(-30), signedPoints(0)]).toEqual(['+100', '-30', '0']);
  });
});
