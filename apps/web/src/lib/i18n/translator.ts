import type { Locale } from '@loci/shared/locales';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Messages } from './catalogues';
import type { MessageDescriptor } from './define-messages';

/** What an ICU message's arguments may be: text, a count (plurals), a date. */
export type MessageValues = Record<string, string | number | Date>;

/** Texts in one language: `t.formatMessage(messages.x, { count })` (ICU plurals, selects, dates, numbers). */
export type Translator = {
  locale: Locale;
  formatMessage: (descriptor: MessageDescriptor, values?: MessageValues) => string;
};

/**
 * A text without ICU syntax is its own message: no parser needed (the browser has none). The
 * English catalogue carries only the other ones (`loci-messages` in vite.config.ts, same test).
 */
const PLAIN = /^[^{}'<#]*$/;

/**
 * A translator over a catalogue of parsed messages (FormatJS's `intl-messageformat`). A message the
 * catalogue lacks is the English from the code: as it is when plain, else parsed where a parser is
 * (tests, the dev server; the build leaves it out, and the CI check keeps every catalogue whole).
 */
export function createTranslator(locale: Locale, messages: Messages): Translator {
  const formats = new Map<string, IntlMessageFormat>();
  const formatOf = (descriptor: MessageDescriptor): IntlMessageFormat | string => {
    const known = formats.get(descriptor.id);
    if (known) return known;
    const parsed = messages[descriptor.id];
    if (!parsed && PLAIN.test(descriptor.defaultMessage)) return descriptor.defaultMessage;
    const format = new IntlMessageFormat(parsed ?? descriptor.defaultMessage, parsed ? locale : 'en');
    formats.set(descriptor.id, format);
    return format;
  };
  return {
    locale,
    formatMessage(descriptor, values) {
      const format = formatOf(descriptor);
      return typeof format === 'string' ? format : String(format.format(values));
    },
  };
}
