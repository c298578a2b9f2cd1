import type { MoodboardRender } from '@loci/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const moodboardRendersKey = queryKeys.moodboardRenders;

/** `GET /api/projects/:id/moodboards/:moodboardId/renders`: every render of a moodboard, newest last. */
export function moodboardRendersQuery(projectId: string, moodboardId: string) {
  const path = `/api/projects/${encodeURIComponent(projectId)}/moodboards/${encodeURIComponent(moodboardId)}/renders`;
  return queryOptions({
    queryKey: moodboardRendersKey(projectId, moodboardId),
    queryFn: () => apiFetch<{ renders: MoodboardRender[] }>(path),
    select: (data) => data.renders,
  });
}

/** A moodboard's render history; idle without a project or while `enabled` is false. */
export function useMoodboardRenders(projectId: string | undefined, moodboardId: string, enabled: boolean) {
  return useQuery({ ...moodboardRendersQuery(projectId ?? '', moodboardId), enabled: Boolean(projectId) && enabled });
}
