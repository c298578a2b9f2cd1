/** Letters NFD does not decompose into a base letter + mark. */
const SPECIAL_LETTERS: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};
const ASCII_RE = /^[\x20-\x7e]*$/;
const SPECIAL_RE = /[øæœßłđðþıħ]/g;

/**
 * Folds text for matching: lower case, accents removed ("São Paulo" → "sao paulo", "Tromsø" →
 * "tromso"), punctuation turned into single spaces.
 */
export function foldText(text: string): string {
  // Fast path for plain ASCII (most gazetteer names): no Unicode normalisation needed.
  if (ASCII_RE.test(text))
    return text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(SPECIAL_RE, (c) => SPECIAL_LETTERS[c] ?? c)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
