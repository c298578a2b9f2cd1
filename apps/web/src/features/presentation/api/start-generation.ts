import type { GenerationKind, GenerationProgress, Section } from '@loci/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { refreshBoard } from '../../../lib/project-queries';
import { generationProgressKey } from './get-generation-progress';

export type StartGenerationInput = {
  projectId: string;
  section: Section;
  kind: GenerationKind;
  /** "Regenerate page": new images for the board; `replaceEdited` replaces the user's choices too. */
  regenerate?: boolean;
  replaceEdited?: boolean;
};

/** `POST /api/projects/:id/generation`: queues a board (idempotent; topics bring their context first). */
export function startGeneration({ projectId, ...body }: StartGenerationInput): Promise<GenerationProgress> {
  return apiFetch<GenerationProgress>(`/api/projects/${encodeURIComponent(projectId)}/generation`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

/** Queues a board and seeds the progress query with the answer. */
export function useStartGeneration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startGeneration,
    // A progress read that started before this POST may answer after it with the older "nothing
    // running" state; it would stop the polling and leave the board generating forever. Cancel it.
    onMutate: (input) => queryClient.cancelQueries({ queryKey: generationProgressKey(input.projectId) }),
    onSuccess: async (progress, input) => {
      await queryClient.cancelQueries({ queryKey: generationProgressKey(input.projectId) });
      queryClient.setQueryData(generationProgressKey(input.projectId), progress);
      // The server wrote the board's text and queued its slots before answering: show them now,
      // whether or not the live stream is up (its events only say when each slot settles).
      const { projectId, section, kind } = input;
      const boards = kind === 'topics' ? (['context', 'topics'] as const) : ([kind] as const);
      for (const board of boards) void refreshBoard(queryClient, { projectId, section, kind: board }).catch(() => undefined);
    },
  });
}
