import { moodboardPageId, SECTION_PAGE_KINDS, SECTION_TITLES, SECTIONS, sectionPageId } from '@loci/shared';

/** One page the user can tick in the export dialog. */
export type ExportablePage = { id: string; title: string };

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

// The server exports only stored assets (`/api/assets/<sha>`); a data URL or an empty slot is not content.
const ASSET_URL = /\/api\/assets\/[0-9a-f]{64}(?:[/?#]|$)/;

function hasAsset(urls: unknown): boolean {
  return Array.isArray(urls) && urls.some((url) => typeof url === 'string' && ASSET_URL.test(url));
}

function hasRender(renders: unknown): boolean {
  return Array.isArray(renders) && renders.some((r) => isRecord(r) && ASSET_URL.test(text(r.image)));
}

const KIND_TITLES = { context: 'Context', topics: 'Topics' } as const;

function sectionPages(data: Raw): ExportablePage[] {
  const groups = { context: data.contexts, topics: data.topics };
  return SECTIONS.flatMap((section) =>
    SECTION_PAGE_KINDS.flatMap((kind) => {
      const group = groups[kind];
      const board = isRecord(group) ? group[section] : undefined;
      if (!isRecord(board) || !hasAsset(board.images)) return [];
      return [{ id: sectionPageId(section, kind), title: `${SECTION_TITLES[section]} ${KIND_TITLES[kind]}` }];
    }),
  );
}

function moodboardPages(list: unknown): ExportablePage[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    if (!isRecord(item)) return [];
    const id = text(item.moodboard_id);
    const title = text(item.moodboard_title);
    if (!id || !title || !(hasAsset(item.images) || hasRender(item.renders))) return [];
    return [{ id: moodboardPageId(id), title: `${title} moodboard` }];
  });
}

/**
 * The pages of a project worth exporting, in sidebar order (six section pages, then the
 * moodboards), read from `GET /api/projects/:id/` data with the server's rule: a page has
 * content when it holds at least one stored image (or, for a moodboard, a render).
 */
export function listExportablePages(data: unknown): ExportablePage[] {
  if (!isRecord(data)) return [];
  return [...sectionPages(data), ...moodboardPages(data.moodboards)];
}
