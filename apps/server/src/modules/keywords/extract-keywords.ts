import { splitBrandDefinition } from '../../lib/brand-definition.js';
import { isTradeWord, themeKeywords } from './brand-lexicon.js';
import { isGenericSingle, isProductOnly } from './design-lexicon.js';
import { composePrompts } from './keyword-prompts.js';
import { resolveLanguage } from './language.js';
import { brandBookField, capFields, fieldMass, pageFields } from './page-fields.js';
import { phraseKey } from './phrase-candidates.js';
import { type ScoredPhrase, type ScoringContext, scorePhrases, selectPhrases, type WeightedField } from './phrase-scoring.js';
import type { ReadWebsiteResult } from './read-website.js';
import { isUnspaced } from './scripts.js';
import { createTokeniser } from './tokenise.js';
import { wordClasses } from './word-classes.js';

/** What keywords are extracted from. */
export interface ExtractKeywordsInput {
  /** The Brand Definition field: the brand's name, optionally followed by what it is ("Patagonia, outdoor clothing"). */
  brandName: string;
  /** Design words of the project's place (its city's and country's vocabulary), used when nothing else says enough. */
  placeWords?: readonly string[];
  page?: ReadWebsiteResult;
  brandBookText?: string;
  /** The page response's Content-Language header, if any. */
  contentLanguage?: string;
}

/** How much the website gave: enough to take keywords from, little, or nothing (not read). */
export type WebsiteText = 'enough' | 'little' | 'unread';

/** Keywords (10–16 when the texts allow) and moodboard image prompts composed from them. */
export interface ExtractKeywordsResult {
  keywords: string[];
  prompts: string[];
  /** 'website' when the page supplied the keywords; 'brand-name' when they come from the name (and brand book). */
  source: 'website' | 'brand-name';
  /** The keywords' language, the page's (ISO 639-1, e.g. "ja"); "und" when there was no text to tell. */
  language: string;
  websiteText: WebsiteText;
  /** What the keywords came from when the website did not supply them. */
  fallback: { definition: boolean; place: boolean };
}

const MAX_KEYWORDS = 16;
const MIN_KEYWORDS = 10;
/** Below this many page keywords, or this many content words, the page says too little. */
const MIN_FROM_PAGE = 5;
const MIN_CONTENT_WORDS = 25;
/** Words in a brand name that say nothing about it. */
const GENERIC_BRAND_WORDS = new Set(
  'co company corp corporation inc ltd llc gmbh plc sa srl lda group holdings official brand brands international global worldwide online the and'.split(
    ' ',
  ),
);

function extractFromText(fields: WeightedField[], ctx: ScoringContext): ScoredPhrase[] {
  const ranked = scorePhrases(fields, ctx);
  const strict = selectPhrases(ranked, MAX_KEYWORDS, 2);
  if (strict.length >= MIN_KEYWORDS) return strict;
  // Thin text: accept single mentions too, keeping the repeated ones first.
  const relaxed = selectPhrases(ranked, MAX_KEYWORDS, 1);
  return [...strict, ...relaxed.filter((p) => !strict.some((s) => s.key === p.key))].slice(0, MAX_KEYWORDS);
}

/** Adds phrases whose merge key is new and is not the brand itself, up to `max`. */
function addUnique(into: ScoredPhrase[], phrases: ScoredPhrase[], brandKey: string, max: number): void {
  const keys = new Set(into.map((p) => p.key));
  for (const p of phrases) {
    if (into.length >= max) return;
    if (p.key === brandKey || keys.has(p.key)) continue;
    keys.add(p.key);
    into.push(p);
  }
}

/** A suggestion that was not read from any text (the brand name's words, trade vocabulary). */
function named(text: string, lang: string): ScoredPhrase {
  const words = text.split(/\s+/);
  return { key: phraseKey(words, lang), text, size: words.length, tf: 0, count: 0, score: 0 };
}

function contextFor(lang: string, brandName: string, texts: string[]): ScoringContext {
  const tokeniser = createTokeniser(lang);
  return { tokeniser, classes: wordClasses(tokeniser, texts), brandWords: tokeniser.words(brandName) };
}

/**
 * Extracts brand keywords and moodboard prompts in the page's language. With a readable page:
 * phrase scoring over title, meta, headings and main text (and the brand book, weighing as much
 * as the page), without web chrome, placeholder text or the brand's own name. When the page
 * says too little: what it did say, the brand book's phrases, the brand name's words and, for
 * English, the trade vocabulary its name calls up; never a stock list passed off as the page's.
 * Deterministic: the same input always gives the same output.
 */
