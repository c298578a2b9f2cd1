import type { KeywordsResponse } from '@loci/shared';
import { ErrorCode } from '@loci/shared';
import { WebsiteFetchError, type WebsiteFetcher } from '../../adapters/web/website-fetcher.port.js';
import { AppError } from '../../errors.js';
import { extractKeywords } from './extract-keywords.js';
import { readWebsite } from './read-website.js';

/** Accepts "mare.pt", "www.mare.pt/about" or a full URL; refuses anything that is not http(s). */
export function normaliseWebsite(input: string): string {
  const trimmed = input.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new AppError(ErrorCode.Validation, 'The website address is not valid.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new AppError(ErrorCode.Validation, 'The website must start with http:// or https://.');
  return url.toString();
}

/** What the keywords came from when the website did not give them, for the notice. */
export interface FallbackSources {
  definition: boolean;
  place: boolean;
  brandBook: boolean;
}

/** The spec is silent here: one plain sentence on what the designer can do next. */
export const ADD_YOUR_OWN =
  'Add your own with "+ Add", or write what the brand is after its name (for example "Aesop, skincare") and GENERATE again.';

function sourcesPhrase(from: FallbackSources, book: string): string {
  const parts = ['the brand name'];
  if (from.definition) parts.push('its definition');
  if (from.place) parts.push("the project's location");
  if (from.brandBook) parts.push(book);
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** The form's notice when the page was read but said too little (issue #20's wording, and what to do next). */
export function readLittleNotice(from: FallbackSources, found = true): string {
  const what = found ? `; keywords come from ${sourcesPhrase(from, 'your brand book')}` : ', and the brand name alone gives no keywords';
  return `We could read little from this website${what}. ${ADD_YOUR_OWN}`;
}

/** The form's notice when the website could not be read at all. */
export function unreadNotice(reason: string, from: FallbackSources, found = true): string {
  const what = found ? `; keywords come from ${sourcesPhrase(from, 'the brand book')}` : ', and the brand name alone gives no keywords';
  return `We couldn't read the website (${reason})${what}. ${ADD_YOUR_OWN}`;
}

export interface GenerateKeywordsInput {
  brandName: string;
  website: string;
  brandBookText?: string | null;
  /** Design words of the project's place, for when the website says too little. */
  placeWords?: readonly string[];
}

/** GENERATE: reads the brand's website (safely) and proposes keywords and prompts in its language. */
export async function generateKeywords(deps: { fetcher: WebsiteFetcher }, input: GenerateKeywordsInput): Promise<KeywordsResponse> {
  const url = normaliseWebsite(input.website);
  const brandBookText = input.brandBookText ?? undefined;
  const brandBook = Boolean(brandBookText);
  try {
    const page = await deps.fetcher.fetchHtml(url);
    const { fallback, ...result } = extractKeywords({
      brandName: input.brandName,
      page: readWebsite(page.html, page.url),
      brandBookText,
      contentLanguage: page.contentLanguage,
      placeWords: input.placeWords,
    });
    return {
      ...result,
      ...(result.websiteText === 'little' ? { notice: readLittleNotice({ ...fallback, brandBook }, result.keywords.length > 0) } : {}),
    };
  } catch (err) {
    if (!(err instanceof WebsiteFetchError)) throw err;
    const { fallback, ...result } = extractKeywords({ brandName: input.brandName, brandBookText, placeWords: input.placeWords });
    return { ...result, notice: unreadNotice(err.message, { ...fallback, brandBook }, result.keywords.length > 0) };
  }
}
