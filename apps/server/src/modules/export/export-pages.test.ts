import { assetShaOf, readProjectData } from '@loci/shared';
import { describe, expect, it } from 'vitest';
import { listPages, selectPages } from './export-pages.js';

const sha = (n: number) => n.toString(16).padStart(64, '0');
const url = (n: number) => `/api/assets/${sha(n)}`;
const data = readProjectData({
  contexts: { social: { description: 'Squares and markets.', imageLabels: ['Market', 'Square'], images: [url(1), ''] } },
  topics: { historical: { context: 'Old town.', labels: ['Tiles'], images: [url(2)] } },
  moodboards: [
    {
      moodboard_id: 'm1',
      moodboard_title: 'Tidal Salt',
      images: [url(3)],
      labels: ['Oak'],
      optionalPrompt: 'Calm.',
      programmaticArea: 'Lounge',
      renders: [
        { id: 'r1', image: url(4), render_prompt: 'first', created_at: '' },
        { id: 'r2', image: url(5), render_prompt: 'second', created_at: '' },
      ],
    },
    { broken: true },
  ],
});

describe('export pages', () => {
  it('lists the six section pages then moodboards, skipping malformed ones', () => {
    expect(listPages(data).map((p) => p.id)).toEqual([
      'historical-context',
      'historical-topics',
      'social-context',
      'social-topics',
      'physical-context',
      'physical-topics',
      'moodboard:m1',
    ]);
  });

  it('defaults to the pages with content, keeps labels and the newest render', () => {
    const pages = selectPages(listPages(data), undefined);
    expect(pages.map((p) => p.id)).toEqual(['historical-topics', 'social-context', 'moodboard:m1']);
    expect(pages[1].images).toEqual([
      { sha: sha(1), label: 'Market', prompt: '' },
      { sha: null, label: 'Square', prompt: '' },
    ]);
    expect(pages[2]).toMatchObject({ kind: 'moodboard', area: 'Lounge', render: { sha: sha(5), prompt: 'second' } });
  });

  it('puts the pinned render in the deck, not the newest (issue #46)', () => {
    const pinned = { ...data, moodboards: data.moodboards.map((m) => ({ ...m, pinned_render_id: 'r1' })) };
    const page = listPages(pinned).find((p) => p.kind === 'moodboard');
    expect(page).toMatchObject({ render: { sha: sha(4), prompt: 'first' } });
  });

  it('prints the deck render’s upscaled copy when it has one, and only that render’s (issue #46)', () => {
    const withCopy = (pinned: string | null) => ({
      ...data,
      moodboards: data.moodboards.map((m) => ({
        ...m,
        pinned_render_id: pinned,
        renders: m.renders.map((r) => (r.id === 'r1' ? { ...r, upscale: { image: url(9), factor: 2 } } : r)),
      })),
    });
    const pageOf = (d: typeof data) => listPages(d).find((p) => p.kind === 'moodboard');
    expect(pageOf(withCopy('r1'))).toMatchObject({ render: { sha: sha(9), prompt: 'first' } });
    // The newest render (r2) has no copy: its own image, not r1's copy.
    expect(pageOf(withCopy(null))).toMatchObject({ render: { sha: sha(5), prompt: 'second' } });
  });

  it('follows sidebar order and names unknown or empty pages', () => {
    expect(selectPages(listPages(data), ['moodboard:m1', 'social-context']).map((p) => p.id)).toEqual(['social-context', 'moodboard:m1']);
    expect(() => selectPages(listPages(data), ['kitchen'])).toThrow(/^Unknown page: kitchen\./);
    expect(() => selectPages(listPages(data), ['physical-context'])).toThrow('Nothing to export yet on: physical-context.');
  });

  it('reads the SHA from asset URLs, thumbnails included', () => {
    expect(assetShaOf(`${url(9)}/256`)).toBe(sha(9));
    expect(assetShaOf('data:image/png;base64,xyz')).toBeNull();
  });
});
