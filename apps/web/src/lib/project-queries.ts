import type { GenerationKind, Project, ProjectWithData, ReviewFeedbackList, ReviewLink, Section } from '@loci/shared';
import { isCancelledError, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { rememberOpenedProject } from './opened-projects';
import { queryKeys } from './query-keys';

/** The cache keys of projects: every screen reads and invalidates through these. */
export const projectKeys = {
  list: queryKeys.projects,
  /** One workspace's listing (under `list`, so invalidating `list` refreshes every workspace's). */
  workspace: queryKeys.workspaceProjects,
  detail: queryKeys.projectRead,
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

/**
 * `GET /api/projects/:id/boards/:section/:kind`: reads one board and folds it into the cached
 * project read (what a settled slot changes), so the screens update without reading the whole project.
 * The newest call wins: an older call still reading that board is cancelled and resolves without
 * touching the cache.
 */
export async function refreshBoard(
  queryClient: QueryClient,
  ref: { projectId: string; section: Section; kind: GenerationKind },
): Promise<void> {
  const { projectId, section, kind } = ref;
  const queryKey = queryKeys.board(projectId, section, kind);
  // A read already on its way may have left before the change this call was told of committed, and
  // fetchQuery would answer with it: cancel it, so this read starts now (the cancelled one gives up).
  await queryClient.cancelQueries({ queryKey, exact: true });
  const board = await queryClient
    .fetchQuery({
      queryKey,
      queryFn: async ({ signal }) => {
        const [body, { readProjectData }] = await Promise.all([
          apiFetch<{ board: unknown }>(
            `/api/projects/${encodeURIComponent(projectId)}/boards/${encodeURIComponent(section)}/${encodeURIComponent(kind)}`,
            { signal },
          ),
          import('@loci/shared/project-model.read'),
        ]);
        // Read through the project reader, so a board has the shape it has in the project read.
        const data = readProjectData(kind === 'context' ? { contexts: { [section]: body.board } } : { topics: { [section]: body.board } });
        return (kind === 'context' ? data.contexts[section] : data.topics[section]) ?? null;
      },
      staleTime: 0,
    })
    .catch((err: unknown) => {
      if (isCancelledError(err)) return undefined;
      throw err;
    });
  if (board === undefined) return;
  queryClient.setQueryData<ProjectWithData>(queryKeys.projectRead(projectId), (read) => {
    if (!read) return read;
    const list = kind === 'context' ? 'contexts' : 'topics';
    const boards = { ...read.data[list] } as Record<string, unknown>;
    if (board) boards[section] = board;
    else delete boards[section];
    return { ...read, data: { ...read.data, [list]: boards } };
  });
}

/** Cache keys of a project's review links and the feedback left through them. */
export const reviewKeys = {
  links: queryKeys.reviewLinks,
  feedback: queryKeys.feedback,
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
