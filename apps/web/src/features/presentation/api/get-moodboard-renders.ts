import type { MoodboardRender } from '@loci/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const moodboardRendersKey = (projectId: string, moodboardId: string) => ['moodboard-renders', projectId, moodboardId] as const;

/** `GET /api/projects/:id/moodboards/:moodboardId/renders`: every render of a moodboard, newest last. */
export function getMoodboardRenders(projectId: string, moodboardId: string): Promise<{ renders: MoodboardRender[] }> {
  const path = `/api/projects/${encodeURIComponent(projectId)}/moodboards/${encodeURIComponent(moodboardId)}/renders`;
  return apiFetch<{ renders: MoodboardRender[] }>(path);
}

/** A moodboard's render history; idle without a project or while `enabled` is false. */
export function useMoodboardRenders(projectId: string | undefined, moodboardId: string, enabled: boolean) {
  return useQuery({
    queryKey: moodboardRendersKey(projectId ?? '', moodboardId),
    queryFn: () => getMoodboardRenders(projectId ?? '', moodboardId),
    enabled: Boolean(projectId) && enabled,
    select: (data) => data.renders,
  });
}
