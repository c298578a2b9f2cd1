import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTextEncoder } from './encoded-text.js';

const TEXT = JSON.stringify({ projects: Array.from({ length: 40 }, (_, i) => ({ name: `Harbour ${i}`, location: 'Lisbon' })) });

describe('text compressed as the request accepts it', () => {
  it('negotiates brotli, then gzip, honouring q-values and any case; identity or nothing accepted sends the text', () => {
    const encoder = createTextEncoder(4);
    const cases: [string | undefined, 'br' | 'gzip' | undefined][] = [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
      ['BR', 'br'],
      ['identity', undefined],
      [undefined, undefined],
      ['x'.repeat(16_000), undefined],
    ];
    for (const [accept, expected] of cases) {
      const { body, encoding } = encoder.encode(TEXT, accept);
      expect(encoding, accept).toBe(expected);
      const text = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
      expect(text.toString(), accept).toBe(TEXT);
    }
    expect(encoder.encode('short', 'br')).toEqual({ body: 'short' });
  });

  it('compresses a kept text once per encoding, keeps at most `max`, and never keeps a one-off', () => {
    const encoder = createTextEncoder(2);
    const first = encoder.encode(TEXT, 'br').body;
    expect(encoder.encode(TEXT, 'br').body).toBe(first); // the very buffer: not compressed again
    expect(encoder.once(TEXT, 'br').body).not.toBe(first);
    expect(brotliDecompressSync(encoder.once(TEXT, 'br').body).toString()).toBe(TEXT);
    // Two more texts fill the map; it is emptied, and the first is compressed anew.
    encoder.encode(`${TEXT} `, 'br');
    encoder.encode(`${TEXT}  `, 'br');
    expect(encoder.encode(TEXT, 'br').body).not.toBe(first);
  });
});
