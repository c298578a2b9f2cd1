import type { MessageDescriptor } from 'react-intl';

/**
 * A screen's texts: `{ key: { id, defaultMessage } }`, the English as the spec words it. The
 * extractor (`formatjs extract`, test/i18n) collects every `defineMessages` call into `en.json`.
 */
export function defineMessages<K extends string>(
  messages: Record<K, { id: string; defaultMessage: string }>,
): Record<K, MessageDescriptor> {
  return messages;
}
