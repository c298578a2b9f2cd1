import { z } from 'zod';

/** File formats of POST /api/projects/:id/export. */
export const EXPORT_FORMATS = ['pptx', 'pdf'] as const;
export const exportFormatSchema = z.enum(EXPORT_FORMATS, { error: 'The format must be "pptx" or "pdf".' });
export type ExportFormat = z.infer<typeof exportFormatSchema>;

/** Content type of each export format. */
export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  pdf: 'application/pdf',
};

/** Body of POST /api/projects/:id/export. `pages` omitted: every page that has content. */
export const exportRequestSchema = z.object(
  {
    format: exportFormatSchema,
    /** Page ids (`historical-context`, `moodboard:<id>`); the file follows sidebar order whatever the order here. */
    pages: z.array(z.string().min(1).max(200)).min(1, { error: 'Choose at least one page.' }).max(200).optional(),
    /** PPTX speaker notes also carry each image's prompt (off unless the designer asks). */
    includePrompts: z.boolean({ error: 'includePrompts must be true or false.' }).optional(),
    /** PPTX speaker notes also carry the client's comments of the last review round (off unless asked). */
    includeComments: z.boolean({ error: 'includeComments must be true or false.' }).optional(),
    /** The Canvas as its own slide before the credits: the picture last added from the Canvas ("Add to deck"). */
    includeCanvas: z.boolean({ error: 'includeCanvas must be true or false.' }).optional(),
  },
  {
    error:
      'Send a JSON body: { "format": "pptx" | "pdf", "pages"?: [page ids], "includePrompts"?: boolean, "includeComments"?: boolean, "includeCanvas"?: boolean }.',
  },
);
export type ExportRequest = z.infer<typeof exportRequestSchema>;
