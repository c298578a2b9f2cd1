import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

export type Encoded = { body: Buffer | string; encoding?: 'br' | 'gzip' };

/** Text under this size goes out as it is (compressing it saves less than the header costs). */
const SMALLEST = 1024;

/**
 * Text compressed as the request accepts it (brotli, else gzip), each distinct text once: a text
 * sent again and again (a first page, a kept Projects listing) is compressed the first time only.
 * `@fastify/compress` compresses every response anew; a reply that already carries its
 * Content-Encoding passes through it untouched. At most `max` texts are kept per encoding (a full
 * map is simply emptied). `once(text)`: a text made for one request, compressed (faster) and not kept.
 */
export function createTextEncoder(max: number): {
  encode(text: string, acceptEncoding: string | undefined): Encoded;
  once(text: string, acceptEncoding: string | undefined): Encoded;
} {
  const kept = { br: new Map<string, Buffer>(), gzip: new Map<string, Buffer>() };
  const accepted = (acceptEncoding: string | undefined) =>
    // Content codings are case-insensitive; the negotiator compares them as written.
    negotiate((acceptEncoding ?? '').toLowerCase(), ['br', 'gzip']) as 'br' | 'gzip' | null;
  const compress = (text: string, encoding: 'br' | 'gzip', quality: number) =>
    encoding === 'br'
      ? brotliCompressSync(text, {
          params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
        })
      : gzipSync(text, { level: 6 });
  return {
    encode(text, acceptEncoding) {
      const encoding = accepted(acceptEncoding);
      if (!encoding || text.length < SMALLEST) return { body: text };
      const map = kept[encoding];
      let body = map.get(text);
      if (!body) {
        body = compress(text, encoding, 6);
        if (map.size >= max) map.clear();
        map.set(text, body);
      }
      return { body, encoding };
    },
    once(text, acceptEncoding) {
      const encoding = accepted(acceptEncoding);
      if (!encoding || text.length < SMALLEST) return { body: text };
      return { body: compress(text, encoding, 4), encoding };
    },
  };
}
