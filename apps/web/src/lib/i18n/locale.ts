import { isLocale, type Locale, matchLocale } from '@loci/shared/locales';

const STORAGE_KEY = 'loci.locale';

/** The browser's language among Loci's (`navigator.languages`, best first). */
export function browserLocale(): Locale {
  if (typeof navigator === 'undefined') return 'en';
  return matchLocale(navigator.languages?.length ? navigator.languages : [navigator.language ?? 'en']);
}

/**
 * The language to start in before the session is known: the one this browser last showed (the
 * person's or their studio's choice, remembered), else the browser's own.
 */
export function startingLocale(): Locale {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage refused (private mode): the browser's language.
  }
  return browserLocale();
}

/** Remembers the language shown, so the next visit starts in it; `null` forgets it (the browser's again). */
export function rememberLocale(locale: Locale | null): void {
  try {
    if (locale) localStorage.setItem(STORAGE_KEY, locale);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to remember it in: the next visit starts in the browser's language.
  }
}

let requestLanguage: Locale = 'en';

/** The language the app's requests ask the server to answer in (`Accept-Language`): the one shown. */
export function setRequestLanguage(locale: Locale): void {
  requestLanguage = locale;
}

export function currentRequestLanguage(): Locale {
  return requestLanguage;
}
