import { BOILERPLATE_WORDS, isStopWord } from './stop-words.js';

/** Words allowed in the middle of a three-word keyword ("house of coffee", "salt and pepper"). */
const CONNECTORS = new Set(['of', 'and']);
const SEGMENT_BREAK = /[.!?;:|•·…()[\]{}"“”«»,/\\]+|\s[-–—]\s|[–—]|\n/u;
const TOKEN = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** Lower-cased word tokens of a text segment ("hand-roasted" stays one token, "'s" is dropped). */
export function tokenise(text: string): string[] {
  const tokens = text.normalize('NFC').toLowerCase().match(TOKEN) ?? [];
  return tokens.map((t) => t.replace(/’/g, "'").replace(/'s$/, ''));
}

/** Splits text into segments that a phrase must not cross (sentences, list items, separators). */
export function segments(text: string): string[][] {
  return text
    .split(SEGMENT_BREAK)
    .map(tokenise)
    .filter((s) => s.length > 0);
}

/** Removes every occurrence of `phrase` (a token sequence), splitting the segment around it. */
export function cutPhrase(segment: string[], phrase: string[]): string[][] {
  if (phrase.length === 0) return [segment];
  const out: string[][] = [];
  let start = 0;
  for (let i = 0; i + phrase.length <= segment.length; ) {
    if (phrase.every((p, j) => segment[i + j] === p)) {
      out.push(segment.slice(start, i));
      i += phrase.length;
      start = i;
    } else {
      i++;
    }
  }
  out.push(segment.slice(start));
  return out.filter((s) => s.length > 0);
}

function isContentToken(token: string): boolean {
  return token.length >= 3 && !/^\d/.test(token) && !isStopWord(token);
}

/** Candidate keyword phrases (1–3 tokens) in a segment: no stop word at either end, no web chrome. */
export function candidatePhrases(segment: string[]): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < segment.length; i++) {
    if (!isContentToken(segment[i])) continue;
    for (let n = 1; n <= 3 && i + n <= segment.length; n++) {
      const phrase = segment.slice(i, i + n);
      if (phrase.some((t) => BOILERPLATE_WORDS.has(t) || /^\d+$/.test(t))) break;
      if (n === 3 && !isContentToken(phrase[1]) && !CONNECTORS.has(phrase[1])) continue;
      // "tables and chairs" yes, "floors and brushed" no: a connector joins two nouns.
      if (n === 3 && CONNECTORS.has(phrase[1]) && /(ed|ing|ly)$/.test(phrase[2])) continue;
      if (n === 2 && !isContentToken(phrase[1])) continue;
      if (n === 3 && !isContentToken(phrase[2])) continue;
      out.push(phrase);
    }
  }
  return out;
}

/** A naive English singular, for merging "roasts" with "roast" (not for display). */
export function singular(token: string): string {
  if (token.length > 4 && token.endsWith('ies')) return `${token.slice(0, -3)}y`;
  if (token.length > 4 && /(ches|shes|sses|xes)$/.test(token)) return token.slice(0, -2);
  if (token.length > 3 && token.endsWith('s') && !/(ss|us|is)$/.test(token)) return token.slice(0, -1);
  return token;
}

/** Key under which variants of a phrase are merged: singular tokens, hyphens as spaces. */
export function phraseKey(tokens: string[]): string {
  return tokens
    .flatMap((t) => t.split('-'))
    .map(singular)
    .join(' ');
}
