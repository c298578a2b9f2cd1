import type { Project } from '@loci/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/projects/:id/`: the project and its boards (read by `readBoard`). */
export type ProjectWithData = {
  project: Project;
  data: { contexts: Record<string, unknown>; topics: Record<string, unknown>; moodboards: unknown[] };
};

/** Query key shared with other readers of one project. */
export const projectDataKey = (projectId: string) => ['project', projectId] as const;

/** Fetches one project with its data. */
export function getProjectData(projectId: string): Promise<ProjectWithData> {
  return apiFetch<ProjectWithData>(`/api/projects/${encodeURIComponent(projectId)}/`);
}

/** One project with its boards; idle without an id. */
export function useProjectData(projectId: string | undefined) {
  return useQuery({
    queryKey: projectDataKey(projectId ?? ''),
    queryFn: () => getProjectData(projectId ?? ''),
    enabled: Boolean(projectId),
  });
}
