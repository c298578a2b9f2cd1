import type { GenerationProgress } from '@loci/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Poll interval while a job runs. */
export const PROGRESS_POLL_MS = 700;

export const generationProgressKey = (projectId: string) => ['generation', projectId] as const;

/** `GET /api/projects/:id/generation`: per-board progress of the project's job. */
export function getGenerationProgress(projectId: string): Promise<GenerationProgress> {
  return apiFetch<GenerationProgress>(`/api/projects/${encodeURIComponent(projectId)}/generation`);
}

/** The job progress, polled every 700 ms while anything runs. Idle without an id. */
export function useGenerationProgress(projectId: string | undefined) {
  return useQuery({
    queryKey: generationProgressKey(projectId ?? ''),
    queryFn: () => getGenerationProgress(projectId ?? ''),
    enabled: Boolean(projectId),
    retry: false,
    refetchInterval: (query) => (query.state.data?.running ? PROGRESS_POLL_MS : false),
  });
}
