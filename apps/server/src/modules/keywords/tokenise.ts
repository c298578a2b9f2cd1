import { isUnspaced } from './scripts.js';

/** One word of a text: `text` lower-cased for counting, `form` as it is shown in a keyword. */
export interface Token {
  text: string;
  form: string;
}

/** Splits text into words in its language, and into stretches a keyword must not cross. */
export interface Tokeniser {
  readonly lang: string;
  /** Words joined without spaces in a keyword (Chinese, Japanese, Thai…). */
  readonly unspaced: boolean;
  /** Segments that a phrase must not cross (sentences, clauses, list items), as tokens. */
  segments(text: string): Token[][];
  /** Lower-cased words of a text. */
  words(text: string): string[];
  /**
   * How often a word was written with a capital away from a segment's start, and how often in
   * small letters: German nouns are always capitalised, and so are names in most languages.
   */
  readonly capitals: ReadonlyMap<string, { upper: number; lower: number }>;
}

const SEGMENT_BREAK = /[.!?;:|•·…()[\]{}"“”«»„,/\\。、，！？；：「」『』【】（）〈〉《》・،؛؟]+|\s[-–—]\s|[–—]|\n/u;
/** Elided articles and prepositions written onto the next word: "l'huile", "d'olive", "dell'arte". */
const ELISION = /^(l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu|un|dell|all|nell|sull|dall)'(?=\p{L})/u;
const ELIDING = new Set(['fr', 'it', 'ca']);
const HIRAGANA_ONLY = /^\p{Script=Hiragana}+$/u;
const HAN_OR_KATAKANA = /[\p{Script=Han}\p{Script=Katakana}]/u;
/** Japanese particles and the copula: after a noun they leave it a noun. */
const JA_PARTICLES = new Set(
  'の は が を に で と へ も や か から まで より など です でした だ である では には とは にも での への として'.split(' '),
);
const WORD = /[\p{L}\p{M}\p{N}]+(?:['-][\p{L}\p{M}\p{N}]+)*/gu;
const UNSPACED_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}]/u;
const SEGMENTER_SLICE = 400;

/**
 * Words of a text. Spaced scripts split on anything that is not a letter, mark or digit (keeping
 * "hand-roasted" and "roaster's" whole); runs in scripts written without spaces go through
 * Intl.Segmenter's dictionary, in slices, since it slows down more than linearly on long strings.
 */
function rawWords(segmenter: Intl.Segmenter, text: string): string[] {
  const out: string[] = [];
  for (const [word] of text.matchAll(WORD)) {
    if (!UNSPACED_SCRIPT.test(word)) {
      out.push(word);
      continue;
    }
    for (let start = 0; start < word.length; start += SEGMENTER_SLICE) {
      for (const s of segmenter.segment(word.slice(start, start + SEGMENTER_SLICE))) if (s.isWordLike) out.push(s.segment);
    }
  }
  return out;
}

/** Japanese: a kanji/katakana stem and the hiragana inflection after it are one word (育て+た). */
function joinOkurigana(words: string[]): string[] {
  const out: string[] = [];
  for (const w of words) {
    const prev = out[out.length - 1];
    if (prev && HIRAGANA_ONLY.test(w) && !JA_PARTICLES.has(w) && HAN_OR_KATAKANA.test(prev)) out[out.length - 1] = prev + w;
    else out.push(w);
  }
  return out;
}

function splitElision(word: string): string[] {
  const m = ELISION.exec(word);
  return m ? [`${m[1]}'`, word.slice(m[0].length)] : [word];
}

/** A tokeniser for one language ("und" when unknown): Intl.Segmenter finds the words of any script. */
export function createTokeniser(lang: string): Tokeniser {
  const segmenter = new Intl.Segmenter(lang === 'und' ? undefined : lang, { granularity: 'word' });
  const capitals = new Map<string, { upper: number; lower: number }>();
  const keepsCase = lang === 'de';
  const memo = new Map<string, Token[][]>();

  const toTokens = (piece: string, record: boolean): Token[] => {
    let raw = rawWords(segmenter, piece.normalize('NFC').replace(/’/g, "'"));
    if (lang === 'ja') raw = joinOkurigana(raw);
    if (ELIDING.has(lang)) raw = raw.flatMap(splitElision);
    return raw.map((surface, i) => {
      const stripped = surface.replace(/'s$/i, '');
      const text = stripped.toLowerCase();
      // A capital at a segment's start proves nothing; a small letter anywhere does.
      const upper = /^\p{Lu}/u.test(stripped);
      if (record && (i > 0 || !upper) && /^\p{L}/u.test(stripped)) {
        const c = capitals.get(text) ?? { upper: 0, lower: 0 };
        if (upper) c.upper++;
        else c.lower++;
        capitals.set(text, c);
      }
      return { text, form: keepsCase ? stripped : text };
    });
  };

  return {
    lang,
    unspaced: isUnspaced(lang),
    capitals,
    segments: (text) => {
      // The same field is read more than once (German capitals first, the brand book pass).
      const known = memo.get(text);
      if (known) return known;
      const found = text
        .split(SEGMENT_BREAK)
        .map((piece) => toTokens(piece, true))
        .filter((s) => s.length > 0);
      memo.set(text, found);
      return found;
    },
    words: (text) => toTokens(text, false).map((t) => t.text),
  };
}

/** Removes every occurrence of `phrase` (a word sequence), splitting the segment around it. */
export function cutPhrase(segment: Token[], phrase: string[]): Token[][] {
  if (phrase.length === 0) return [segment];
  const out: Token[][] = [];
  let start = 0;
  for (let i = 0; i + phrase.length <= segment.length; ) {
    if (phrase.every((p, j) => segment[i + j].text === p)) {
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

/** Shows a phrase's words: spaced, or run together in unspaced scripts; no space after "d'". */
export function joinForms(forms: string[], unspaced: boolean): string {
  if (unspaced) return forms.join('');
  return forms.reduce((out, f, i) => (i === 0 ? f : out.endsWith("'") ? out + f : `${out} ${f}`), '');
}
