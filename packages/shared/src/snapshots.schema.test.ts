import { describe, expect, it } from 'vitest';
import { assetUrl } from './assets.js';
import { readProjectData } from './project-model.read.js';
import { comparePages, snapshotPagesOf, withImageUrls } from './snapshots.schema.js';

const sha = (c: string) => c.repeat(64);
const data = readProjectData({
  contexts: {
    historical: {
      description: 'Tiled streets',
      imagePrompts: ['Tiles', 'Tram'],
      imageLabels: ['Azulejo', 'Tram 28'],
      images: [assetUrl(sha('a')), ''],
      alternativeImages: [[assetUrl(sha('c'))], []],
    },
  },
  topics: { historical: { prompts: ['Cork'], labels: ['Cork oak'], images: [assetUrl(sha('b'))] } },
  moodboards: [{ moodboard_id: 'm1', moodboard_title: 'Morning', images: [assetUrl(sha('d'))], labels: ['Light'], prompts: ['Sun'] }],
});

describe('snapshot pages', () => {
  it('hold hashes, texts and labels of every page in sidebar order', () => {
    const pages = snapshotPagesOf(data);
    expect(pages.map((p) => p.id)).toEqual(['historical-context', 'historical-topics', 'moodboard:m1']);
    expect(pages[0]).toMatchObject({ title: 'Historical Context', text: 'Tiled streets' });
    expect(pages[0].slots[0]).toMatchObject({ image: sha('a'), label: 'Azulejo', prompt: 'Tiles', alternativeImages: [sha('c')] });
    expect(pages[0].slots[1].image).toBe('');
    // A Topics page's text is its Context page's: not kept twice.
    expect(pages[1].text).toBe('');
    expect(withImageUrls(pages[0]).slots[0].image).toBe(assetUrl(sha('a')));
    expect(withImageUrls(pages[0]).slots[1].image).toBe('');
  });

  it('compare marks changed slots, changed text and pages only one side has', () => {
    const left = snapshotPagesOf(data);
    const right = structuredClone(left).slice(0, 2);
    right[0].slots[1].image = sha('e');
    right[0].text = 'Tiled streets at dusk';
    right.push({ id: 'social-context', title: 'Social Context', text: '', slots: [] });
    expect(comparePages(left, right)).toEqual([
      { id: 'historical-context', title: 'Historical Context', presence: 'both', textChanged: true, changedSlots: [1] },
      { id: 'historical-topics', title: 'Historical Topics', presence: 'both', textChanged: false, changedSlots: [] },
      { id: 'moodboard:m1', title: 'Morning', presence: 'removed', textChanged: false, changedSlots: [] },
      { id: 'social-context', title: 'Social Context', presence: 'added', textChanged: false, changedSlots: [] },
    ]);
  });
});
