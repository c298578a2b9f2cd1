import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale } from '@loci/shared/locales';

/** A catalogue as the app uses it: each message already parsed (the build compiles `src/i18n/<locale>.json`). */
export type Messages = Record<string, MessageFormatElement[]>;

/**
 * One loader per language: each catalogue is its own chunk, fetched only by a reader of that
 * language (English too: the English texts live in the code, `en.json` is what the extractor
 * collects from it). `virtual:loci-messages/*` is the build's `loci-messages` plugin.
 */
const LOADERS: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('virtual:loci-messages/en'),
  'pt-PT': () => import('virtual:loci-messages/pt-PT'),
  es: () => import('virtual:loci-messages/es'),
  fr: () => import('virtual:loci-messages/fr'),
  de: () => import('virtual:loci-messages/de'),
  ja: () => import('virtual:loci-messages/ja'),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await LOADERS[locale]()).default;
}
