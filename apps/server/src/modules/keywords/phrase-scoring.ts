import { tokenSpecificity } from './background-vocabulary.js';
import { candidatePhrases, cutPhrase, phraseKey, segments } from './tokenise.js';

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
  score: number;
}

const LENGTH_BOOST = [0, 1, 1.6, 1.9];

interface Tally {
  tf: number;
  size: number;
  tokens: string[];
  forms: Map<string, number>;
}

function tally(fields: WeightedField[], brandTokens: string[]): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  for (const field of fields) {
    for (const segment of segments(field.text)) {
      // The brand's own name is not a keyword: cut it out so it does not join phrases either.
      for (const piece of cutPhrase(segment, brandTokens)) {
        for (const phrase of candidatePhrases(piece)) {
          const key = phraseKey(phrase);
          const form = phrase.join(' ');
          const t = tallies.get(key) ?? { tf: 0, size: phrase.length, tokens: key.split(' '), forms: new Map() };
          t.tf += field.weight;
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

/**
 * Scores 1–3 word phrases TF-IDF style: weighted frequency × how distinctive the words are
 * (generic web words count ~⅓) × a boost for longer phrases. Sorted best first, ties by key.
 */
export function scorePhrases(fields: WeightedField[], brandTokens: string[]): ScoredPhrase[] {
  const scored: ScoredPhrase[] = [];
  for (const [key, t] of tally(fields, brandTokens)) {
    const specificity = t.tokens.reduce((sum, tok) => sum + tokenSpecificity(tok), 0) / t.tokens.length;
    scored.push({
      key,
      text: bestForm(t.forms),
      size: t.size,
      tf: t.tf,
      score: t.tf * specificity * (LENGTH_BOOST[t.size] ?? 2),
    });
  }
  return scored.sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : 1));
}

function contains(outer: string, inner: string): boolean {
  return ` ${outer} `.includes(` ${inner} `);
}

/**
 * Picks up to `max` phrases greedily. A phrase mostly used inside an already chosen longer one
 * ("origin" within "single origin") is skipped, as is a longer echo of a chosen multi-word one.
 */
export function selectPhrases(ranked: ScoredPhrase[], max: number, minTf: number): ScoredPhrase[] {
  const chosen: ScoredPhrase[] = [];
  for (const p of ranked) {
    if (chosen.length >= max) break;
    if (p.tf < minTf) continue;
    if (chosen.some((c) => c.key === p.key)) continue;
    const covered = chosen.filter((c) => c.size > p.size && contains(c.key, p.key)).reduce((s, c) => s + c.tf, 0);
    if (p.tf - covered < Math.max(1, 0.4 * p.tf)) continue;
    if (chosen.some((c) => c.size > 1 && c.size < p.size && contains(p.key, c.key))) continue;
    chosen.push(p);
  }
  return chosen;
}
