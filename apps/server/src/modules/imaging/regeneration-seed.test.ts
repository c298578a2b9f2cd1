import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { renderOfflineImage } from '../../adapters/ai/offline/offline-image-model.js';
import { newSeed } from './slot-image.js';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const request = { prompt: 'Blue azulejo facade in morning light', width: 96, height: 96, microMacro: 1 as const, photoStyled: 1 as const };

describe('regeneration seeds', () => {
  it('keeps an image the same without a seed (a first generation is repeatable)', () => {
    expect(sha(renderOfflineImage(request))).toBe(sha(renderOfflineImage(request)));
  });

  it('gives 1,000 offline regenerations of one slot 1,000 distinct images', () => {
    const seeds = new Set<number>();
    while (seeds.size < 1000) seeds.add(newSeed());
    const hashes = new Set([...seeds].map((seed) => sha(renderOfflineImage({ ...request, seed }))));
    expect(hashes.size).toBe(1000);
    expect(hashes.has(sha(renderOfflineImage(request)))).toBe(false);
  }, 120_000);
});
