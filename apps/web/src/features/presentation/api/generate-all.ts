import type { GenerationProgress } from '@loci/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { generationProgressKey } from './get-generation-progress';

const generationUrl = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/generation`;

/** `POST /api/projects/:id/generation` with `kind: all`: every chosen section's pages, missing images only (idempotent). */
export function generateAll(projectId: string): Promise<GenerationProgress> {
  return apiFetch<GenerationProgress>(generationUrl(projectId), { method: 'POST', body: JSON.stringify({ kind: 'all' }) });
}

/** `POST /api/projects/:id/generation/cancel`: queued images leave the queue; those being made finish. */
export function cancelGeneration(projectId: string): Promise<GenerationProgress> {
  return apiFetch<GenerationProgress>(`${generationUrl(projectId)}/cancel`, { method: 'POST' });
}

function useProgressMutation(mutationFn: (projectId: string) => Promise<GenerationProgress>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // An older progress read answering after this POST would undo what it says: cancel it, then seed.
    onMutate: (projectId) => queryClient.cancelQueries({ queryKey: generationProgressKey(projectId) }),
    onSuccess: async (progress, projectId) => {
      await queryClient.cancelQueries({ queryKey: generationProgressKey(projectId) });
      queryClient.setQueryData(generationProgressKey(projectId), progress);
    },
  });
}

/** "Generate all": queues every page missing images and seeds the progress query with the answer. */
export const useGenerateAll = () => useProgressMutation(generateAll);

/** "Cancel" beside Generate all. */
export const useCancelGeneration = () => useProgressMutation(cancelGeneration);
