import type { Section } from '@loci/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useLiveStreamUp } from '../../../lib/live-stream';
import { useProjectAccess } from '../../../lib/project-access';
import { invalidateProject, refreshBoard } from '../../../lib/project-queries';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useGenerationProgress } from '../api/get-generation-progress';
import { useStartGeneration } from '../api/start-generation';
import { type BoardKind, boardTitle } from '../model/pages';
import { progressSignature } from '../model/progress';

/** The toast's title when a board's generation could not start. */
export const startFailure = (section: Section, kind: BoardKind) => `${boardTitle(section, kind)} could not start generating`;

/**
 * Drives progressive generation through the server's durable job: queues a board once per
 * visit, polls the progress while anything runs and the live stream is down, and then refetches
 * the project data each time an image completes; with the stream up, each settled slot's event
 * refreshes its board (so reloads continue where the job is and nothing is generated twice).
 */
export function useBoardGeneration(projectId: string | undefined) {
  const queryClient = useQueryClient();
  const reportFailure = useFailureToast();
  const progress = useGenerationProgress(projectId);
  const start = useStartGeneration();
  const requested = useRef(new Set<string>());
  // A viewer only watches: nothing is queued on their visit.
  const { canEdit } = useProjectAccess();
  const signature = progressSignature(progress.data?.sections);
  const lastSignature = useRef(signature);

  // While the live stream is up, each settled slot refreshes its own board; only polling needs this.
  const live = useLiveStreamUp(projectId);
  useEffect(() => {
    if (!projectId || signature === lastSignature.current) return;
    lastSignature.current = signature;
    if (!live) void invalidateProject(queryClient, projectId);
  }, [projectId, signature, queryClient, live]);

  // A job that ends reads its boards once more, live or not. Each settled slot's event reads its
  // board, but that read can race a read of the whole project that left before it; the progress
  // read that says "ended" left after the last slot committed, so these reads have every image.
  // Only the boards the job worked on: a board that was already done keeps what the screen shows.
  const running = Boolean(progress.data?.running);
  const wasRunning = useRef(running);
  const worked = useRef(new Set<string>());
  const sections = progress.data?.sections;
  useEffect(() => {
    for (const { section, kind, status } of sections ?? [])
      if (status === 'queued' || status === 'running') worked.current.add(`${section}:${kind}`);
    const ended = wasRunning.current && !running;
    wasRunning.current = running;
    if (!ended) return;
    const boards = worked.current;
    worked.current = new Set();
    if (!projectId || !live) return;
    for (const { section, kind, total } of sections ?? [])
      if (total > 0 && boards.has(`${section}:${kind}`))
        void refreshBoard(queryClient, { projectId, section, kind }).catch(() => invalidateProject(queryClient, projectId));
  }, [projectId, running, live, sections, queryClient]);

  const { mutate } = start;
  const request = useCallback(
    (section: Section, kind: BoardKind) => {
      const key = `${projectId}:${section}:${kind}`;
      if (!projectId || !canEdit || requested.current.has(key)) return;
      requested.current.add(key);
      mutate(
        { projectId, section, kind },
        {
          onError: (error) => {
            // The board keeps what it shows; a later visit may ask again.
            reportFailure(startFailure(section, kind), error);
            requested.current.delete(key);
          },
        },
      );
    },
    [projectId, canEdit, mutate, reportFailure],
  );

  /** Asks again now, whatever was asked before: "Generate missing images" and "Regenerate page". */
  const requestAgain = useCallback(
    (section: Section, kind: BoardKind, options: { regenerate?: boolean; replaceEdited?: boolean } = {}) => {
      if (!projectId) return;
      requested.current.add(`${projectId}:${section}:${kind}`);
      mutate({ projectId, section, kind, ...options }, { onError: (error) => reportFailure(startFailure(section, kind), error) });
    },
    [projectId, mutate, reportFailure],
  );

  return {
    sections,
    requestAgain,
    running,
    request,
    /** The board whose start request is in flight (metadata is written before the POST answers). */
    starting: start.isPending ? start.variables : undefined,
    startError: start.error,
  };
}
