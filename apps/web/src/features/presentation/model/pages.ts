import {
  assertNever,
  type GenerationKind,
  isPageEnabled,
  moodboardPageId,
  type PageRef,
  pageId,
  pageTitle,
  parseInsights,
  parsePageId,
  SECTION_PAGES,
  type Section,
  sectionPageId,
} from '@loci/shared';

/** The two board kinds of a section. */
export type BoardKind = GenerationKind;

/** What a page shows (the page registry's reference). */
export type { PageRef };

/** One sidebar entry (spec §2 Presentation screen). */
export type PresentationPage = {
  /** The page id (`historical-context`, `moodboard:<id>`), kept in the URL's `?page=`. */
  key: string;
  title: string;
  ref: PageRef;
  /** Insight not selected in Instructions: dimmed and unselectable. */
  disabled: boolean;
  /** Fetching or generating: spinner. */
  busy: boolean;
  /** Nothing generated yet: the "not generated" mark. */
  empty: boolean;
  /** While its board's job runs: images done of the board's total, e.g. "3/12". */
  progressText?: string;
};

/** Flags of one board as the sidebar needs them. */
export type BoardFlags = { busy: boolean; empty: boolean; progressText?: string };

/** Sidebar auto-scrolls to the bottom from this selected index on (spec §9). */
export const AUTO_SCROLL_INDEX = 4;

/** The key of a board page, e.g. "historical-context". */
export const boardKey = sectionPageId;

/** "Historical Context", "Social Topics", … */
export function boardTitle(section: Section, kind: BoardKind): string {
  return pageTitle({ kind, section });
}

export { parseInsights };

/**
 * The page list in spec order: Historical Context, Historical Topics, Social …, Physical …,
 * then one "{title} moodboard" page per moodboard.
 */
export function buildPages(options: {
  insights: Section[];
  boards: Partial<Record<string, BoardFlags>>;
  moodboards: { id: string; title: string; busy?: boolean }[];
}): PresentationPage[] {
  const refs: { ref: PageRef; title?: string; busy?: boolean }[] = [
    ...SECTION_PAGES.map((ref) => ({ ref })),
    ...options.moodboards.map((m) => ({ ref: { kind: 'moodboard', moodboardId: m.id } as const, title: m.title, busy: m.busy })),
  ];
  return refs.map(({ ref, title, busy }) => {
    const key = pageId(ref);
    const flags = pageFlags(ref, options.boards[key], busy);
    return { key, title: pageTitle(ref, title), ref, disabled: !isPageEnabled(ref, options.insights), ...flags };
  });
}

/** Busy and empty of a page: a board's from its flags, a moodboard's from its generation. */
function pageFlags(ref: PageRef, board: BoardFlags | undefined, busy: boolean | undefined): BoardFlags {
  switch (ref.kind) {
    case 'context':
    case 'topics':
      return board ?? { busy: false, empty: true };
    case 'moodboard':
      return { busy: Boolean(busy), empty: false };
    default:
      return assertNever(ref, 'page kind');
  }
}

/** The first enabled page's index, or -1. */
export function firstEnabledIndex(pages: PresentationPage[]): number {
  return pages.findIndex((p) => !p.disabled);
}

/** Whether an enabled page follows `current`. */
export function hasFurtherPage(pages: PresentationPage[], current: number): boolean {
  return pages.some((p, i) => i > current && !p.disabled);
}

/**
 * Next Page: the next enabled page after `current`, else wraps to the first enabled page;
 * null when no other enabled page exists.
 */
export function nextPageIndex(pages: PresentationPage[], current: number): number | null {
  const after = pages.findIndex((p, i) => i > current && !p.disabled);
  if (after !== -1) return after;
  const first = firstEnabledIndex(pages);
  return first === -1 || first === current ? null : first;
}

/** The Next Page button: its label and whether it is disabled. */
export function nextPageButton(pages: PresentationPage[], current: number): { label: string; disabled: boolean } {
  return hasFurtherPage(pages, current) ? { label: 'Next Page', disabled: false } : { label: 'Last Page', disabled: true };
}

/** The sidebar scrolls to its bottom when the selected index is 4 or more. */
export function shouldAutoScroll(selectedIndex: number): boolean {
  return selectedIndex >= AUTO_SCROLL_INDEX;
}

/** The page to show for a requested key (an old `moodboard-<id>` link too): that page if enabled, else the first enabled one. */
export function resolveSelectedIndex(pages: PresentationPage[], key: string | null): number {
  const ref = key ? parsePageId(key) : null;
  const id = ref ? pageId(ref) : key;
  const wanted = id ? pages.findIndex((p) => p.key === id && !p.disabled) : -1;
  return wanted !== -1 ? wanted : firstEnabledIndex(pages);
}

/** The key of a moodboard's page (`moodboard:<id>`). */
export const moodboardKey = moodboardPageId;

/**
 * The page to select after deleting the page at `deletedIndex` (spec §4): the previous page, or
 * the last page when the index overflows; disabled pages are skipped backwards. `after` is the
 * list without the deleted page. Null when nothing is selectable.
 */
export function selectionAfterDelete(after: PresentationPage[], deletedIndex: number): string | null {
  let index = Math.min(deletedIndex - 1, after.length - 1);
  if (index < 0) index = 0;
  for (let i = index; i >= 0; i--) {
    const page = after[i];
    if (page && !page.disabled) return page.key;
  }
  const first = firstEnabledIndex(after);
  return first === -1 ? null : (after[first]?.key ?? null);
}
