/** One text: its catalogue id and the English, as the spec words it. */
export type MessageDescriptor = { id: string; defaultMessage: string };

/**
 * A screen's texts: `{ key: { id, defaultMessage } }`. The extractor (`npm run i18n:extract`,
 * FormatJS's CLI) collects every `defineMessages` call into `src/i18n/en.json`.
 */
export function defineMessages<K extends string>(messages: Record<K, MessageDescriptor>): Record<K, MessageDescriptor> {
  return messages;
}
