import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateProject } from '../../../lib/project-queries';
import { updateCachedMoodboards } from '../api/update-moodboard-cache';
import { updateMoodboardImage } from '../api/update-moodboard-image';
import { editFailureMessage } from '../model/edit-failure';
import { patchMoodboardImage } from '../model/moodboard-cache';
import type { MoodboardView } from '../model/moodboards';

export type MoodboardImageSettings = { microMacro: number; photoStyled: number };

type EditInput = { projectId: string; index: number; prompt: string; settings: MoodboardImageSettings };

/**
 * The image-edit popup's GENERATE (`/update_moodboard_image/`): the new image and prompt replace
 * the old ones at once; a failure keeps the old image (spec §8) and says why (`editError`).
 */
export function useMoodboardImageEdit({ projectId, moodboard }: { projectId?: string; moodboard: MoodboardView }) {
  const queryClient = useQueryClient();
  const edit = useMutation({
    mutationFn: ({ projectId, index, prompt, settings }: EditInput) =>
      updateMoodboardImage({
        projectId,
        moodboardId: moodboard.id,
        moodboardTitle: moodboard.title,
        index,
        newPrompt: prompt,
        oldPrompt: moodboard.prompts[index] ?? '',
        ...settings,
      }),
    onSuccess: (result, { projectId, index, prompt, settings }) => {
      updateCachedMoodboards(queryClient, projectId, (list) =>
        patchMoodboardImage(list, { id: moodboard.id, index, image: result.image, prompt: result.newPrompt || prompt, settings }),
      );
      void invalidateProject(queryClient, projectId);
    },
  });

  async function regenerate(index: number, prompt: string, settings: MoodboardImageSettings): Promise<void> {
    if (!projectId) return;
    await edit.mutateAsync({ projectId, index, prompt, settings }).catch(() => undefined);
  }

  return {
    busyIndex: edit.isPending ? edit.variables.index : null,
    editError: edit.isError ? { index: edit.variables.index, message: editFailureMessage(edit.error) } : null,
    regenerate,
  };
}
