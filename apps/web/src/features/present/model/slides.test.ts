import { EMPTY_PROJECT_DATA, type ProjectData } from '@loci/shared';
import { describe, expect, it } from 'vitest';
import { buildSlides, sizedImage } from './slides';
import { context } from './test-data';

const SHA = 'a'.repeat(64);

describe('presenter slides', () => {
  it('puts the title first, enabled pages with images in order, and the credits last', () => {
    const data: ProjectData = {
      ...EMPTY_PROJECT_DATA,
      contexts: { historical: context([`/api/assets/${SHA}`, `/api/assets/${SHA}`, '']), physical: context([`/api/assets/${SHA}`]) },
    };
    const slides = buildSlides(data, ['historical', 'social'], 'Alfama Hotel');
    expect(slides.map((s) => s.id)).toEqual(['title', 'historical-context', 'credits']);
    const board = slides[1];
    expect(board.kind === 'context' && board.images.map((i) => [i.key, i.thumb])).toEqual([
      ['historical-context/0', `/api/assets/${SHA}/256`],
      ['historical-context/1', `/api/assets/${SHA}/256`],
    ]);
    const credits = slides[2];
    expect(credits.kind === 'credits' && credits.credits.map((c) => c.credit.credit)).toEqual(['Ana Lima']);
  });

  it('sizes review-link images, keeping their passcode key', () => {
    expect(sizedImage(`/api/review/tok/assets/${SHA}?key=k1`, 768)).toBe(`/api/review/tok/assets/${SHA}/768?key=k1`);
    expect(sizedImage(`/api/review/tok/assets/${SHA}/256`, 768)).toBe(`/api/review/tok/assets/${SHA}/768`);
  });
});
