import { describe, expect, it } from 'vitest';
import { assetShaOf, assetVariantUrl, parseAssetUrl } from './assets.js';
import {
  describePageIds,
  listProjectPages,
  normalisePageId,
  PAGE_KINDS,
  pageId,
  pageTitle,
  parseInsights,
  parsePageId,
} from './page-registry.js';
import { readProjectData } from './project-model.read.js';

const sha = (c: string) => c.repeat(64);
const data = readProjectData({
  contexts: { social: { images: [`/api/assets/${sha('a')}`], imageLabels: ['Market'] } },
  topics: { social: { images: ['', 'data:image/svg+xml;utf8,<svg/>'], labels: ['Square', 'Lane'] } },
  moodboards: [
    { moodboard_id: 'm1', moodboard_title: 'Lounge', images: [''], renders: [{ image: `/api/assets/${sha('b')}/768` }] },
    { moodboard_id: 'm2', moodboard_title: 'Spa', images: [''] },
  ],
});

describe('the page registry', () => {
  it('lists pages in sidebar order with titles, content and enabled flags', () => {
    const pages = listProjectPages(data, parseInsights('social, physical'));
    expect(pages.map((p) => [p.id, p.title, p.hasContent, p.enabled])).toEqual([
      ['historical-context', 'Historical Context', false, false],
      ['historical-topics', 'Historical Topics', false, false],
      ['social-context', 'Social Context', true, true],
      ['social-topics', 'Social Topics', false, true],
      ['physical-context', 'Physical Context', false, true],
      ['physical-topics', 'Physical Topics', false, true],
      ['moodboard:m1', 'Lounge moodboard', true, true],
      ['moodboard:m2', 'Spa moodboard', false, true],
    ]);
  });

  it('has one id format and still reads the old moodboard one', () => {
    expect(PAGE_KINDS).toEqual(['context', 'topics', 'moodboard']);
    expect(parsePageId('moodboard:m1')).toEqual({ kind: 'moodboard', moodboardId: 'm1' });
    expect(parsePageId('moodboard-m1')).toEqual({ kind: 'moodboard', moodboardId: 'm1' });
    expect(normalisePageId('moodboard-m1')).toBe('moodboard:m1');
    expect(parsePageId('social-topics')).toEqual({ kind: 'topics', section: 'social' });
    expect(parsePageId('kitchen')).toBeNull();
    expect(parsePageId('moodboard:')).toBeNull();
    expect(pageId({ kind: 'context', section: 'physical' })).toBe('physical-context');
    expect(pageTitle({ kind: 'moodboard', moodboardId: 'x' }, 'Bar')).toBe('Bar moodboard');
    expect(describePageIds()).toMatch(/^historical-context, .* or moodboard:<id>$/);
  });
});

describe('asset URLs', () => {
  it('parses our asset URLs only, thumbnails and origins included', () => {
    expect(parseAssetUrl(`/api/assets/${sha('c')}`)).toEqual({ sha: sha('c'), variant: 'original', absolute: false });
    expect(parseAssetUrl(`https://loci.test/api/assets/${sha('c')}/256`)).toEqual({ sha: sha('c'), variant: 256, absolute: true });
    expect(assetShaOf(`/api/assets/${sha('c')}/768?v=1`)).toBe(sha('c'));
    expect(assetShaOf(`/api/assets/${sha('c')}/512`)).toBeNull();
    expect(assetShaOf('/api/assets/abc')).toBeNull();
    expect(assetShaOf('data:image/png;base64,xyz')).toBeNull();
    expect(assetVariantUrl(`/api/assets/${sha('c')}`, 768)).toBe(`/api/assets/${sha('c')}/768`);
    expect(assetVariantUrl('https://example.test/a.jpg', 256)).toBe('https://example.test/a.jpg');
  });
});
