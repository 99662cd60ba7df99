import { format, isValid, parseISO } from 'date-fns';
import { enUS, zhCN } from 'date-fns/locale';
import type { Locale } from './locale';

type DateInput = string | number | Date | null | undefined;

const toDate = (value: DateInput): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
};

const dateFnsLocale = (locale: Locale) => (locale === 'zh-CN' ? zhCN : enUS);

/** 'YYYY年MM月DD日' in Chinese, 'MMMM D, YYYY' in English (seed 000 section 9). */
export function formatLongDate(value: DateInput, locale: Locale): string {
  const date = toDate(value);
  if (!date) return '';
  return format(date, locale === 'zh-CN' ? 'yyyy年MM月dd日' : 'MMMM d, yyyy', { locale: dateFnsLocale(locale) });
}

/** Appointments: YYYY-MM-DD HH:mm. */
export const formatAppointment = (value: DateInput): string => {
  const date = toDate(value);
  return date ? format(date, 'yyyy-MM-dd HH:mm') : '';
};

/** Treatment plans: YYYY.MM.DD HH:mm. */
export const formatPlanTime = (value: DateInput): string => {
  const date = toDate(value);
  return date ? format(date, 'yyyy.MM.dd HH:mm') : '';
};

/** Birthdays and form dates: yyyy-MM-dd. */
export const formatDay = (value: DateInput): string => {
  const date = toDate(value);
  return date ? format(date, 'yyyy-MM-dd') : '';
};

/** A datetime-local input's value (yyyy-MM-ddTHH:mm) from an ISO time. */
export const toDateTimeInput = (value: DateInput): string => {
  const date = toDate(value);
  return date ? format(date, "yyyy-MM-dd'T'HH:mm") : '';
};

/** ISO timestamp with milliseconds and zone offset, as the seeds send times. */
export function toIsoWithOffset(value: DateInput): string | null {
  const date = toDate(value);
  return date ? format(date, "yyyy-MM-dd'T'HH:mm:ss.SSSxxx") : null;
}
