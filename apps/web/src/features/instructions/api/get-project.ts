import { type ProjectWithData, requireProjectWithData } from '@loci/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/projects/:id/`: the project and its generated data (only the project is read here). */
export type { ProjectWithData };

/** Query key shared with whoever else reads one project. */
export const projectQueryKey = (projectId: string) => ['project', projectId] as const;

/** Fetches one project. */
export function getProject(projectId: string): Promise<ProjectWithData> {
  return apiFetch<unknown>(`/api/projects/${encodeURIComponent(projectId)}/`).then(requireProjectWithData);
}

/** One project by id; idle without an id. */
export function useProject(projectId: string | undefined) {
  return useQuery({
    queryKey: projectQueryKey(projectId ?? ''),
    queryFn: () => getProject(projectId ?? ''),
    enabled: Boolean(projectId),
  });
}
