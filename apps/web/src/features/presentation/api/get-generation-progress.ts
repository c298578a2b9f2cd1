import type { GenerationProgress } from '@loci/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { progressPollInterval } from '../model/progress';

export const generationProgressKey = (projectId: string) => ['generation', projectId] as const;

/** `GET /api/projects/:id/generation`: per-board progress of the project's job. */
export function getGenerationProgress(projectId: string): Promise<GenerationProgress> {
  return apiFetch<GenerationProgress>(`/api/projects/${encodeURIComponent(projectId)}/generation`);
}

/** The job progress, polled while anything runs (quickly until a board's first image). Idle without an id. */
export function useGenerationProgress(projectId: string | undefined) {
  return useQuery({
    queryKey: generationProgressKey(projectId ?? ''),
    queryFn: () => getGenerationProgress(projectId ?? ''),
    enabled: Boolean(projectId),
    retry: false,
    refetchInterval: (query) => progressPollInterval(query.state.data),
  });
}
