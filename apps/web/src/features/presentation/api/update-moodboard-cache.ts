import type { Moodboard, ProjectWithData } from '@loci/shared';
import type { QueryClient } from '@tanstack/react-query';
import { projectKeys } from '../../../lib/project-queries';

/** Rewrites `data.moodboards` of the cached project (the page shows the change at once). */
export function updateCachedMoodboards(queryClient: QueryClient, projectId: string, change: (list: Moodboard[]) => Moodboard[]): void {
  queryClient.setQueryData<ProjectWithData>(projectKeys.detail(projectId), (old) =>
    old ? { ...old, data: { ...old.data, moodboards: change(old.data.moodboards) } } : old,
  );
}
