import type { RenderVariants, RenderVariantsRequest } from '@loci/shared';
import { apiFetch } from '../../../lib/api-client';

/**
 * `POST /api/projects/:id/moodboards/:moodboardId/renders/:renderId/variants`: the same space with one
 * thing varied 2–4 times, the hour or a surface's material (issue #46), each a new render of the history.
 */
export function makeRenderVariants(input: { projectId: string; moodboardId: string; renderId: string; request: RenderVariantsRequest }) {
  const path = `/api/projects/${encodeURIComponent(input.projectId)}/moodboards/${encodeURIComponent(input.moodboardId)}/renders/${encodeURIComponent(input.renderId)}/variants`;
  return apiFetch<RenderVariants>(path, { method: 'POST', body: JSON.stringify(input.request) });
}
