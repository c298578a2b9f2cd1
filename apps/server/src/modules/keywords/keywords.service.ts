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

/** The form's notice when the page was read but said too little (issue #20's wording). */
export function readLittleNotice(hasBrandBook: boolean): string {
  return `We could read little from this website; keywords come from the brand name${hasBrandBook ? ' and your brand book' : ''}.`;
}

/** GENERATE: reads the brand's website (safely) and proposes keywords and prompts in its language. */
export async function generateKeywords(
  deps: { fetcher: WebsiteFetcher },
  input: { brandName: string; website: string; brandBookText?: string | null },
): Promise<KeywordsResponse> {
  const url = normaliseWebsite(input.website);
  const brandBookText = input.brandBookText ?? undefined;
  try {
    const page = await deps.fetcher.fetchHtml(url);
    const result = extractKeywords({
      brandName: input.brandName,
      page: readWebsite(page.html, page.url),
      brandBookText,
      contentLanguage: page.contentLanguage,
    });
    return { ...result, ...(result.websiteText === 'little' ? { notice: readLittleNotice(Boolean(brandBookText)) } : {}) };
  } catch (err) {
    if (!(err instanceof WebsiteFetchError)) throw err;
    const result = extractKeywords({ brandName: input.brandName, brandBookText });
    return {
      ...result,
      notice: `We couldn't read the website (${err.message}); keywords come from the brand name${brandBookText ? ' and the brand book' : ''}.`,
    };
  }
}
