import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { invalidateProject } from '../../../lib/project-queries';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { generateMoodboardImage } from '../api/generate-moodboard-image';
import { type MoodboardView, pendingIndexes } from '../model/moodboards';

/**
 * Generates the pending images of the project's moodboards one at a time, in order (spec §4
 * Moodboard creation): right after creation, and again after a reload for what is still pending.
 * Each image is reported through `onArrived` ('' when failed; a failure is said in the toast and skipped).
 */
export function useMoodboardImages(options: {
  projectId: string | undefined;
  moodboards: MoodboardView[];
  onArrived: (key: string, image: string) => void;
}): void {
  const { projectId, moodboards } = options;
  const queryClient = useQueryClient();
  const attempted = useRef(new Set<string>());
  const driving = useRef(false);
  const signature = moodboards.map((m) => `${m.id}:${pendingIndexes(m).join(',')}`).join('|');
  const latest = useRef(moodboards);
  latest.current = moodboards;
  const report = useRef(options.onArrived);
  report.current = options.onArrived;
  const reportFailure = useRef(useFailureToast());

  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature says when pending work changed
  useEffect(() => {
    if (!projectId || driving.current) return;
    const next = () =>
      latest.current.flatMap((m) =>
        pendingIndexes(m)
          .filter((index) => !attempted.current.has(`${m.id}:${index}`))
          .map((index) => ({ moodboard: m, index })),
      )[0];
    if (!next()) return;
    driving.current = true;
    void (async () => {
      for (let job = next(); job; job = next()) {
        const { moodboard, index } = job;
        attempted.current.add(`${moodboard.id}:${index}`);
        let image = '';
        try {
          const prompt = moodboard.prompts[index] ?? '';
          image = await generateMoodboardImage({ projectId, moodboardId: moodboard.id, index, prompt });
        } catch (error) {
          // Skipped (spec §8): the slot stays blank, and the toast says so.
          reportFailure.current(`Image ${index + 1} of ${moodboard.title} moodboard could not be made`, error);
        }
        report.current(`${moodboard.id}:${index}`, image);
      }
      driving.current = false;
      await invalidateProject(queryClient, projectId);
    })();
  }, [projectId, signature, queryClient]);
}
