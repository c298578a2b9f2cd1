import { CANVAS_COMMENT_PREFIX, isCanvasPageId, listProjectPages, type ProjectData, pageLabels, parsePageId } from '@loci/shared';

const CANVAS_ITEMS: Record<string, string> = { note: 'A note', group: 'A group', image: 'An image' };

/** A Canvas item a thread is pinned on, in words: "A note on the Canvas", "Historical Context card on the Canvas". */
function canvasItemName(data: ProjectData | undefined, pageId: string): string {
  const id = pageId.slice(CANVAS_COMMENT_PREFIX.length);
  const own = CANVAS_ITEMS[id.split('-')[0] ?? ''];
  if (own) return `${own} on the Canvas`;
  if (id === 'keywords') return 'Brand Keywords card on the Canvas';
  if (id === 'project') return 'Project card on the Canvas';
  const [kind, ...rest] = id.split('-');
  const page = kind === 'context' || kind === 'topics' ? `${rest.join('-')}-${kind}` : `moodboard:${rest.join('-')}`;
  const title = data && listProjectPages(data).find((p) => p.id === page)?.title;
  return title ? `${title} card on the Canvas` : 'A card on the Canvas';
}

/** A page's title ("Historical Context", "Tidal Salt moodboard"), a Canvas item's name, or a plain fallback for a deleted moodboard. */
export function pageName(data: ProjectData | undefined, pageId: string): string {
  if (isCanvasPageId(pageId)) return canvasItemName(data, pageId);
  return (data && listProjectPages(data).find((p) => p.id === pageId)?.title) ?? 'A removed page';
}

/** An image in words: "Image 2 · Azulejo Tiles". */
export function imageName(data: ProjectData | undefined, pageId: string, index: number): string {
  const ref = parsePageId(pageId);
  const label = data && ref ? pageLabels(ref, data)[index] : '';
  return label ? `Image ${index + 1} · ${label}` : `Image ${index + 1}`;
}

/** Where a thread sits, in words: on its page ("Whole page", an image) or among every page (with the page's name). */
export function placeName(
  data: ProjectData | undefined,
  thread: { page_id: string; image_index: number | null },
  withPage: boolean,
): string {
  const here = thread.image_index === null ? 'Whole page' : imageName(data, thread.page_id, thread.image_index);
  return withPage ? `${pageName(data, thread.page_id)} · ${here}` : here;
}
