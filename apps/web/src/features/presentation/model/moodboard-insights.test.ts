import { describe, expect, it } from 'vitest';
import { type InsightOption, withCanvasImages } from './moodboard-insights';

const option = (section: InsightOption['section'], urls: string[]): InsightOption => ({
  section,
  description: '',
  images: urls.map((url) => ({ url, prompt: `prompt of ${url}`, label: '' })),
});

describe('references for a new moodboard', () => {
  const pinned = [
    { url: '/api/assets/c1', prompt: 'Courtyard at 5 pm', label: 'Courtyard at 5 pm' },
    { url: '/api/assets/a', prompt: 'Photo: Ana', label: 'From the Canvas: Ana' },
  ];

  it('offers the Canvas’s images after each insight’s own, once each', () => {
    const [historical] = withCanvasImages([option('historical', ['/api/assets/a', '/api/assets/b'])], pinned);
    expect(historical.images.map((i) => i.url)).toEqual(['/api/assets/a', '/api/assets/b', '/api/assets/c1']);
    // The insight's own image keeps its own prompt.
    expect(historical.images[0].prompt).toBe('prompt of /api/assets/a');
  });

  it('leaves an insight without a Context page unchoosable, and the list as it was without Canvas images', () => {
    const options = [option('historical', ['/api/assets/a']), option('social', [])];
    expect(withCanvasImages(options, pinned)[1].images).toEqual([]);
    expect(withCanvasImages(options, [])).toBe(options);
  });
});
