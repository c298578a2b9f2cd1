import type { RenderUpscale, UpscaleFactor } from '@loci/shared';
import { apiFetch } from '../../../lib/api-client';

/**
 * `POST /api/projects/:id/moodboards/:moodboardId/renders/:renderId/upscale`: a print-resolution copy
 * of one render (×2 or ×4, issue #46), kept on the render; the PDF and PPTX print it.
 */
export function upscaleRender(input: { projectId: string; moodboardId: string; renderId: string; factor: UpscaleFactor }) {
  const path = `/api/projects/${encodeURIComponent(input.projectId)}/moodboards/${encodeURIComponent(input.moodboardId)}/renders/${encodeURIComponent(input.renderId)}/upscale`;
  return apiFetch<{ upscale: RenderUpscale }>(path, { method: 'POST', body: JSON.stringify({ factor: input.factor }) });
}
