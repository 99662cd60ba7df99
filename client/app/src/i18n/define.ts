import type { Locale } from './locale';

/** One module's strings in both locales; the catalogue test checks both sides have the same keys. */
export type ModuleMessages = Record<Locale, Record<string, string>>;

export const defineMessages = <T extends ModuleMessages>(messages: T): T => messages;
