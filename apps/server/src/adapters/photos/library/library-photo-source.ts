import type { PhotoCandidate, PhotoSearchOptions, PhotoSource } from '../photo-source.port.js';
import type { LibraryLookup } from './library-lookup.js';

const stopWords = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'in',
  'on',
  'at',
  'for',
  'with',
  'as',
  'to',
  'by',
  'from',
  'its',
  'image',
  'imagery',
  'showing',
  'reference',
  'view',
]);

/** Lower-case word tokens without stop words; a trailing plural "s" is dropped. */
export function tokenize(text: string): Set<string> {
  const words = text.toLowerCase().match(/\p{L}[\p{L}\p{N}]*/gu) ?? [];
  return new Set(words.filter((w) => w.length > 1 && !stopWords.has(w)).map((w) => (w.length > 3 ? w.replace(/s$/, '') : w)));
}

/** Jaccard similarity of two token sets, 0..1. */
export function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return shared / (a.size + b.size - shared);
}

/**
 * The user's own library as a photo source: `lookup` returns the searching user's candidate
 * photos, ranked here by word overlap between the query and each title.
 * Returns [] when nothing shares a word with the query.
 */
export function createLibraryPhotoSource(lookup: LibraryLookup): PhotoSource {
  return {
    provider: 'library',
    offline: true,
    async search(query: string, opts: PhotoSearchOptions): Promise<PhotoCandidate[]> {
      const q = tokenize(query);
      const candidates = await lookup(opts.userId);
      return candidates
        .map((c, i) => ({ c, i, score: jaccard(q, tokenize(`${c.title ?? ''} ${c.credit}`)) }))
        .filter((r) => r.score > 0)
        .sort((x, y) => y.score - x.score || x.i - y.i)
        .slice(0, Math.max(0, opts.limit))
        .map((r) => r.c);
    },
  };
}
