import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refreshProject, updateCachedMoodboards } from '../api/update-moodboard-cache';
import { updateMoodboardImage } from '../api/update-moodboard-image';
import { editFailureMessage } from '../model/edit-failure';
import { patchMoodboardImage } from '../model/moodboard-cache';
import type { MoodboardView } from '../model/moodboards';

export type MoodboardImageSettings = { microMacro: number; photoStyled: number };

/**
 * The image-edit popup's GENERATE (`/update_moodboard_image/`): the new image and prompt replace
 * the old ones at once; a failure keeps the old image (spec §8) and says why (`editError`).
 */
export function useMoodboardImageEdit({ projectId, moodboard }: { projectId?: string; moodboard: MoodboardView }) {
  const queryClient = useQueryClient();
  const [busyIndex, setBusyIndex] = useState<number | null>(null);
  const [editError, setEditError] = useState<{ index: number; message: string } | null>(null);

  async function regenerate(index: number, prompt: string, settings: MoodboardImageSettings) {
    if (!projectId) return;
    setBusyIndex(index);
    setEditError(null);
    try {
      const result = await updateMoodboardImage({
        projectId,
        moodboardId: moodboard.id,
        moodboardTitle: moodboard.title,
        index,
        newPrompt: prompt,
        oldPrompt: moodboard.prompts[index] ?? '',
        ...settings,
      });
      updateCachedMoodboards(queryClient, projectId, (list) =>
        patchMoodboardImage(list, { id: moodboard.id, index, image: result.image, prompt: result.newPrompt || prompt, settings }),
      );
      void refreshProject(queryClient, projectId);
    } catch (error) {
      console.error('Moodboard image edit failed', error);
      setEditError({ index, message: editFailureMessage(error) });
    } finally {
      setBusyIndex(null);
    }
  }

  return { busyIndex, editError, regenerate };
}
