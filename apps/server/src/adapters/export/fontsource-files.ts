import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** One file of a @fontsource family, with the code points its CSS says it covers. */
export interface FontFile {
  path: string;
  /** Whether the file's `unicode-range` includes the code point (so files that cannot help are never read). */
  covers(codePoint: number): boolean;
}

function parseRanges(unicodeRange: string): [number, number][] {
  return unicodeRange.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    const lo = Number.parseInt(from.replace(/\?/g, '0'), 16);
    const hi = to ? Number.parseInt(to, 16) : Number.parseInt(from.replace(/\?/g, 'f'), 16);
    return [lo, hi];
  });
}

const families = new Map<string, FontFile[]>();

/**
 * The WOFF files of a @fontsource family at one weight, in its CSS order. Fontsource splits a
 * family by script (and CJK families into about 120 slices by frequency); its `<weight>.css`
 * names each file's `unicode-range`, which is read here once per family and weight.
 */
export function fontsourceFiles(family: string, weight: number): FontFile[] {
  const key = `${family}@${weight}`;
  const known = families.get(key);
  if (known) return known;
  const css = require.resolve(`@fontsource/${family}/${weight}.css`);
  const files: FontFile[] = [];
  for (const block of readFileSync(css, 'utf8').split('@font-face').slice(1)) {
    const file = /url\(\.\/(files\/[^)]+\.woff)\)/.exec(block)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    if (!file) continue;
    const ranges = range ? parseRanges(range) : [[0, 0x10ffff] as [number, number]];
    files.push({ path: join(dirname(css), file), covers: (cp) => ranges.some(([lo, hi]) => cp >= lo && cp <= hi) });
  }
  families.set(key, files);
  return files;
}
