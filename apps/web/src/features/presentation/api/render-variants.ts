import type { RenderHour, RenderVariants } from '@loci/shared';
import { apiFetch } from '../../../lib/api-client';

/**
 * `POST /api/projects/:id/moodboards/:moodboardId/renders/:renderId/variants`: the same space lit at
 * 2–4 hours (issue #46), each a new render of the history.
 */
export function makeRenderVariants(input: { projectId: string; moodboardId: string; renderId: string; hours: RenderHour[] }) {
  const path = `/api/projects/${encodeURIComponent(input.projectId)}/moodboards/${encodeURIComponent(input.moodboardId)}/renders/${encodeURIComponent(input.renderId)}/variants`;
  return apiFetch<RenderVariants>(path, { method: 'POST', body: JSON.stringify({ hours: input.hours }) });
}
