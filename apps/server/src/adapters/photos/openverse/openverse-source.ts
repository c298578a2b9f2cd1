import { z } from 'zod';
import { ProviderError, toProviderError } from '../../ai/provider-error.js';
import type { PhotoCandidate, PhotoSearchOptions, PhotoSource } from '../photo-source.port.js';

const responseSchema = z.object({
  results: z.array(
    z.object({
      url: z.string(),
      title: z.string().nullish(),
      creator: z.string().nullish(),
      license: z.string(),
      license_version: z.string().nullish(),
      foreign_landing_url: z.string().nullish(),
    }),
  ),
});

function toCandidate(r: z.infer<typeof responseSchema>['results'][number]): PhotoCandidate {
  const licence = `CC ${r.license.toUpperCase()}${r.license_version ? ` ${r.license_version}` : ''}`
    .replace('CC CC0', 'CC0')
    .replace('CC PDM', 'Public Domain Mark');
  return { url: r.url, title: r.title ?? undefined, credit: r.creator ?? 'Unknown', licence, sourceUrl: r.foreign_landing_url ?? r.url };
}

/** Openverse (openly licensed images): GET {baseUrl}/v1/images/?q=&page_size=. */
export function createOpenverseSource(cfg: { baseUrl: string; timeoutMs?: number; fetch?: typeof fetch }): PhotoSource {
  const doFetch = cfg.fetch ?? fetch;
  return {
    provider: 'openverse',
    offline: false,
    async search(query: string, opts: PhotoSearchOptions): Promise<PhotoCandidate[]> {
      const url = new URL('/v1/images/', cfg.baseUrl);
      url.searchParams.set('q', query);
      url.searchParams.set('page_size', String(Math.min(Math.max(opts.limit, 1), 50)));
      const signals = [AbortSignal.timeout(cfg.timeoutMs ?? 15_000), ...(opts.signal ? [opts.signal] : [])];
      let res: Response;
      try {
        res = await doFetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.any(signals) });
      } catch (err) {
        throw toProviderError(err, 'openverse');
      }
      if (res.status === 429) throw new ProviderError('quota', 'openverse', 'openverse: rate limited');
      if (!res.ok) throw new ProviderError(res.status >= 500 ? 'network' : 'rejected', 'openverse', `openverse: HTTP ${res.status}`);
      const parsed = responseSchema.safeParse(await res.json().catch(() => null));
      if (!parsed.success) throw new ProviderError('rejected', 'openverse', 'openverse: unexpected response shape');
      return parsed.data.results.slice(0, opts.limit).map(toCandidate);
    },
  };
}
