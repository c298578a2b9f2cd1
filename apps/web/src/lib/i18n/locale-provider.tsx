import { DEFAULT_LOCALE, type Locale } from '@loci/shared/locales';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { createIntl, IntlContext, IntlProvider, type IntlShape } from 'react-intl';
import { loadMessages, type Messages } from './catalogues';
import { setRequestLanguage } from './locale';

/** The language the app shows and its catalogue. */
export type LocaleState = { locale: Locale; messages: Messages };

type LocaleControl = {
  locale: Locale;
  /** Shows the app in `locale` once its catalogue has loaded. */
  setLocale: (locale: Locale) => Promise<void>;
};

const LocaleContext = createContext<LocaleControl>({ locale: DEFAULT_LOCALE, setLocale: async () => undefined });

/** A missing translation falls back to the English in the code; the CI check keeps catalogues whole. Other errors are real. */
function onIntlError(error: { code?: string }): void {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
}

/** Sets `<html lang>` to what the page now shows. */
function markDocument(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** The app's language (react-intl's `IntlProvider`) and a way to change it (`useLocale`). */
export function LocaleProvider({ initial, children }: { initial: LocaleState; children: ReactNode }) {
  const [state, setState] = useState(initial);
  const latest = useRef(0);
  const setLocale = useCallback(async (locale: Locale) => {
    const ask = ++latest.current;
    const messages = await loadMessages(locale);
    // A later choice won the race: keep it.
    if (ask !== latest.current) return;
    markDocument(locale);
    setRequestLanguage(locale);
    setState((current) => (current.locale === locale ? current : { locale, messages }));
  }, []);
  const control = useMemo(() => ({ locale: state.locale, setLocale }), [state.locale, setLocale]);
  return (
    <LocaleContext value={control}>
      <IntlProvider locale={state.locale} defaultLocale={DEFAULT_LOCALE} messages={state.messages} onError={onIntlError}>
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}

/** The language shown and its setter. */
export function useLocale(): LocaleControl {
  return useContext(LocaleContext);
}

let english: IntlShape | null = null;

/**
 * The formatter for texts (`t.formatMessage(messages.x, values)`, `t.formatDate`, ICU plurals):
 * the app's language, or English from the code where a screen is rendered alone (unit tests).
 */
export function useT(): IntlShape {
  const intl = useContext(IntlContext);
  if (intl) return intl;
  english ??= createIntl({ locale: DEFAULT_LOCALE, defaultLocale: DEFAULT_LOCALE, messages: {}, onError: onIntlError });
  return english;
}
