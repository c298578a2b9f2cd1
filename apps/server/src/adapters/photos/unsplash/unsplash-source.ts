import { z } from 'zod';
import { ProviderError } from '../../ai/provider-error.js';
import type { PhotoCandidate, PhotoSearchOptions, PhotoSource } from '../photo-source.port.js';
import { getSearchJson } from '../search-json.js';

const responseSchema = z.object({
  results: z.array(
    z.object({
      description: z.string().nullish(),
      alt_description: z.string().nullish(),
      urls: z.object({ regular: z.string() }),
      links: z.object({ html: z.string().url() }),
      user: z.object({ name: z.string() }),
    }),
  ),
});

// Unsplash's API guidelines ask that links back to Unsplash carry these referral parameters.
function withReferral(link: string): string {
  const url = new URL(link);
  url.searchParams.set('utm_source', 'loci');
  url.searchParams.set('utm_medium', 'referral');
  return url.toString();
}

function toCandidate(r: z.infer<typeof responseSchema>['results'][number]): PhotoCandidate {
  return {
    url: r.urls.regular,
    title: r.description ?? r.alt_description ?? undefined,
    credit: `Photo by ${r.user.name} on Unsplash`,
    licence: 'Unsplash License',
    sourceUrl: withReferral(r.links.html),
  };
}

// Unsplash answers an exhausted hourly quota with 403 and X-Ratelimit-Remaining: 0.
function httpError(res: Response): ProviderError {
  const exhausted = res.status === 429 || (res.status === 403 && res.headers.get('x-ratelimit-remaining') === '0');
  if (exhausted) return new ProviderError('quota', 'unsplash', 'unsplash: rate limit exceeded');
  return new ProviderError(res.status >= 500 ? 'network' : 'rejected', 'unsplash', `unsplash: HTTP ${res.status}`);
}

/** Unsplash photo search: GET {baseUrl}/search/photos?query=&per_page= with `Authorization: Client-ID <key>`. */
export function createUnsplashSource(cfg: { accessKey: string; baseUrl: string; timeoutMs?: number; fetch?: typeof fetch }): PhotoSource {
  return {
    provider: 'unsplash',
    offline: false,
    async search(query: string, opts: PhotoSearchOptions): Promise<PhotoCandidate[]> {
      const url = new URL(`${cfg.baseUrl.replace(/\/+$/, '')}/search/photos`);
      url.searchParams.set('query', query);
      url.searchParams.set('per_page', String(Math.min(Math.max(opts.limit, 1), 30)));
      const data = await getSearchJson({
        provider: 'unsplash',
        url,
        headers: { 'accept-version': 'v1', authorization: `Client-ID ${cfg.accessKey}` },
        schema: responseSchema,
        httpError,
        timeoutMs: cfg.timeoutMs,
        signal: opts.signal,
        fetch: cfg.fetch,
      });
      return data.results.slice(0, opts.limit).map(toCandidate);
    },
  };
}
