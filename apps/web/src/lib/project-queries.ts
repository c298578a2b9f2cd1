import type { Project } from '@loci/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/** The cache keys of projects: every screen reads and invalidates through these. */
export const projectKeys = {
  list: ['projects'] as const,
  detail: (projectId: string) => ['project', projectId] as const,
};

/**
 * `GET /api/projects/:id/`: one project with its typed data (contexts, topics, moodboards), the one
 * request behind Instructions, Presentation, Canvas and Export.
 */
export function projectQuery(projectId: string) {
  return queryOptions({
    queryKey: projectKeys.detail(projectId),
    queryFn: async () => {
      // The shared schemas load with the first project read, so the Projects list does not carry them.
      const [body, { requireProjectWithData }] = await Promise.all([
        apiFetch<unknown>(`/api/projects/${encodeURIComponent(projectId)}/`),
        import('@loci/shared'),
      ]);
      return requireProjectWithData(body);
    },
  });
}

/** The signed-in user's projects, newest first (each carries up to 6 thumbnail URLs). */
export function projectsQuery() {
  return queryOptions({
    queryKey: projectKeys.list,
    queryFn: async () => (await apiFetch<{ projects: Project[] }>('/api/projects/')).projects,
  });
}

/** Refetches one project so the cache matches what the server stored. */
export function invalidateProject(queryClient: QueryClient, projectId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) });
}
