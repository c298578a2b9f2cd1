import type { GenerationProgress } from '@loci/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { progressPollInterval } from '../model/progress';

export const generationProgressKey = (projectId: string) => ['generation', projectId] as const;

/** `GET /api/projects/:id/generation`: per-board progress of the project's job, polled while anything runs (quickly until a board's first image). */
export function generationProgressQuery(projectId: string) {
  return queryOptions({
    queryKey: generationProgressKey(projectId),
    queryFn: () => apiFetch<GenerationProgress>(`/api/projects/${encodeURIComponent(projectId)}/generation`),
    retry: false,
    refetchInterval: (query) => progressPollInterval(query.state.data),
  });
}

/** The job progress; idle without an id. */
export function useGenerationProgress(projectId: string | undefined) {
  return useQuery({ ...generationProgressQuery(projectId ?? ''), enabled: Boolean(projectId) });
}
