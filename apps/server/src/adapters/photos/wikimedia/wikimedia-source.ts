import { z } from 'zod';
import { ProviderError } from '../../ai/provider-error.js';
import type { PhotoCandidate, PhotoSearchOptions, PhotoSource } from '../photo-source.port.js';
import { getSearchJson } from '../search-json.js';

/**
 * Wikimedia's User-Agent policy asks every client to name itself and give a way to reach
 * its operator: `client/version (contact) library`. `contact` is the deployment's public URL.
 */
function wikimediaUserAgent(contact?: string): string {
  return `Loci/0.1 (${contact ?? 'self-hosted moodboard tool'}; Wikimedia Commons photo search) undici-fetch`;
}

const metaValue = z.object({ value: z.union([z.string(), z.number()]) }).optional();

const imageInfoSchema = z.object({
  thumburl: z.string().optional(),
  url: z.string(),
  descriptionurl: z.string(),
  mime: z.string().optional(),
  extmetadata: z.object({ Artist: metaValue, LicenseShortName: metaValue, ObjectName: metaValue, Credit: metaValue }).optional(),
});

const pageSchema = z.object({
  title: z.string(),
  index: z.number().optional(),
  imageinfo: z.array(imageInfoSchema).optional(),
});

// formatversion=1: `query` is absent when nothing matched; `pages` is keyed by page id, ranked by `index`.
const responseSchema = z.object({
  error: z.object({ code: z.string(), info: z.string().optional() }).optional(),
  query: z.object({ pages: z.record(z.string(), pageSchema) }).optional(),
});

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Commons metadata is HTML (links to user pages, spans): keep the words. */
export function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (m, name: string) => {
      const lower = name.toLowerCase();
      if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
      if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)));
      return entities[lower] ?? m;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

function text(meta: { value: string | number } | undefined): string | undefined {
  const value = meta ? stripHtml(String(meta.value)) : '';
  return value || undefined;
}

function toCandidate(page: z.infer<typeof pageSchema>): PhotoCandidate | null {
  const info = page.imageinfo?.[0];
  if (!info || (info.mime && !info.mime.startsWith('image/'))) return null;
  const meta = info.extmetadata;
  return {
    url: info.thumburl ?? info.url,
    title: text(meta?.ObjectName) ?? page.title.replace(/^File:/, '').replace(/\.[a-z0-9]+$/i, ''),
    credit: text(meta?.Artist) ?? text(meta?.Credit) ?? 'Unknown',
    licence: text(meta?.LicenseShortName) ?? 'See Wikimedia Commons',
    sourceUrl: info.descriptionurl,
  };
}

function searchUrl(baseUrl: string, query: string, limit: number): URL {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/w/api.php`);
  const params: Record<string, string> = {
    action: 'query',
    format: 'json',
    generator: 'search',
    gsrsearch: `${query} filetype:bitmap`,
    gsrnamespace: '6',
    gsrlimit: String(limit),
    prop: 'imageinfo',
    iiprop: 'url|extmetadata|mime',
    iiurlwidth: '1024',
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url;
}

function httpError(status: number): ProviderError {
  if (status === 429) return new ProviderError('quota', 'wikimedia', 'wikimedia: rate limited');
  return new ProviderError(status >= 500 ? 'network' : 'rejected', 'wikimedia', `wikimedia: HTTP ${status}`);
}

/**
 * Wikimedia Commons through the MediaWiki Action API: a full-text search over File: pages
 * (bitmaps only) with each file's 1024 px rendition, author and licence. No key needed;
 * `contact` (e.g. the deployment's public URL) goes into the User-Agent.
 */
export function createWikimediaSource(cfg: { baseUrl: string; timeoutMs?: number; contact?: string; fetch?: typeof fetch }): PhotoSource {
  return {
    provider: 'wikimedia',
    offline: false,
    async search(query: string, opts: PhotoSearchOptions): Promise<PhotoCandidate[]> {
      const limit = Math.min(Math.max(opts.limit, 1), 50);
      const { error, query: result } = await getSearchJson({
        provider: 'wikimedia',
        url: searchUrl(cfg.baseUrl, query, limit),
        headers: { 'user-agent': wikimediaUserAgent(cfg.contact) },
        schema: responseSchema,
        httpError: (res) => httpError(res.status),
        timeoutMs: cfg.timeoutMs,
        signal: opts.signal,
        fetch: cfg.fetch,
      });
      // The Action API reports failures in a 200 body.
      if (error) throw new ProviderError(error.code === 'ratelimited' ? 'quota' : 'rejected', 'wikimedia', `wikimedia: ${error.code}`);
      const pages = Object.values(result?.pages ?? {}).sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
      return pages
        .map(toCandidate)
        .filter((c): c is PhotoCandidate => c !== null)
        .slice(0, opts.limit);
    },
  };
}
