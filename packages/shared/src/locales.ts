/**
 * The languages Loci speaks (issue #50): English (the spec's texts, the default), European
 * Portuguese, Spanish, French, German and Japanese. Shared by the web app (which catalogue to
 * load) and the server (which messages to answer with).
 */
export const LOCALES = ['en', 'pt-PT', 'es', 'fr', 'de', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language in its own words, for the language pickers. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  'pt-PT': 'Português',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  ja: '日本語',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The best of Loci's languages for a reader's list, best first (`navigator.languages`, or an
 * `Accept-Language` header through `parseAcceptLanguage`): an exact tag, else the same language
 * (`pt-BR` reads European Portuguese, `de-AT` German), else the next tag; English when none fits.
 */
export function matchLocale(tags: readonly string[]): Locale {
  for (const tag of tags) {
    const wanted = tag.trim().toLowerCase();
    if (!wanted) continue;
    const exact = LOCALES.find((l) => l.toLowerCase() === wanted);
    if (exact) return exact;
    const language = wanted.split('-')[0];
    const same = LOCALES.find((l) => l.split('-')[0].toLowerCase() === language);
    if (same) return same;
  }
  return DEFAULT_LOCALE;
}

/** The tags of an `Accept-Language` header, by preference (`q`), at most 20; `*` and malformed parts left out. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((t) => /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(t.tag) && t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((t) => t.tag);
}
