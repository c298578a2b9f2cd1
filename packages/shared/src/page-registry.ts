import { assetShaOf } from './assets.js';
import { GENERATION_KIND_TITLES, GENERATION_KINDS, type GenerationKind, SECTION_TITLES, SECTIONS, type Section } from './constants.js';
import type { Moodboard } from './moodboards.schema.js';
import type { ProjectData } from './project-model.schema.js';

/**
 * The presentation's pages, defined once for Presentation, Canvas and export on both sides:
 * six section pages (a Context and a Topics page per section), then one page per moodboard.
 * Every switch on a page kind ends in `assertNever`, so a new kind fails to compile until each
 * consumer handles it.
 */

/** Every kind of page. */
export const PAGE_KINDS = [...GENERATION_KINDS, 'moodboard'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** A section's Context or Topics page. */
export type SectionPageRef = { kind: GenerationKind; section: Section };
/** A moodboard's page (its render slides follow it in an export). */
export type MoodboardPageRef = { kind: 'moodboard'; moodboardId: string };
/** What a page shows. */
export type PageRef = SectionPageRef | MoodboardPageRef;

/** One page of a project, as the sidebar, the Canvas and the export list it. */
export type ProjectPage = {
  id: string;
  ref: PageRef;
  title: string;
  /** Holds at least one stored image (a moodboard: or a render): worth a slide. */
  hasContent: boolean;
  /** A section the project did not select is disabled; moodboards always are enabled. */
  enabled: boolean;
};

/** The compile-time end of an exhaustive switch; throws if a value slips through at run time. */
export function assertNever(value: never, what = 'value'): never {
  throw new Error(`Unhandled ${what}: ${JSON.stringify(value)}`);
}

const MOODBOARD_PREFIX = 'moodboard:';
// The web app's `?page=` once wrote moodboard pages as `moodboard-<id>`; still read where ids arrive.
const LEGACY_MOODBOARD_PREFIX = 'moodboard-';

/** Page id of a section page, e.g. `historical-context`. */
export function sectionPageId(section: Section, kind: GenerationKind): string {
  return `${section}-${kind}`;
}

/** Page id of a moodboard page: `moodboard:<id>`. */
export function moodboardPageId(moodboardId: string): string {
  return `${MOODBOARD_PREFIX}${moodboardId}`;
}

/** The six section pages in sidebar order. */
export const SECTION_PAGES: readonly SectionPageRef[] = SECTIONS.flatMap((section) => GENERATION_KINDS.map((kind) => ({ kind, section })));

/** The six section page ids in sidebar order; moodboard pages (`moodboard:<id>`) follow them. */
export const SECTION_PAGE_IDS: readonly string[] = SECTION_PAGES.map((p) => sectionPageId(p.section, p.kind));

/** The id of a page. */
export function pageId(ref: PageRef): string {
  switch (ref.kind) {
    case 'context':
    case 'topics':
      return sectionPageId(ref.section, ref.kind);
    case 'moodboard':
      return moodboardPageId(ref.moodboardId);
    default:
      return assertNever(ref, 'page kind');
  }
}

/** The page an id names (`historical-context`, `moodboard:<id>`, or the old `moodboard-<id>`); null for anything else. */
export function parsePageId(id: string): PageRef | null {
  const section = SECTION_PAGES.find((p) => sectionPageId(p.section, p.kind) === id);
  if (section) return section;
  const prefix = [MOODBOARD_PREFIX, LEGACY_MOODBOARD_PREFIX].find((p) => id.startsWith(p) && id.length > p.length);
  return prefix ? { kind: 'moodboard', moodboardId: id.slice(prefix.length) } : null;
}

/** The canonical form of a page id (an old `moodboard-<id>` becomes `moodboard:<id>`); unknown ids unchanged. */
export function normalisePageId(id: string): string {
  const ref = parsePageId(id);
  return ref ? pageId(ref) : id;
}

/** The ids a client may send, in words, for an error message. */
export function describePageIds(): string {
  return `${SECTION_PAGE_IDS.join(', ')} or ${MOODBOARD_PREFIX}<id>`;
}

/** "Historical Context", "Social Topics", "{title} moodboard" (spec page names). */
export function pageTitle(ref: PageRef, moodboardTitle = 'Moodboard'): string {
  switch (ref.kind) {
    case 'context':
    case 'topics':
      return `${SECTION_TITLES[ref.section]} ${GENERATION_KIND_TITLES[ref.kind]}`;
    case 'moodboard':
      return `${moodboardTitle} moodboard`;
    default:
      return assertNever(ref, 'page kind');
  }
}

/** The moodboard a page shows, when the project data holds it. */
export function findMoodboard(data: ProjectData, moodboardId: string): Moodboard | undefined {
  return data.moodboards.find((m) => m?.moodboard_id === moodboardId);
}

/** The image URLs a page shows, in position order (feedback and comments name an image by its page and position). */
export function pageImages(ref: PageRef, data: ProjectData): readonly string[] {
  switch (ref.kind) {
    case 'context':
      return data.contexts[ref.section]?.images ?? [];
    case 'topics':
      return data.topics[ref.section]?.images ?? [];
    case 'moodboard':
      return findMoodboard(data, ref.moodboardId)?.images ?? [];
    default:
      return assertNever(ref, 'page kind');
  }
}

/** The labels of a page's images, in position order. */
export function pageLabels(ref: PageRef, data: ProjectData): readonly string[] {
  switch (ref.kind) {
    case 'context':
      return data.contexts[ref.section]?.imageLabels ?? [];
    case 'topics':
      return data.topics[ref.section]?.labels ?? [];
    case 'moodboard':
      return findMoodboard(data, ref.moodboardId)?.labels ?? [];
    default:
      return assertNever(ref, 'page kind');
  }
}

// Defensive at run time too: a client may hold a cached copy older than this model.
const hasStoredImage = (urls: readonly string[] | undefined) => Array.isArray(urls) && urls.some((url) => assetShaOf(url) !== null);

/** Whether a page holds at least one stored image (a moodboard: or a render), the export's rule. */
export function pageHasContent(ref: PageRef, data: ProjectData): boolean {
  switch (ref.kind) {
    case 'context':
      return hasStoredImage(data.contexts[ref.section]?.images);
    case 'topics':
      return hasStoredImage(data.topics[ref.section]?.images);
    case 'moodboard': {
      const moodboard = findMoodboard(data, ref.moodboardId);
      return Boolean(moodboard && (hasStoredImage(moodboard.images) || hasStoredImage(moodboard.renders?.map((r) => r?.image))));
    }
    default:
      return assertNever(ref, 'page kind');
  }
}

/** Whether a page can be opened: section pages need their section selected in Instructions. */
export function isPageEnabled(ref: PageRef, insights: readonly Section[]): boolean {
  switch (ref.kind) {
    case 'context':
    case 'topics':
      return insights.includes(ref.section);
    case 'moodboard':
      return true;
    default:
      return assertNever(ref, 'page kind');
  }
}

/** The selected insights of a project from its comma-joined `contextual_insights` (unknown words ignored). */
export function parseInsights(value: string | readonly string[] | undefined): Section[] {
  const words = typeof value === 'string' ? value.split(',') : (value ?? []);
  const wanted = new Set(words.map((w) => w.trim().toLowerCase()));
  return SECTIONS.filter((s) => wanted.has(s));
}

/**
 * Every page of a project in sidebar order: the six section pages, then one per moodboard (those
 * without a title are left out). `insights` omitted: every section counts as selected.
 */
export function listProjectPages(data: ProjectData, insights: readonly Section[] = SECTIONS): ProjectPage[] {
  const refs: PageRef[] = [
    ...SECTION_PAGES,
    ...data.moodboards
      .filter((m) => m?.moodboard_id && m.moodboard_title)
      .map((m): PageRef => ({ kind: 'moodboard', moodboardId: m.moodboard_id })),
  ];
  return refs.map((ref) => ({
    id: pageId(ref),
    ref,
    title: pageTitle(ref, ref.kind === 'moodboard' ? findMoodboard(data, ref.moodboardId)?.moodboard_title : undefined),
    hasContent: pageHasContent(ref, data),
    enabled: isPageEnabled(ref, insights),
  }));
}
