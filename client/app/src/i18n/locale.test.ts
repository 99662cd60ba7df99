import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatAppointment, formatLongDate, formatPlanTime } from './dates';
import { detectLocale, LOCALE_KEY, matchLocale } from './locale';

describe('locale', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prefers the stored setting, then the browser, then zh-CN', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    expect(detectLocale()).toBe('en-US');
    localStorage.setItem(LOCALE_KEY, 'zh-CN');
    expect(detectLocale()).toBe('zh-CN');
    localStorage.clear();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de');
    expect(detectLocale()).toBe('zh-CN');
  });

  it('maps language tags', () => {
    expect(matchLocale('zh-TW')).toBe('zh-CN');
    expect(matchLocale('en')).toBe('en-US');
    expect(matchLocale('ja')).toBeNull();
  });
});

describe('dates as the seeds give them', () => {
  const time = new Date(2026, 2, 5, 9, 7);
  it('long dates per locale', () => {
    expect(formatLongDate(time, 'zh-CN')).toBe('2026年03月05日');
    expect(formatLongDate(time, 'en-US')).toBe('March 5, 2026');
  });
  it('appointment and plan times', () => {
    expect(formatAppointment(time)).toBe('2026-03-05 09:07');
    expect(formatPlanTime(time)).toBe('2026.03.05 09:07');
    expect(formatAppointment(null)).toBe('');
  });
});
