import { tokenSpecificity } from './background-vocabulary.js';
import { designRelevance, productWeight } from './design-lexicon.js';
import { candidatePhrases, phraseKey } from './phrase-candidates.js';
import { cutPhrase, joinForms, type Tokeniser } from './tokenise.js';
import type { WordClasses } from './word-classes.js';

/** A piece of text and how much an occurrence in it counts (title > headings > body). */
export interface WeightedField {
  text: string;
  weight: number;
}

/** A candidate keyword with its variants merged. */
export interface ScoredPhrase {
  key: string;
  /** The most frequent surface form, for display. */
  text: string;
  size: number;
  /** Weighted occurrence count. */
  tf: number;
  /** Raw occurrence count. */
  count: number;
  score: number;
}

/** What scoring needs to know about the text's language. */
export interface ScoringContext {
  tokeniser: Tokeniser;
  classes: WordClasses;
  /** The brand's own name as words: cut out of the text, never a keyword. */
  brandWords: string[];
}

/** Longer phrases say more; single words are often fragments of them. */
const LENGTH_BOOST = [0, 0.8, 1.6, 1.9];
/** In unspaced scripts a phrase's length in characters says how specific it is. */
const CHAR_BOOST = [0, 0.5, 1, 1.3, 1.6, 1.7, 1.7, 1.5, 1.4];

interface Tally {
  tf: number;
  count: number;
  size: number;
  words: string[];
  forms: Map<string, number>;
}

function tally(fields: WeightedField[], ctx: ScoringContext): Map<string, Tally> {
  const { tokeniser, classes } = ctx;
  const tallies = new Map<string, Tally>();
  for (const field of fields) {
    for (const segment of tokeniser.segments(field.text)) {
      // The brand's own name is not a keyword: cut it out so it does not join phrases either.
      for (const piece of cutPhrase(segment, ctx.brandWords)) {
        for (const phrase of candidatePhrases(piece, classes, tokeniser.unspaced)) {
          const words = phrase.map((t) => t.text);
          const key = phraseKey(words, tokeniser.lang);
          const form = joinForms(
            phrase.map((t) => t.form),
            tokeniser.unspaced,
          );
          const t = tallies.get(key) ?? { tf: 0, count: 0, size: phrase.length, words, forms: new Map() };
          t.tf += field.weight;
          t.count += 1;
          t.forms.set(form, (t.forms.get(form) ?? 0) + field.weight);
          tallies.set(key, t);
        }
      }
    }
  }
  return tallies;
}

function bestForm(forms: Map<string, number>): string {
  return [...forms].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0][0];
}

function lengthBoost(t: Tally, text: string, unspaced: boolean): number {
  if (!unspaced) return LENGTH_BOOST[t.size] ?? 2;
  return CHAR_BOOST[Math.min([...text].length, CHAR_BOOST.length - 1)];
}

/** A name written with a capital mid-sentence (a place, a maker): designers want those. */
function properNounBoost(words: string[], tokeniser: Tokeniser): number {
  if (tokeniser.lang === 'de' || tokeniser.unspaced) return 1;
  const proper = words.some((w) => {
    const c = tokeniser.capitals.get(w);
    return c !== undefined && c.upper > 0 && c.upper >= c.lower;
  });
  return proper ? 1.25 : 1;
}

/**
 * Scores phrases TF-IDF style: weighted frequency × how distinctive the words are (generic web
 * words count ~⅓) × a boost for longer phrases × designer relevance (materials, places, moods,
 * rituals; product words alone count ~⅓).
 * Sorted best first, ties by key.
 */
export function scorePhrases(fields: WeightedField[], ctx: ScoringContext): ScoredPhrase[] {
  const scored: ScoredPhrase[] = [];
  const { tokeniser } = ctx;
  for (const [key, t] of tally(fields, ctx)) {
    const specificity = t.words.reduce((sum, w) => sum + tokenSpecificity(w), 0) / t.words.length;
    const text = bestForm(t.forms);
    const relevance = designRelevance(t.words) * productWeight(t.words) * properNounBoost(t.words, tokeniser);
    scored.push({
      key,
      text,
      size: t.size,
      tf: t.tf,
      count: t.count,
      score: t.tf * specificity * relevance * lengthBoost(t, text, tokeniser.unspaced),
    });
  }
  return scored.sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : 1));
}

function contains(outer: string, inner: string): boolean {
  return ` ${outer} `.includes(` ${inner} `);
}

/** Tokens where one phrase ends and the other begins ("roast single" / "single origin coffee"). */
function edgeOverlap(a: string, b: string): number {
  const x = a.split(' ');
  const y = b.split(' ');
  for (let k = Math.min(x.length, y.length) - 1; k >= 1; k--) {
    if (x.slice(-k).join(' ') === y.slice(0, k).join(' ') || y.slice(-k).join(' ') === x.slice(0, k).join(' ')) return k;
  }
  return 0;
}

/** True when most uses of `p` are inside longer chosen phrases ("origin" within "single origin"). */
function isSubsumed(p: ScoredPhrase, chosen: ScoredPhrase[]): boolean {
  const covered = chosen.filter((c) => c.size > p.size && contains(c.key, p.key)).reduce((s, c) => s + c.tf, 0);
  return p.tf - covered < Math.max(1, 0.4 * p.tf);
}

function isRedundant(p: ScoredPhrase, chosen: ScoredPhrase[]): boolean {
  if (chosen.some((c) => c.key === p.key)) return true;
  if (isSubsumed(p, chosen)) return true;
  // A fragment straddling a chosen phrase ("oak dining" next to "dining tables").
  return chosen.some((c) => c.size > 1 && p.size > 1 && p.count <= c.count && edgeOverlap(c.key, p.key) > 0);
}

/** A chosen multi-word phrase that `p` extends and mostly accounts for, to be replaced by `p`. */
function extendedBy(p: ScoredPhrase, chosen: ScoredPhrase[]): number {
  return chosen.findIndex((c) => c.size > 1 && c.size < p.size && contains(p.key, c.key));
}

/**
 * Picks up to `max` phrases greedily by score, skipping redundant ones. A longer phrase that
 * carries most uses of a chosen shorter one replaces it ("natural oil" → "natural oil finish");
 * a shorter phrase picked earlier is dropped once longer picks cover most of its uses.
 */
export function selectPhrases(ranked: ScoredPhrase[], max: number, minCount: number): ScoredPhrase[] {
  let chosen: ScoredPhrase[] = [];
  for (const p of ranked) {
    if (chosen.length >= max) break;
    if (p.count < minCount) continue;
    const shorter = extendedBy(p, chosen);
    if (shorter !== -1) {
      if (p.count >= 0.6 * chosen[shorter].count) chosen[shorter] = p;
      continue;
    }
    if (isRedundant(p, chosen)) continue;
    chosen.push(p);
    if (p.size > 1) chosen = chosen.filter((c) => c === p || c.size >= p.size || !isSubsumed(c, chosen));
  }
  return chosen;
}
