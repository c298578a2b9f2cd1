import { listProjectPages, type ProjectData, pageLabels, parsePageId } from '@loci/shared';

/** A page's title ("Historical Context", "Tidal Salt moodboard"), or a plain fallback for a deleted moodboard. */
export function pageName(data: ProjectData | undefined, pageId: string): string {
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
