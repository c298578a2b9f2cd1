import { type ProjectWithData, requireProjectWithData } from '@loci/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/projects/:id/`: the project and its boards (read by `readBoard`). */
export type { ProjectWithData };

/** Query key shared with other readers of one project. */
export const projectDataKey = (projectId: string) => ['project', projectId] as const;

/** Fetches one project with its data. */
export function getProjectData(projectId: string): Promise<ProjectWithData> {
  return apiFetch<unknown>(`/api/projects/${encodeURIComponent(projectId)}/`).then(requireProjectWithData);
}

/** One project with its boards; idle without an id. */
export function useProjectData(projectId: string | undefined) {
  return useQuery({
    queryKey: projectDataKey(projectId ?? ''),
    queryFn: () => getProjectData(projectId ?? ''),
    enabled: Boolean(projectId),
  });
}
