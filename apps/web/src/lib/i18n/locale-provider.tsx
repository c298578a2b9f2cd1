import { DEFAULT_LOCALE, type Locale } from '@loci/shared/locales';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { loadMessages, type Messages } from './catalogues';
import { setRequestLanguage } from './locale';
import { createTranslator, type Translator } from './translator';

/** The language the app shows and its catalogue. */
export type LocaleState = { locale: Locale; messages: Messages };

type LocaleControl = {
  locale: Locale;
  /** Shows the app in `locale` once its catalogue has loaded. */
  setLocale: (locale: Locale) => Promise<void>;
};

const LocaleContext = createContext<LocaleControl>({ locale: DEFAULT_LOCALE, setLocale: async () => undefined });

/** English from the code, where a screen is rendered without the app around it (unit tests). */
const english = createTranslator(DEFAULT_LOCALE, {});
const TranslatorContext = createContext<Translator>(english);

/** Sets `<html lang>` to what the page now shows. */
function markDocument(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** The app's language and a way to change it (`useLocale`); its texts through `useT`. */
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
  const translator = useMemo(() => createTranslator(state.locale, state.messages), [state]);
  return (
    <LocaleContext value={control}>
      <TranslatorContext value={translator}>{children}</TranslatorContext>
    </LocaleContext>
  );
}

/** The language shown and its setter. */
export function useLocale(): LocaleControl {
  return useContext(LocaleContext);
}

/** The texts in the app's language: `t.formatMessage(messages.x, values)`. */
export function useT(): Translator {
  return useContext(TranslatorContext);
}
