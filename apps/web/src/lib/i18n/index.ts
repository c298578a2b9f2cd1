export type { IntlShape } from 'react-intl';
export { loadMessages, type Messages } from './catalogues';
export { defineMessages } from './define-messages';
export { browserLocale, rememberLocale, startingLocale } from './locale';
export { LocaleProvider, type LocaleState, useLocale, useT } from './locale-provider';
