import { BOILERPLATE_WORDS } from './boilerplate-words.js';
import type { Token } from './tokenise.js';
import type { WordClasses } from './word-classes.js';

/** Longest candidate in words (spaced scripts) and in characters (unspaced scripts). */
const MAX_WORDS = 3;
const MAX_UNSPACED_TOKENS = 4;
const MAX_UNSPACED_CHARS = 8;
const MIN_UNSPACED_CHARS = 2;
const NUMBER = /^\p{N}+$/u;
const ROMANCE = new Set(['pt', 'es', 'fr', 'it', 'ca', 'ro']);
const ARABIC_ARTICLE = /^(?:وال|بال|فال|كال|لل|ال)(?=\p{L}{3,})/u;

function breaksPhrase(token: Token): boolean {
  return BOILERPLATE_WORDS.has(token.text) || NUMBER.test(token.text);
}

function spacedCandidates(segment: Token[], classes: WordClasses): Token[][] {
  const out: Token[][] = [];
  for (let i = 0; i < segment.length; i++) {
    if (!classes.isContent(segment[i].text)) continue;
    for (let n = 1; n <= MAX_WORDS && i + n <= segment.length; n++) {
      const phrase = segment.slice(i, i + n);
      if (breaksPhrase(phrase[n - 1])) break;
      const words = phrase.map((t) => t.text);
      // "made by hand" as "المصنوع يدويا" or "roasted slowly": a keyword does not end on an adverb or verb.
      if (!classes.isContent(words[n - 1]) || (n > 1 && classes.isVerbOrAdverb(words[n - 1]))) continue;
      if (n === 3 && !classes.isContent(words[1])) {
        // "tables and chairs", "huile d'olive": a connector joins two nouns, not a noun and a verb.
        if (!classes.isConnector(words[1]) || !classes.carriesNoun([words[0]]) || !classes.carriesNoun([words[2]])) continue;
      }
      if (classes.carriesNoun(words)) out.push(phrase);
    }
  }
  return out;
}

/** Chinese, Japanese, Thai: runs of adjacent content words, short enough to be one term. */
function unspacedCandidates(segment: Token[], classes: WordClasses): Token[][] {
  const out: Token[][] = [];
  for (let i = 0; i < segment.length; i++) {
    if (!classes.isContent(segment[i].text)) continue;
    let chars = 0;
    for (let n = 1; n <= MAX_UNSPACED_TOKENS && i + n <= segment.length; n++) {
      const last = segment[i + n - 1];
      chars += [...last.text].length;
      if (chars > MAX_UNSPACED_CHARS || breaksPhrase(last)) break;
      const inner = classes.isContent(last.text);
      if (!inner && !(classes.isConnector(last.text) && i + n < segment.length)) break;
      const phrase = segment.slice(i, i + n);
      if (inner && chars >= MIN_UNSPACED_CHARS && classes.carriesNoun(phrase.map((t) => t.text))) out.push(phrase);
    }
  }
  return out;
}

/** Candidate keyword phrases in a segment: content words at both ends, a noun among them, no web chrome. */
export function candidatePhrases(segment: Token[], classes: WordClasses, unspaced: boolean): Token[][] {
  return unspaced ? unspacedCandidates(segment, classes) : spacedCandidates(segment, classes);
}

/** A naive English singular, for merging "roasts" with "roast" (not for display). */
export function singular(token: string): string {
  if (token.length > 4 && token.endsWith('ies')) return `${token.slice(0, -3)}y`;
  if (token.length > 4 && /(ches|shes|sses|xes)$/.test(token)) return token.slice(0, -2);
  if (token.length > 3 && token.endsWith('s') && !/(ss|us|is)$/.test(token)) return token.slice(0, -1);
  return token;
}

/** The form under which variants of a word are merged in a language (plural, article). */
function baseForm(word: string, lang: string): string {
  if (lang === 'en') return singular(word);
  if (ROMANCE.has(lang)) return word.length > 3 && /[^s]s$/.test(word) ? word.slice(0, -1) : word;
  if (lang === 'ar') return word.replace(ARABIC_ARTICLE, '');
  return word;
}

/** Key under which variants of a phrase are merged: base forms, hyphens as spaces. */
export function phraseKey(words: string[], lang = 'en'): string {
  return words
    .flatMap((t) => t.split('-'))
    .filter(Boolean)
    .map((w) => baseForm(w, lang))
    .join(' ');
}
