import { createRequire } from 'node:module';
import type { detect as detectFn } from 'tinyld';
import { stopWordsFor } from './stop-words.js';
import { createTokeniser } from './tokenise.js';

// The language detector (≈50 MB of tables) loads on the first website read, not with the server.
const require = createRequire(import.meta.url);
const detect: typeof detectFn = (...args) => (require('tinyld') as { detect: typeof detectFn }).detect(...args);

/** How much text detection and stop-word votes look at: enough to be sure, bounded for big pages. */
const SAMPLE_CHARS = 2000;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HAN = /\p{Script=Han}/u;

/** "pt-BR" → "pt", "zh_Hant" → "zh"; undefined for blanks and nonsense. */
export function primaryLanguage(tag: string | undefined | null): string | undefined {
  const primary = (tag ?? '')
    .trim()
    .split(/[-_,;\s]/)[0]
    .toLowerCase();
  return /^[a-z]{2,3}$/.test(primary) ? primary : undefined;
}

/** Share of a sample's words that are stop words of `lang`: function words give a language away. */
function stopWordShare(lang: string, sample: string): number {
  const stops = stopWordsFor(lang);
  if (stops.size === 0) return 0;
  const words = createTokeniser(lang).words(sample);
  const hits = words.filter((w) => stops.has(w)).length;
  return words.length === 0 ? 0 : hits / words.length;
}

/**
 * The language of a page's text, as a primary subtag ("en", "ja"), or "und" when there is no
 * text to tell. The page's own declarations (`<html lang>`, Content-Language) and a detector's
 * guess are candidates; the one whose function words the text uses most wins, so a template
 * left at lang="en" on a Portuguese page does not make Portuguese words English.
 */
export function resolveLanguage(input: { declared: (string | undefined)[]; text: string }): string {
  const sample = input.text.slice(0, SAMPLE_CHARS);
  const declared = input.declared.map(primaryLanguage).filter((l): l is string => l !== undefined);
  if (!/\p{L}/u.test(sample)) return declared[0] ?? 'und';
  const guessed = primaryLanguage(detect(sample));
  let candidates = [...new Set([...declared, ...(guessed ? [guessed] : [])])];
  // Kana is only Japanese; Han without kana is not.
  if (KANA.test(sample)) candidates = [...candidates.filter((l) => l !== 'zh'), 'ja'];
  else if (HAN.test(sample)) candidates = candidates.filter((l) => l !== 'ja');
  if (candidates.length === 0) return 'und';
  let best = candidates[0];
  let bestShare = stopWordShare(best, sample);
  for (const lang of candidates.slice(1)) {
    const share = stopWordShare(lang, sample);
    // A declaration wins ties; another candidate must clearly fit the text better.
    if (share > bestShare * 1.25 + 0.01) {
      best = lang;
      bestShare = share;
    }
  }
  return best;
}
