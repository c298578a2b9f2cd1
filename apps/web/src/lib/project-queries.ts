import type { Project, ReviewFeedbackList, ReviewLink } from '@loci/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { rememberOpenedProject } from './opened-projects';

/** The cache keys of projects: every screen reads and invalidates through these. */
export const projectKeys = {
  list: ['projects'] as const,
  /** One workspace's listing (under `list`, so invalidating `list` refreshes every workspace's). */
  workspace: (workspaceId: string | undefined) => ['projects', workspaceId ?? 'personal'] as const,
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
        import('@loci/shared/project-model.read'),
      ]);
      const project = requireProjectWithData(body);
      rememberOpenedProject(projectId);
      return project;
    },
  });
}

/** A workspace's projects (the personal one without an id), newest first; each carries up to 6 thumbnail URLs. */
export function projectsQuery(workspaceId?: string) {
  return queryOptions({
    queryKey: projectKeys.workspace(workspaceId),
    queryFn: async () => {
      const query = workspaceId ? `?workspace=${encodeURIComponent(workspaceId)}` : '';
      return (await apiFetch<{ projects: Project[] }>(`/api/projects/${query}`)).projects;
    },
  });
}

/** Refetches one project so the cache matches what the server stored. */
export function invalidateProject(queryClient: QueryClient, projectId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) });
}

/** Cache keys of a project's review links and the feedback left through them. */
export const reviewKeys = {
  links: (projectId: string) => ['project', projectId, 'review-links'] as const,
  feedback: (projectId: string) => ['project', projectId, 'feedback'] as const,
};

/** `GET /api/projects/:id/review-links`: the project's review links (never their tokens). */
export function reviewLinksQuery(projectId: string) {
  return queryOptions({
    queryKey: reviewKeys.links(projectId),
    queryFn: async () => (await apiFetch<{ links: ReviewLink[] }>(`/api/projects/${encodeURIComponent(projectId)}/review-links`)).links,
  });
}

/** `GET /api/projects/:id/feedback`: every verdict and comment clients left on the project, oldest first. */
export function feedbackQuery(projectId: string) {
  return queryOptions({
    queryKey: reviewKeys.feedback(projectId),
    queryFn: async () => (await apiFetch<ReviewFeedbackList>(`/api/projects/${encodeURIComponent(projectId)}/feedback`)).feedback,
    staleTime: 15_000,
  });
}
