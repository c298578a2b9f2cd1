import { z } from 'zod';
import { ProviderError, toProviderError } from '../../ai/provider-error.js';
import type { PhotoCandidate, PhotoSearchOptions, PhotoSource } from '../photo-source.port.js';

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
  const doFetch = cfg.fetch ?? fetch;
  return {
    provider: 'unsplash',
    offline: false,
    async search(query: string, opts: PhotoSearchOptions): Promise<PhotoCandidate[]> {
      const url = new URL(`${cfg.baseUrl.replace(/\/+$/, '')}/search/photos`);
      url.searchParams.set('query', query);
      url.searchParams.set('per_page', String(Math.min(Math.max(opts.limit, 1), 30)));
      const signals = [AbortSignal.timeout(cfg.timeoutMs ?? 15_000), ...(opts.signal ? [opts.signal] : [])];
      let body: unknown;
      try {
        const res = await doFetch(url, {
          headers: { accept: 'application/json', 'accept-version': 'v1', authorization: `Client-ID ${cfg.accessKey}` },
          signal: AbortSignal.any(signals),
        });
        if (!res.ok) throw httpError(res);
        body = await res.json(); // a body cut off by the timeout must still read as a timeout
      } catch (err) {
        throw toProviderError(err, 'unsplash');
      }
      const parsed = responseSchema.safeParse(body);
      if (!parsed.success) throw new ProviderError('rejected', 'unsplash', 'unsplash: unexpected response shape');
      return parsed.data.results.slice(0, opts.limit).map(toCandidate);
    },
  };
}
