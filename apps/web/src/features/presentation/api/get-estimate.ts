import type { Estimate, EstimateOperation } from '@loci/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface EstimateAsk {
  operation: EstimateOperation;
  kind?: 'context' | 'topics';
  count?: number;
}

/** `GET /api/projects/:id/estimate`: what an operation would cost with the configured image model. */
export function estimateQuery(projectId: string, ask: EstimateAsk) {
  const params = new URLSearchParams({ operation: ask.operation });
  if (ask.kind) params.set('kind', ask.kind);
  if (ask.count) params.set('count', String(ask.count));
  return queryOptions({
    queryKey: ['estimate', projectId, ask.operation, ask.kind ?? '', ask.count ?? 0] as const,
    queryFn: () => apiFetch<Estimate>(`/api/projects/${encodeURIComponent(projectId)}/estimate?${params}`),
    retry: false,
    // Read again on each mount: the answer weighs the work against the month's spend, which moves.
    staleTime: 0,
  });
}

/** The estimate; not asked when the provider is offline (it costs nothing). */
export function useEstimate(projectId: string, ask: EstimateAsk, enabled: boolean) {
  return useQuery({ ...estimateQuery(projectId, ask), enabled });
}
