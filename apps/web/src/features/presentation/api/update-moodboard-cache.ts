import type { Moodboard } from '@loci/shared';
import type { QueryClient } from '@tanstack/react-query';
import { type ProjectWithData, projectDataKey } from './get-project-data';

/** Rewrites `data.moodboards` of the cached project (the page shows the change at once). */
export function updateCachedMoodboards(queryClient: QueryClient, projectId: string, change: (list: Moodboard[]) => Moodboard[]): void {
  queryClient.setQueryData<ProjectWithData>(projectDataKey(projectId), (old) =>
    old ? { ...old, data: { ...old.data, moodboards: change(old.data.moodboards) } } : old,
  );
}

/** Refetches the project so the cache matches what the server stored. */
export function refreshProject(queryClient: QueryClient, projectId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: projectDataKey(projectId) });
}
