import type { ProjectData } from '@loci/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { refreshProject, updateCachedMoodboards } from '../api/update-moodboard-cache';
import { overlayArrivedImages, removeMoodboard } from '../model/moodboard-cache';
import { type MoodboardView, readMoodboardViews } from '../model/moodboards';
import { useMoodboardImages } from './use-moodboard-images';
import { useMoodboardToast } from './use-moodboard-toast';

/**
 * The project's moodboards (from the project data, or local ones without a project id, spec §4),
 * the image generation that fills them and the progress toast of the one generating.
 */
export function useMoodboards(projectId: string | undefined, data: ProjectData | undefined) {
  const queryClient = useQueryClient();
  const [local, setLocal] = useState<MoodboardView[]>([]);
  const list = data?.moodboards;
  const [arrived, setArrived] = useState<Record<string, string>>({});
  const stored = useMemo(() => readMoodboardViews(overlayArrivedImages(list ?? [], arrived)), [list, arrived]);
  const views = projectId ? stored : local;
  useMoodboardImages({ projectId, moodboards: stored, onArrived: (key, image) => setArrived((all) => ({ ...all, [key]: image })) });

  const toast = useMoodboardToast(views);

  const addLocal = (moodboard: MoodboardView) => setLocal((all) => [...all, moodboard]);

  /** Drops a deleted moodboard from what the pages show. */
  const forget = (id: string) => {
    if (!projectId) {
      setLocal((all) => all.filter((m) => m.id !== id));
      return;
    }
    updateCachedMoodboards(queryClient, projectId, (all) => removeMoodboard(all, id));
    void refreshProject(queryClient, projectId);
  };

  return { views, toast, addLocal, forget };
}
