import { z } from 'zod';
import { ProviderError } from '../../ai/provider-error.js';
import type { PhotoCandidate, PhotoSearchOptions, PhotoSource } from '../photo-source.port.js';
import { getSearchJson } from '../search-json.js';

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
  return {
    provider: 'pexels',
    offline: false,
    async search(query: string, opts: PhotoSearchOptions): Promise<PhotoCandidate[]> {
      const url = new URL(`${cfg.baseUrl.replace(/\/+$/, '')}/v1/search`);
      url.searchParams.set('query', query);
      url.searchParams.set('per_page', String(Math.min(Math.max(opts.limit, 1), 80)));
      const data = await getSearchJson({
        provider: 'pexels',
        url,
        headers: { authorization: cfg.apiKey },
        schema: responseSchema,
        httpError: (res) => httpError(res.status),
        timeoutMs: cfg.timeoutMs,
        signal: opts.signal,
        fetch: cfg.fetch,
      });
      return data.photos.slice(0, opts.limit).map(toCandidate);
    },
  };
}
