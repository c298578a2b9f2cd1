import type { Project } from '@loci/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { projectKeys } from '../../../lib/project-queries';

export type DeleteProjectResult = { deleted: boolean; project_id: string };

/** Deletes one project of the signed-in user (404 when it is not theirs or gone). */
export async function deleteProject(id: string): Promise<DeleteProjectResult> {
  return apiFetch<DeleteProjectResult>(`/api/projects/${encodeURIComponent(id)}/`, { method: 'DELETE' });
}

/**
 * Deletes a project: on success drops it from the cached list at once, forgets its
 * per-id cache and refetches the list.
 */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_result, id) => {
      queryClient.setQueriesData<Project[]>({ queryKey: projectKeys.list }, (projects) => projects?.filter((p) => p.id !== id));
      queryClient.removeQueries({ queryKey: projectKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.list });
    },
  });
}
