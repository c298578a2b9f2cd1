import type { GenerationProgress } from '@loci/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useLiveStreamUp } from '../../../lib/live-stream';
import { queryKeys } from '../../../lib/query-keys';
import { progressPollInterval } from '../model/progress';

export const generationProgressKey = queryKeys.generation;

/** `GET /api/projects/:id/generation`: per-board progress of the project's job, polled while anything runs (quickly until a board's first image). */
export function generationProgressQuery(projectId: string) {
  return queryOptions({
    queryKey: generationProgressKey(projectId),
    queryFn: () => apiFetch<GenerationProgress>(`/api/projects/${encodeURIComponent(projectId)}/generation`),
    retry: false,
    refetchInterval: (query) => progressPollInterval(query.state.data),
  });
}

/**
 * The job progress; idle without an id. Polled only while the project's live stream is down: while
 * it is up, each settled slot's event refreshes the progress (features/live/model/event-keys.ts).
 */
export function useGenerationProgress(projectId: string | undefined) {
  const live = useLiveStreamUp(projectId);
  const query = generationProgressQuery(projectId ?? '');
  return useQuery({ ...query, enabled: Boolean(projectId), ...(live ? { refetchInterval: false } : {}) });
}
