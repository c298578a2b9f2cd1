import { z } from 'zod';
import { SECTIONS, type Section } from './constants.js';

/** File formats of POST /api/projects/:id/export. */
export const EXPORT_FORMATS = ['pptx', 'pdf'] as const;
export const exportFormatSchema = z.enum(EXPORT_FORMATS, { error: 'Format must be "pptx" or "pdf".' });
export type ExportFormat = z.infer<typeof exportFormatSchema>;

/** Content type of each export format. */
export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  pdf: 'application/pdf',
};

/** The two pages of each section, in sidebar order. */
export const SECTION_PAGE_KINDS = ['context', 'topics'] as const;
export type SectionPageKind = (typeof SECTION_PAGE_KINDS)[number];

/** Page id of a section page, e.g. `historical-context`. */
export function sectionPageId(section: Section, kind: SectionPageKind): string {
  return `${section}-${kind}`;
}

/** Page id of a moodboard page (its render slides follow it). */
export function moodboardPageId(moodboardId: string): string {
  return `moodboard:${moodboardId}`;
}

/** The six section page ids in sidebar order; moodboard pages (`moodboard:<id>`) follow them. */
export const SECTION_PAGE_IDS: readonly string[] = SECTIONS.flatMap((s) => SECTION_PAGE_KINDS.map((k) => sectionPageId(s, k)));

/** Body of POST /api/projects/:id/export. `pages` omitted: every page that has content. */
export const exportRequestSchema = z.object({
  format: exportFormatSchema,
  /** Page ids; the file follows sidebar order whatever the order here. */
  pages: z.array(z.string().min(1).max(200)).min(1, { error: 'Choose at least one page.' }).max(200).optional(),
});
export type ExportRequest = z.infer<typeof exportRequestSchema>;
