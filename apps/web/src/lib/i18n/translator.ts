import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Locale } from '@loci/shared/locales';
import type { Messages } from './catalogues';
import type { MessageDescriptor } from './define-messages';
import { formatOwnMessage, isOwnMessage } from './own-messages';

/** What an ICU message's arguments may be: text, a count (plurals), a choice (selects). */
export type MessageValues = Record<string, string | number | Date>;

/** Texts in one language: `t.formatMessage(messages.x, { count })` (ICU arguments, plurals, selects). */
export type Translator = {
  locale: Locale;
  formatMessage: (descriptor: MessageDescriptor, values?: MessageValues) => string;
};

/**
 * The ICU elements the app formats: text, `{name}`, `{x, select, …}`, `{n, plural, …}` and its `#`.
 * The catalogues use nothing else (`src/i18n/catalogues.test.ts`), so the app needs no ICU runtime
 * in its entry: this is FormatJS's `intl-messageformat` for these elements, and
 * `src/i18n/catalogues.test.ts` holds every catalogue message to that library's output.
 */
export const FORMATTED_ELEMENTS: readonly TYPE[] = [TYPE.literal, TYPE.argument, TYPE.select, TYPE.plural, TYPE.pound];

type FormatCache = { plural: Map<string, Intl.PluralRules>; number?: Intl.NumberFormat };

function formatElements(
  elements: MessageFormatElement[],
  locale: string,
  intl: FormatCache,
  values: MessageValues,
  pluralValue?: number,
): string {
  let out = '';
  for (const el of elements) {
    if (el.type === TYPE.literal) {
      out += el.value;
      continue;
    }
    if (el.type === TYPE.pound) {
      if (typeof pluralValue === 'number') {
        intl.number ??= new Intl.NumberFormat(locale);
        out += intl.number.format(pluralValue);
      }
      continue;
    }
    if (!(el.value in values)) throw new Error(`The message needs a value for "${el.value}"`);
    const value = values[el.value];
    if (el.type === TYPE.argument) {
      out += typeof value === 'string' || typeof value === 'number' ? String(value) : value ? String(value) : '';
      continue;
    }
    if (el.type === TYPE.select) {
      const key = String(value);
      const option = (Object.hasOwn(el.options, key) ? el.options[key] : undefined) ?? el.options.other;
      if (!option) throw new Error(`No option "${key}" for "${el.value}"`);
      out += formatElements(option.value, locale, intl, values);
      continue;
    }
    if (el.type === TYPE.plural) {
      const count = Number(value);
      const exact = `=${value}`;
      let option = Object.hasOwn(el.options, exact) ? el.options[exact] : undefined;
      if (!option) {
        const rulesKey = el.pluralType ?? 'cardinal';
        const rules = intl.plural.get(rulesKey) ?? new Intl.PluralRules(locale, { type: el.pluralType });
        intl.plural.set(rulesKey, rules);
        const rule = rules.select(count - (el.offset || 0));
        option = (Object.hasOwn(el.options, rule) ? el.options[rule] : undefined) ?? el.options.other;
      }
      if (!option) throw new Error(`No option for ${value} in "${el.value}"`);
      out += formatElements(option.value, locale, intl, values, count - (el.offset || 0));
      continue;
    }
    throw new Error(`The app does not format ICU element type ${el.type} ("${el.value}")`);
  }
  return out;
}

/**
 * A translator over a catalogue of parsed messages. A message the catalogue lacks is the English
 * from the code: as it is when plain, else parsed where a parser is (tests, the dev server; the
 * build leaves it out, and the CI check keeps every catalogue whole).
 */
export function createTranslator(locale: Locale, messages: Messages): Translator {
  const parsedDefaults = new Map<string, MessageFormatElement[]>();
  const intl: FormatCache = { plural: new Map() };
  const english: FormatCache = { plural: new Map() };
  return {
    locale,
    formatMessage(descriptor, values) {
      const parsed = messages[descriptor.id];
      if (parsed) return formatElements(parsed, locale, intl, values ?? {});
      // English text with at most `{name}` arguments is formatted as it is (the build leaves it out of the catalogue).
      if (isOwnMessage(descriptor.defaultMessage)) return formatOwnMessage(descriptor.defaultMessage, values);
      const fallback = parsedDefaults.get(descriptor.id) ?? parse(descriptor.defaultMessage);
      parsedDefaults.set(descriptor.id, fallback);
      return formatElements(fallback, 'en', english, values ?? {});
    },
  };
}
