import { commonMessages } from './common.messages';
import type { ModuleMessages } from './define';
import { errorMessages } from './errors.messages';
import { LOCALES, type Locale } from './locale';
import { moduleMessages } from '../modules/messages';

/** Every module's strings merged into one catalogue per locale. */
export const catalogueParts: ModuleMessages[] = [commonMessages, errorMessages, ...moduleMessages];

export const catalogues: Record<Locale, Record<string, string>> = Object.fromEntries(
  LOCALES.map((locale) => [locale, Object.assign({}, ...catalogueParts.map((part) => part[locale]))]),
) as Record<Locale, Record<string, string>>;
