/** Languages written without spaces between words: Intl.Segmenter finds their words. */
const UNSPACED = new Set(['zh', 'ja', 'th', 'lo', 'km', 'my', 'bo']);

/** True for languages whose words are not separated by spaces (Chinese, Japanese, Thai…). */
export function isUnspaced(lang: string): boolean {
  return UNSPACED.has(lang);
}
