import type { Section } from '@loci/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useGenerationProgress } from '../api/get-generation-progress';
import { projectDataKey } from '../api/get-project-data';
import { useStartGeneration } from '../api/start-generation';
import type { BoardKind } from '../model/pages';
import { progressSignature } from '../model/progress';

/**
 * Drives progressive generation through the server's durable job: queues a board once per
 * visit, polls the progress while anything runs and refetches the project data each time an
 * image completes (so reloads continue where the job is and nothing is generated twice).
 */
export function useBoardGeneration(projectId: string | undefined) {
  const queryClient = useQueryClient();
  const progress = useGenerationProgress(projectId);
  const start = useStartGeneration();
  const requested = useRef(new Set<string>());
  const signature = progressSignature(progress.data?.sections);
  const lastSignature = useRef(signature);

  useEffect(() => {
    if (!projectId || signature === lastSignature.current) return;
    lastSignature.current = signature;
    void queryClient.invalidateQueries({ queryKey: projectDataKey(projectId) });
  }, [projectId, signature, queryClient]);

  const { mutate } = start;
  const request = useCallback(
    (section: Section, kind: BoardKind) => {
      const key = `${projectId}:${section}:${kind}`;
      if (!projectId || requested.current.has(key)) return;
      requested.current.add(key);
      mutate(
        { projectId, section, kind },
        {
          onError: (error) => {
            // Spec §8: logged; the board keeps what it shows. A later visit may ask again.
            console.error(`Generation of ${section} ${kind} could not start`, error);
            requested.current.delete(key);
          },
        },
      );
    },
    [projectId, mutate],
  );

  /** Asks again now, whatever was asked before: "Generate missing images" and "Regenerate page". */
  const requestAgain = useCallback(
    (section: Section, kind: BoardKind, options: { regenerate?: boolean; replaceEdited?: boolean } = {}) => {
      if (!projectId) return;
      requested.current.add(`${projectId}:${section}:${kind}`);
      mutate(
        { projectId, section, kind, ...options },
        { onError: (error) => console.error(`Generation of ${section} ${kind} could not start`, error) },
      );
    },
    [projectId, mutate],
  );

  return {
    sections: progress.data?.sections,
    requestAgain,
    running: Boolean(progress.data?.running),
    request,
    /** The board whose start request is in flight (metadata is written before the POST answers). */
    starting: start.isPending ? start.variables : undefined,
    startError: start.error,
  };
}
