/**
 * English texts the app formats straight from the code, without a parsed message: text, and text
 * with `{name}` arguments. An apostrophe is ICU's quote only before a syntax character (or another
 * apostrophe), so "Don't" is itself. The build leaves these out of the English catalogue
 * (`loci-messages` in vite.config.ts); `src/i18n/catalogues.test.ts` holds each one to
 * `intl-messageformat`'s output.
 */
const TEXT = "(?:[^{}<>#']|'(?![{}<>#'|]))*";
const SIMPLE = new RegExp(`^${TEXT}(?:\\{[A-Za-z_][\\w]*\\}${TEXT})*$`);
const ARGUMENT = /\{([A-Za-z_]\w*)\}/g;

/** Whether `message` is text with at most `{name}` arguments (`formatOwnMessage` formats it). */
export function isOwnMessage(message: string): boolean {
  return SIMPLE.test(message);
}

/** `message` with its `{name}` arguments filled in (an argument without a value is an error, as in ICU). */
export function formatOwnMessage(message: string, values: Record<string, unknown> = {}): string {
  return message.replace(ARGUMENT, (_, name: string) => {
    if (!(name in values)) throw new Error(`The message needs a value for "${name}"`);
    const value = values[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : value ? String(value) : '';
  });
}
