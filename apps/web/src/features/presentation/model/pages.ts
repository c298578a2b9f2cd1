import { SECTION_TITLES, SECTIONS, type Section } from '@loci/shared';

/** The two board kinds of a section. */
export type BoardKind = 'context' | 'topics';

/** What a page shows. */
export type PageRef = { type: 'board'; kind: BoardKind; section: Section } | { type: 'moodboard'; id: string; title: string };

/** One sidebar entry (spec §2 Presentation screen). */
export type PresentationPage = {
  key: string;
  title: string;
  ref: PageRef;
  /** Insight not selected in Instructions: dimmed and unselectable. */
  disabled: boolean;
  /** Fetching or generating: spinner. */
  busy: boolean;
  /** Nothing generated yet: the "not generated" mark. */
  empty: boolean;
};

/** Flags of one board as the sidebar needs them. */
export type BoardFlags = { busy: boolean; empty: boolean };

/** Sidebar auto-scrolls to the bottom from this selected index on (spec §9). */
export const AUTO_SCROLL_INDEX = 4;

const KIND_SUFFIX: Record<BoardKind, string> = { context: 'Context', topics: 'Topics' };

/** The key of a board page, e.g. "historical-context". */
export function boardKey(section: Section, kind: BoardKind): string {
  return `${section}-${kind}`;
}

/** "Historical Context", "Social Topics", … */
export function boardTitle(section: Section, kind: BoardKind): string {
  return `${SECTION_TITLES[section]} ${KIND_SUFFIX[kind]}`;
}

/** The selected insights from the comma-joined `contextual_insights` (unknown words ignored). */
export function parseInsights(value: string | string[] | undefined): Section[] {
  const words = Array.isArray(value) ? value : (value ?? '').split(',');
  const wanted = new Set(words.map((w) => w.trim().toLowerCase()));
  return SECTIONS.filter((s) => wanted.has(s));
}

/**
 * The page list in spec order: Historical Context, Historical Topics, Social …, Physical …,
 * then one "{title} moodboard" page per moodboard.
 */
export function buildPages(options: {
  insights: Section[];
  boards: Partial<Record<string, BoardFlags>>;
  moodboards: { id: string; title: string; busy?: boolean }[];
}): PresentationPage[] {
  const pages: PresentationPage[] = [];
  for (const section of SECTIONS) {
    for (const kind of ['context', 'topics'] as const) {
      const key = boardKey(section, kind);
      const flags = options.boards[key] ?? { busy: false, empty: true };
      pages.push({
        key,
        title: boardTitle(section, kind),
        ref: { type: 'board', kind, section },
        disabled: !options.insights.includes(section),
        busy: flags.busy,
        empty: flags.empty,
      });
    }
  }
  for (const m of options.moodboards) {
    pages.push({
      key: moodboardKey(m.id),
      title: `${m.title} moodboard`,
      ref: { type: 'moodboard', id: m.id, title: m.title },
      disabled: false,
      busy: Boolean(m.busy),
      empty: false,
    });
  }
  return pages;
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

/** The page to show for a requested key: that page if enabled, else the first enabled one. */
export function resolveSelectedIndex(pages: PresentationPage[], key: string | null): number {
  const wanted = key ? pages.findIndex((p) => p.key === key && !p.disabled) : -1;
  return wanted !== -1 ? wanted : firstEnabledIndex(pages);
}

/** The key of a moodboard's page. */
export function moodboardKey(id: string): string {
  return `moodboard-${id}`;
}

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