export function extractKeywords(input: ExtractKeywordsInput): ExtractKeywordsResult {
  const allFields = input.page ? pageFields(input.page) : [];
  const book = input.brandBookText ?? '';
  const brand = splitBrandDefinition(input.brandName);
  const language = resolveLanguage({
    declared: [input.page?.lang, input.contentLanguage],
    text: allFields.map((f) => f.text).join('\n') || book,
  });
  const fields = capFields(allFields, isUnspaced(language));
  const pageText = fields.map((f) => f.text).join('\n');
  // Only the name is the brand's own: its definition ("outdoor clothing") is what keywords may say.
  const ctx = contextFor(language, brand.name, [pageText, book, brand.definition]);
  const countWords = (text: string) => ctx.tokeniser.words(text).filter(ctx.classes.isContent).length;
  const brandKey = phraseKey(ctx.brandWords, language);

  const fromPage = extractFromText(fields, ctx);
  // Enough words to judge are found early; no need to count a long page to the end.
  const enough = fromPage.length >= MIN_FROM_PAGE && countWords(pageText.slice(0, 4000)) >= MIN_CONTENT_WORDS;
  const websiteText: WebsiteText = input.page ? (enough ? 'enough' : 'little') : 'unread';
  const bookFields = book ? brandBookField(book, enough ? fieldMass(fields, countWords) : 0, countWords) : [];
  const chosen: ScoredPhrase[] = [];
  const fallback = { definition: false, place: false };
  if (enough) {
    addUnique(chosen, bookFields.length > 0 ? extractFromText([...fields, ...bookFields], ctx) : fromPage, brandKey, MAX_KEYWORDS);
  } else {
    const fromBook = bookFields.length > 0 ? extractFromText(bookFields, ctx) : [];
    addUnique(chosen, [...fromPage, ...fromBook.slice(0, 8)], brandKey, MAX_KEYWORDS);
    fallback.definition = addFromDefinition(chosen, { ctx, brandName: brand.name, definition: brand.definition, language, brandKey });
    if (chosen.length < MIN_KEYWORDS && input.placeWords?.length) {
      const before = chosen.length;
      addUnique(
        chosen,
        input.placeWords.map((w) => named(w.toLowerCase(), 'en')),
        brandKey,
        MIN_KEYWORDS,
      );
      fallback.place = chosen.length > before;
    }
  }
  // A nationality or a bare claim alone ("japanese", "luxury") is never a keyword (issue #44).
  const kept = chosen.map((p) => p.text).filter((k) => !isGenericSingle(k));
  // Product words ("skin", "bottles") only when the page names too few design cues to stand alone.
  const cues = kept.filter((k) => !isProductOnly(k.split(/\s+/)));
  const keywords = withoutBrandName(cues.length >= MIN_FROM_PAGE ? cues : kept, brand.name);
  return {
    keywords,
    prompts: composePrompts(keywords),
    source: enough ? 'website' : 'brand-name',
    language,
    websiteText,
    fallback,
  };
}

/**
 * Keywords from the brand's name and definition: the trade words the name holds ("coffee" in
 * "Northside Coffee"), the definition as typed ("outdoor clothing"), the trade vocabulary they
 * call up, and, for a definition the vocabulary does not know, its own content words. The
 * name's other words are the brand's name, not keywords. True when the definition gave any.
 */
function addFromDefinition(
  chosen: ScoredPhrase[],
  o: { ctx: ScoringContext; brandName: string; definition: string; language: string; brandKey: string },
): boolean {
  const { ctx, language, brandKey } = o;
  const defWords = o.definition ? ctx.tokeniser.words(o.definition).filter((w) => !GENERIC_BRAND_WORDS.has(w)) : [];
  const defContent = defWords.filter(ctx.classes.isContent);
  const nameTrade = ctx.brandWords.filter((w) => isTradeWord(w));
  const phrase = defContent.length >= 2 && defContent.length <= 3 ? [named(defContent.join(' '), language)] : [];
  const before = chosen.length;
  addUnique(chosen, [...phrase, ...nameTrade.map((w) => named(w, language))], brandKey, MAX_KEYWORDS);
  if (language === 'en' || language === 'und') {
    const seen = [...ctx.brandWords, ...defWords, ...chosen.flatMap((p) => p.text.split(/[\s-]+/))];
    addUnique(
      chosen,
      themeKeywords(seen).map((k) => named(k, 'en')),
      brandKey,
      Math.max(MIN_KEYWORDS, chosen.length),
    );
  }
  // A definition the vocabulary does not know still says what the brand is: its words are keywords.
  addUnique(
    chosen,
    defContent.filter((w) => !isTradeWord(w)).map((w) => named(w, language)),
    brandKey,
    Math.max(MIN_KEYWORDS, chosen.length),
  );
  return defContent.length > 0 && chosen.length > before;
}

/** Drops any keyword that is, or holds, the brand's own name ("aesop", "aesop kyoto"). */
function withoutBrandName(keywords: string[], name: string): string[] {
  const own = name.trim().toLowerCase();
  if (own.length < 2) return keywords;
  const holds = new RegExp(`(^|[^\\p{L}\\p{N}])${own.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`, 'u');
  return keywords.filter((k) => !holds.test(k.toLowerCase()));
}
