/** Storage keys share the seeds' clearable `<prefix>_mw_` namespace. */
export const STORAGE_PREFIX = 'odontia_mw_';
export const LOCALE_KEY = `${STORAGE_PREFIX}lang`;

export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** Maps a browser language tag ("en", "en-GB", "zh-TW") to a supported locale, if any. */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  if (isLocale(tag)) return tag;
  const language = tag.toLowerCase().split('-')[0];
  if (language === 'zh') return 'zh-CN';
  if (language === 'en') return 'en-US';
  return null;
}

/** Stored setting, else the browser's language, else zh-CN (seed 000 section 9). */
export function detectLocale(): Locale {
  const stored = readStored();
  if (stored) return stored;
  const languages = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  for (const tag of languages) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

function readStored(): Locale | null {
  try {
    const value = localStorage.getItem(LOCALE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}
