import { type ProjectWithData, requireProjectWithData } from '@loci/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/projects/:id/`: the project and its data (read by `readCanvasData`). */
export type ProjectResponse = ProjectWithData;

/** Fetches one project with its contexts, topics and moodboards. */
export function getCanvasProject(projectId: string): Promise<ProjectResponse> {
  return apiFetch<unknown>(`/api/projects/${encodeURIComponent(projectId)}/`).then(requireProjectWithData);
}

/** The project behind the canvas (same cache key as other readers of one project); idle without an id. */
export function useCanvasProject(projectId: string | undefined) {
  return useQuery({
    queryKey: ['project', projectId ?? ''],
    queryFn: () => getCanvasProject(projectId ?? ''),
    enabled: Boolean(projectId),
    retry: false,
  });
}
