import type { MoodboardRender } from '@loci/shared';
import { apiFetch } from '../../../lib/api-client';

/**
 * `PUT /api/projects/:id/moodboards/:moodboardId/pinned-render`: the render the deck shows (issue #46);
 * null unpins (the newest is used again). Answers the history with the pin.
 */
export function pinRender(input: { projectId: string; moodboardId: string; renderId: string | null }) {
  const path = `/api/projects/${encodeURIComponent(input.projectId)}/moodboards/${encodeURIComponent(input.moodboardId)}/pinned-render`;
  return apiFetch<{ renders: MoodboardRender[]; pinned_render_id: string | null }>(path, {
    method: 'PUT',
    body: JSON.stringify({ render_id: input.renderId }),
  });
}
