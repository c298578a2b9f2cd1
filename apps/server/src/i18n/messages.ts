import { DEFAULT_LOCALE, type Locale, matchLocale, PASSWORD_MIN_LENGTH, parseAcceptLanguage, WORKSPACE_NAME_MAX } from '@loci/shared';
import { IntlMessageFormat } from 'intl-messageformat';
import de from './de.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import ja from './ja.json' with { type: 'json' };
import ptPT from './pt-PT.json' with { type: 'json' };

/**
 * The server's messages that reach people, in the reader's language (issue #50, first step: the
 * errors of sign-in, sign-up, password and profile routes). English is the text as it is sent
 * today (better-auth's own words, the spec's, the shared schemas'); `<locale>.json` beside this
 * file translate them by id (ICU, as the web app's catalogues). The check is `test/server-i18n.test.ts`.
 */
export const SERVER_MESSAGES = {
  // better-auth's error codes (`auth.<CODE>`), in its words.
  'auth.INVALID_EMAIL_OR_PASSWORD': 'Invalid email or password',
  'auth.INVALID_EMAIL': 'Invalid email',
  'auth.INVALID_PASSWORD': 'Invalid password',
  'auth.USER_ALREADY_EXISTS': 'User already exists.',
  'auth.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL': 'User already exists. Use another email.',
  'auth.EMAIL_NOT_VERIFIED': 'Email not verified',
  'auth.PASSWORD_TOO_SHORT': 'Password too short',
  'auth.PASSWORD_TOO_LONG': 'Password too long',
  'auth.INVALID_TOKEN': 'Invalid token',
  'auth.TOKEN_EXPIRED': 'Token expired',
  'auth.USER_NOT_FOUND': 'User not found',
  'auth.CREDENTIAL_ACCOUNT_NOT_FOUND': 'Credential account not found',
  'auth.SESSION_EXPIRED': 'Session expired. Re-authenticate to perform this action.',
  'auth.VALIDATION_ERROR': 'Validation Error',
  // Loci's password rule (password-policy.ts).
  'password.tooShort': 'Password must be at least {min} characters long',
  'password.common': 'This password is too common and easy to guess. Please choose a less predictable one.',
  // The shared schemas of the profile and studio routes.
  'profile.chooseLanguage': 'Please choose one of the languages offered.',
  'studio.nameMissing': 'Please enter a name for the studio.',
  'studio.nameTooLong': 'A studio name can be at most {max} characters.',
  'studio.nothingToChange': 'Nothing to change.',
} as const;

export type ServerMessageId = keyof typeof SERVER_MESSAGES;

type Catalogue = Partial<Record<string, string>>;

/** The translations, by language (English is `SERVER_MESSAGES`). */
export const SERVER_CATALOGUES: Record<Exclude<Locale, 'en'>, Catalogue> = { 'pt-PT': ptPT, es, fr, de, ja };

function catalogue(locale: Locale): Catalogue {
  return locale === 'en' ? {} : SERVER_CATALOGUES[locale];
}

/** The reader's language from their `Accept-Language` header (the web app sends the one it shows). */
export function readerLocale(acceptLanguage: string | string[] | undefined): Locale {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  return matchLocale(parseAcceptLanguage(header));
}

/** A message by id in `locale` (English when the catalogue lacks it). */
export function serverMessage(id: ServerMessageId, locale: Locale, values?: Record<string, string | number>): string {
  const source = (locale !== DEFAULT_LOCALE && catalogue(locale)[id]) || SERVER_MESSAGES[id];
  return String(new IntlMessageFormat(source, locale).format(values));
}

/** Each English text (as sent, values filled) to its id and values, for messages made elsewhere (schemas, better-auth). */
const byEnglish = new Map<string, { id: ServerMessageId; values?: Record<string, number> }>();
for (const id of Object.keys(SERVER_MESSAGES) as ServerMessageId[]) {
  if (!SERVER_MESSAGES[id].includes('{')) byEnglish.set(SERVER_MESSAGES[id], { id });
}
byEnglish.set(serverMessage('password.tooShort', 'en', { min: PASSWORD_MIN_LENGTH }), {
  id: 'password.tooShort',
  values: { min: PASSWORD_MIN_LENGTH },
});
byEnglish.set(serverMessage('studio.nameTooLong', 'en', { max: WORKSPACE_NAME_MAX }), {
  id: 'studio.nameTooLong',
  values: { max: WORKSPACE_NAME_MAX },
});

/** An English message the server is about to send, in the reader's language where a catalogue has it; else as it is. */
export function translateMessage(message: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return message;
  const known = byEnglish.get(message);
  return known ? serverMessage(known.id, locale, known.values) : message;
}

/** better-auth's error (`{ code, message }`) in the reader's language: by its code, else by its words. */
export function translateAuthError(code: unknown, message: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return message;
  const id = `auth.${String(code)}` as ServerMessageId;
  if (id in SERVER_MESSAGES && SERVER_MESSAGES[id] === message) return serverMessage(id, locale);
  return translateMessage(message, locale);
}
