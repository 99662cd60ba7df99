import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { catalogues } from './catalogue';
import { detectLocale, storeLocale, type Locale } from './locale';

interface LocaleState {
  locale: Locale;
  setLocale(locale: Locale): void;
}

const LocaleContext = createContext<LocaleState | null>(null);

interface Props {
  children: ReactNode;
  /** Tests pin a locale; the app detects it. */
  initialLocale?: Locale;
}

export function I18nProvider({ children, initialLocale }: Props) {
  const [locale, setLocaleState] = useState<Locale>(() => initialLocale ?? detectLocale());

  const setLocale = useCallback((next: Locale) => {
    storeLocale(next);
    setLocaleState(next);
  }, []);

  // Another tab may have switched the language: re-apply the stored setting when this one shows.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') setLocaleState(detectLocale());
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const state = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={state}>
      <IntlProvider locale={locale} messages={catalogues[locale]} defaultLocale="zh-CN">
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocale outside I18nProvider');
  return state;
}

export type Translate = (id: string, values?: Record<string, string | number>) => string;

/** `t(id, values)`: the one way components read strings (the catalogue test scans for it). */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
