import type { WeightedField } from './phrase-scoring.js';
import { isPlaceholder } from './placeholder-text.js';
import type { ReadWebsiteResult } from './read-website.js';

/** News-flow lines carry a date: "12 March 2024", "12. März 2024", "2024-03-12", "2024年3月12日". */
const DATED =
  /\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b|\b(?:19|20)\d{2}[./-]\d{1,2}[./-]\d{1,2}\b|(?:19|20)\d{2}年\d{1,2}月\d{1,2}日|\b\d{1,2}\.?\s+(?:de\s+)?\p{L}{3,}\.?\s+(?:de\s+)?(?:19|20)\d{2}\b|\b\p{L}{3,}\.?\s+\d{1,2},\s+(?:19|20)\d{2}\b/u;
/** A dated line counts this much: it is about the week, not the brand. */
const NEWS_WEIGHT = 0.1;
/**
 * Main text read per page or brand book. A brand says what it is long before 60,000 characters
 * (about 10,000 words); the cap keeps a huge page's extraction time bounded. Scripts written
 * without spaces say as much in a third of the characters, so they get a third.
 */
export const MAX_TEXT_CHARS = 60_000;
const MAX_UNSPACED_CHARS = 20_000;

/** Non-placeholder lines of a text, cut at `budget` characters (a giant line is cut, not dropped). */
function lines(text: string, budget = MAX_TEXT_CHARS): string[] {
  const out: string[] = [];
  let left = budget;
  for (const raw of text.split('\n')) {
    if (left <= 0) break;
    const line = raw.trim().slice(0, left);
    if (!line || isPlaceholder(line)) continue;
    left -= line.length;
    out.push(line);
  }
  return out;
}

function field(text: string | undefined, weight: number): WeightedField[] {
  if (!text || isPlaceholder(text)) return [];
  return [{ text, weight: DATED.test(text) ? weight * NEWS_WEIGHT : weight }];
}

/**
 * A page's texts as weighted fields: title 3, Open Graph title and description 2, headings 2,
 * each line of the main text 1, all within MAX_TEXT_CHARS. Placeholder lines (lorem ipsum,
 * "sample page") are left out, dated news-flow lines count a tenth.
 */
export function pageFields(page: ReadWebsiteResult): WeightedField[] {
  const meta: [string | undefined, number][] = [
    [page.title, 3],
    [page.ogTitle !== page.title ? page.ogTitle : undefined, 2],
    [page.description, 2],
    [page.ogDescription !== page.description ? page.ogDescription : undefined, 1.5],
  ];
  const fields = meta.flatMap(([text, weight]) => field(text?.slice(0, 1000), weight));
  let used = fields.reduce((n, f) => n + f.text.length, 0);
  for (const heading of lines(page.headings.join('\n'), MAX_TEXT_CHARS / 4)) {
    fields.push(...field(heading, 2));
    used += heading.length;
  }
  for (const line of lines(page.text, MAX_TEXT_CHARS - used)) fields.push(...field(line, 1));
  return fields;
}

/** The fields up to the text cap of the language's script (all of them for spaced scripts). */
export function capFields(fields: WeightedField[], unspaced: boolean): WeightedField[] {
  if (!unspaced) return fields;
  const out: WeightedField[] = [];
  let size = 0;
  for (const f of fields) {
    size += f.text.length;
    if (size > MAX_UNSPACED_CHARS) break;
    out.push(f);
  }
  return out;
}

/** Words × weight: how much a set of fields says. */
export function fieldMass(fields: WeightedField[], countWords: (text: string) => number): number {
  return fields.reduce((sum, f) => sum + f.weight * countWords(f.text), 0);
}

/**
 * The brand book as one field weighing as much as the website's fields together (and no more
 * than five times a single page line's weight per word, so a two-line book does not drown it).
 */
export function brandBookField(text: string, pageMass: number, countWords: (text: string) => number): WeightedField[] {
  const book = lines(text).join('\n');
  const words = countWords(book);
  if (words === 0) return [];
  const weight = pageMass > 0 ? Math.min(5, Math.max(0.05, pageMass / words)) : 1;
  return [{ text: book, weight }];
}
