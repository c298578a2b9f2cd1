import type { KeywordsResponse } from '@loci/shared';
import { ErrorCode } from '@loci/shared';
import { type WebsiteFetcher, WebsiteFetchError } from '../../adapters/web/website-fetcher.port.js';
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
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new AppError(ErrorCode.Validation, 'The website must start with http:// or https://.');
  return url.toString();
}

/** GENERATE: reads the brand's website (safely) and proposes keywords and prompts. */
export async function generateKeywords(deps: { fetcher: WebsiteFetcher }, input: { brandName: string; website: string; brandBookText?: string | null }): Promise<KeywordsResponse> {
  const url = normaliseWebsite(input.website);
  const brandBookText = input.brandBookText ?? undefined;
  try {
    const page = await deps.fetcher.fetchHtml(url);
    const result = extractKeywords({ brandName: input.brandName, page: readWebsite(page.html, page.url), brandBookText });
    const notice = result.source === 'brand-name' ? 'The website had too little text to read; keywords come from the brand name.' : undefined;
    return { ...result, ...(notice ? { notice } : {}) };
  } catch (err) {
    if (!(err instanceof WebsiteFetchError)) throw err;
    const result = extractKeywords({ brandName: input.brandName, brandBookText });
    return { ...result, source: 'brand-name', notice: `We couldn't read the website (${err.message}); keywords come from the brand name${brandBookText ? ' and the brand book' : ''}.` };
  }
}
