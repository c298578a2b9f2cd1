export { loadMessages, type Messages } from './catalogues';
export { defineMessages, type MessageDescriptor } from './define-messages';
export { browserLocale, rememberLocale, startingLocale } from './locale';
export { LocaleProvider, type LocaleState, useLocale, useT } from './locale-provider';
export { createTranslator, type MessageValues, type Translator } from './translator';
