import { describe, expect, it } from 'vitest';
import {
  buildPages,
  moodboardKey,
  nextPageButton,
  nextPageIndex,
  parseInsights,
  resolveSelectedIndex,
  selectionAfterDelete,
  shouldAutoScroll,
} from './pages';

const titles = (insights = parseInsights('historical,social,physical')) => buildPages({ insights, boards: {}, moodboards: [] });

describe('page list', () => {
  it('lists the six board pages in spec order, then moodboards', () => {
    const pages = buildPages({
      insights: ['historical'],
      boards: {},
      moodboards: [{ id: 'm1', title: 'Lounge' }],
    });
    expect(pages.map((p) => p.title)).toEqual([
      'Historical Context',
      'Historical Topics',
      'Social Context',
      'Social Topics',
      'Physical Context',
      'Physical Topics',
      'Lounge moodboard',
    ]);
  });

  it('disables pages whose insight is not selected', () => {
    const pages = titles(parseInsights('historical, Social'));
    expect(pages.filter((p) => p.disabled).map((p) => p.key)).toEqual(['physical-context', 'physical-topics']);
  });

  it('marks boards without content as not generated and busy ones as busy', () => {
    const pages = buildPages({
      insights: ['historical'],
      boards: { 'historical-context': { busy: true, empty: false } },
      moodboards: [],
    });
    expect(pages[0]).toMatchObject({ busy: true, empty: false });
    expect(pages[1]).toMatchObject({ busy: false, empty: true });
  });

  it('ignores unknown insight words', () => {
    expect(parseInsights('historical,unknown,,physical')).toEqual(['historical', 'physical']);
  });
});

describe('Next Page', () => {
  const pages = titles(parseInsights('historical,social'));

  it('moves to the next enabled page', () => {
    expect(nextPageIndex(pages, 0)).toBe(1);
    expect(nextPageIndex(pages, 2)).toBe(3);
  });

  it('skips disabled pages', () => {
    const onlyHistoricalAndPhysical = titles(parseInsights('historical,physical'));
    expect(nextPageIndex(onlyHistoricalAndPhysical, 1)).toBe(4);
  });

  it('wraps to the first enabled page after the last', () => {
    expect(nextPageIndex(pages, 3)).toBe(0);
  });

  it('wraps past disabled leading pages to the first enabled one', () => {
    const socialOnly = titles(parseInsights('social'));
    expect(nextPageIndex(socialOnly, 3)).toBe(2);
    expect(nextPageButton(socialOnly, 3)).toEqual({ label: 'Last Page', disabled: true });
  });

  it('does nothing when no other page is enabled', () => {
    expect(nextPageIndex(titles([]), 0)).toBeNull();
    const single = buildPages({ insights: [], boards: {}, moodboards: [{ id: 'a', title: 'A' }] });
    expect(nextPageIndex(single, 6)).toBeNull();
  });

  it('reads "Last Page" and is disabled when no further enabled page exists', () => {
    expect(nextPageButton(pages, 2)).toEqual({ label: 'Next Page', disabled: false });
    expect(nextPageButton(pages, 3)).toEqual({ label: 'Last Page', disabled: true });
  });
});

describe('selection and scrolling', () => {
  it('auto-scrolls from index 4', () => {
    expect(shouldAutoScroll(3)).toBe(false);
    expect(shouldAutoScroll(4)).toBe(true);
    expect(shouldAutoScroll(7)).toBe(true);
  });

  it('never selects a disabled page', () => {
    const pages = titles(parseInsights('social'));
    expect(resolveSelectedIndex(pages, 'historical-topics')).toBe(2);
    expect(resolveSelectedIndex(pages, 'social-topics')).toBe(3);
    expect(resolveSelectedIndex(pages, null)).toBe(2);
  });
});

describe('moodboard pages (spec §4)', () => {
  const insights = parseInsights('historical,social,physical');
  const list = (ids: string[]) => buildPages({ insights, boards: {}, moodboards: ids.map((id) => ({ id, title: id.toUpperCase() })) });

  it('adds a page per moodboard, keyed for selection', () => {
    const pages = list(['a', 'b']);
    expect(pages.at(-1)).toMatchObject({ key: moodboardKey('b'), title: 'B moodboard' });
    expect(resolveSelectedIndex(pages, moodboardKey('b'))).toBe(pages.length - 1);
  });

  it('keys moodboard pages by the one page id, and still opens an old `moodboard-<id>` link', () => {
    const pages = list(['a', 'b']);
    expect(moodboardKey('b')).toBe('moodboard:b');
    expect(resolveSelectedIndex(pages, 'moodboard-b')).toBe(pages.length - 1);
  });

  it('falls back to the previous page after a delete', () => {
    const before = list(['a', 'b', 'c']);
    const index = before.findIndex((p) => p.key === moodboardKey('b'));
    expect(
      selectionAfterDelete(
        before.filter((_, i) => i !== index),
        index,
      ),
    ).toBe(moodboardKey('a'));
  });

  it('falls back to the last page when the index overflows, skipping disabled pages', () => {
    const before = list(['a']);
    const index = before.length - 1;
    expect(selectionAfterDelete(before.slice(0, -1), index + 3)).toBe('physical-topics');
    const some = buildPages({ insights: parseInsights('historical'), boards: {}, moodboards: [{ id: 'a', title: 'A' }] });
    expect(selectionAfterDelete(some.slice(0, -1), some.length - 1)).toBe('historical-topics');
  });
});
