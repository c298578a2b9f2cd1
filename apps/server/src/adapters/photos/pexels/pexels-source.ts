import { z } from 'zod';
import { ProviderError, toProviderError } from '../../ai/provider-error.js';
import type { PhotoCandidate, PhotoSearchOptions, PhotoSource } from '../photo-source.port.js';

const responseSchema = z.object({
  photos: z.array(
    z.object({
      url: z.string(),
      photographer: z.string(),
      alt: z.string().nullish(),
      src: z.object({ large: z.string() }),
    }),
  ),
});

function toCandidate(p: z.infer<typeof responseSchema>['photos'][number]): PhotoCandidate {
  return {
    url: p.src.large,
    title: p.alt || undefined,
    credit: `Photo by ${p.photographer} on Pexels`,
    licence: 'Pexels License',
    sourceUrl: p.url,
  };
}

function httpError(status: number): ProviderError {
  if (status === 429) return new ProviderError('quota', 'pexels', 'pexels: rate limit exceeded');
  return new ProviderError(status >= 500 ? 'network' : 'rejected', 'pexels', `pexels: HTTP ${status}`);
}

/** Pexels photo search: GET {baseUrl}/v1/search?query=&per_page= with `Authorization: <key>`. */
export function createPexelsSource(cfg: { apiKey: string; baseUrl: string; timeoutMs?: number; fetch?: typeof fetch }): PhotoSource {
  const doFetch = cfg.fetch ?? fetch;
  return {
    provider: 'pexels',
    offline: false,
    async search(query: string, opts: PhotoSearchOptions): Promise<PhotoCandidate[]> {
      const url = new URL(`${cfg.baseUrl.replace(/\/+$/, '')}/v1/search`);
      url.searchParams.set('query', query);
      url.searchParams.set('per_page', String(Math.min(Math.max(opts.limit, 1), 80)));
      const signals = [AbortSignal.timeout(cfg.timeoutMs ?? 15_000), ...(opts.signal ? [opts.signal] : [])];
      let body: unknown;
      try {
        const res = await doFetch(url, {
          headers: { accept: 'application/json', authorization: cfg.apiKey },
          signal: AbortSignal.any(signals),
        });
        if (!res.ok) throw httpError(res.status);
        body = await res.json(); // a body cut off by the timeout must still read as a timeout
      } catch (err) {
        throw toProviderError(err, 'pexels');
      }
      const parsed = responseSchema.safeParse(body);
      if (!parsed.success) throw new ProviderError('rejected', 'pexels', 'pexels: unexpected response shape');
      return parsed.data.photos.slice(0, opts.limit).map(toCandidate);
    },
  };
}
