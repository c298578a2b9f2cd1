import { listProjectPages, type ProjectData } from '@loci/shared';

/** One page the user can tick in the export dialog. */
export type ExportablePage = { id: string; title: string };

/**
 * The pages of a project worth exporting, in sidebar order (six section pages, then the
 * moodboards), with the server's rule from the page registry: a page has content when it holds
 * at least one stored image (or, for a moodboard, a render).
 */
export function listExportablePages(data: ProjectData | undefined): ExportablePage[] {
  if (!data) return [];
  return listProjectPages(data)
    .filter((page) => page.hasContent)
    .map(({ id, title }) => ({ id, title }));
}
