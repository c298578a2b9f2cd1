import { generalKeywords, themeKeywords } from './brand-lexicon.js';
import { composePrompts } from './keyword-prompts.js';
import { type ScoredPhrase, scorePhrases, selectPhrases, type WeightedField } from './phrase-scoring.js';
import type { ReadWebsiteResult } from './read-website.js';
import { isStopWord } from './stop-words.js';
import { phraseKey, tokenise } from './tokenise.js';

/** What keywords are extracted from. */
export interface ExtractKeywordsInput {
  brandName: string;
  page?: ReadWebsiteResult;
  brandBookText?: string;
}

/** Keywords (lower case, 10–20) and moodboard image prompts composed from them. */
export interface ExtractKeywordsResult {
  keywords: string[];
  prompts: string[];
  /** 'website' when the page supplied most keywords; 'brand-name' when they come from the name. */
  source: 'website' | 'brand-name';
}

const MAX_KEYWORDS = 16;
const MIN_KEYWORDS = 10;
/** Below this many page keywords the page is treated as unreadable (e.g. an empty app shell). */
const MIN_FROM_PAGE = 5;
/** Words in a brand name that say nothing about it. */
const GENERIC_BRAND_WORDS = new Set([
  'co',
  'company',
  'corp',
  'corporation',
  'inc',
  'ltd',
  'llc',
  'gmbh',
  'plc',
  'sa',
  'srl',
  'group',
  'holdings',
  'official',
  'brand',
  'brands',
  'international',
  'global',
  'worldwide',
  'online',
  'the',
  'and',
]);

function pageFields(page: ReadWebsiteResult | undefined, brandBookText: string | undefined): WeightedField[] {
  const fields: WeightedField[] = [];
  if (page) {
    fields.push({ text: page.title, weight: 3 });
    if (page.ogTitle && page.ogTitle !== page.title) fields.push({ text: page.ogTitle, weight: 2 });
    if (page.description) fields.push({ text: page.description, weight: 2 });
    if (page.ogDescription && page.ogDescription !== page.description) fields.push({ text: page.ogDescription, weight: 1.5 });
    for (const h of page.headings) fields.push({ text: h, weight: 2 });
    fields.push({ text: page.text, weight: 1 });
  }
  if (brandBookText) fields.push({ text: brandBookText, weight: 1 });
  return fields;
}

/** Meaningful words of a brand name: not stop words, not legal/generic suffixes. */
export function brandWords(brandName: string): string[] {
  return tokenise(brandName).filter((t) => t.length >= 3 && !GENERIC_BRAND_WORDS.has(t) && !isStopWord(t));
}

function extractFromText(fields: WeightedField[], brandTokens: string[]): ScoredPhrase[] {
  const ranked = scorePhrases(fields, brandTokens);
  const strict = selectPhrases(ranked, MAX_KEYWORDS, 2);
  if (strict.length >= MIN_KEYWORDS) return strict;
  // Thin text: accept single mentions too, keeping the repeated ones first.
  const relaxed = selectPhrases(ranked, MAX_KEYWORDS, 1);
  return [...strict, ...relaxed.filter((p) => !strict.some((s) => s.key === p.key))].slice(0, MAX_KEYWORDS);
}

/** Adds phrases whose merge key is new and is not the brand itself, up to `max`. */
function addUnique(into: string[], phrases: string[], brandKey: string, max: number): void {
  const keys = new Set(into.map((k) => phraseKey(k.split(' '))));
  for (const p of phrases) {
    if (into.length >= max) return;
    const key = phraseKey(p.split(' '));
    if (key === brandKey || keys.has(key)) continue;
    keys.add(key);
    into.push(p);
  }
}

/**
 * Extracts brand keywords and moodboard prompts. With a readable page: TF-IDF-like phrase
 * scoring over title, meta, headings and main text, without boilerplate or the brand's own
 * name. Otherwise (or for a near-empty page): the brand name's words, the brand book's
 * phrases and trade vocabulary. Deterministic: the same input always gives the same output.
 */
export function extractKeywords(input: ExtractKeywordsInput): ExtractKeywordsResult {
  const brandTokens = tokenise(input.brandName);
  const brandKey = phraseKey(brandTokens);
  const fromPage = input.page ? extractFromText(pageFields(input.page, input.brandBookText), brandTokens) : [];
  const source = fromPage.length >= MIN_FROM_PAGE ? 'website' : 'brand-name';
  const keywords: string[] = [];
  if (source === 'website') {
    addUnique(
      keywords,
      fromPage.map((p) => p.text),
      brandKey,
      MAX_KEYWORDS,
    );
  } else {
    const fromBook = input.brandBookText ? extractFromText(pageFields(undefined, input.brandBookText), brandTokens) : [];
    const words = brandTokens.length > 1 ? brandWords(input.brandName) : [];
    addUnique(keywords, [...fromBook.slice(0, 8).map((p) => p.text), ...words], brandKey, MAX_KEYWORDS);
  }
  const seen = new Set([...brandTokens, ...keywords.flatMap((k) => k.split(/[\s-]+/))]);
  addUnique(keywords, themeKeywords(seen), brandKey, Math.max(MIN_KEYWORDS + 2, keywords.length));
  addUnique(keywords, generalKeywords(input.brandName.toLowerCase()), brandKey, Math.max(MIN_KEYWORDS + 2, keywords.length));
  return { keywords, prompts: composePrompts(keywords), source };
}
