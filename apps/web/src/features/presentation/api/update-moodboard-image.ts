import { apiFetch } from '../../../lib/api-client';
import { toFormData } from './form-data';

export type UpdateMoodboardImageInput = {
  projectId: string;
  moodboardId: string;
  moodboardTitle: string;
  index: number;
  newPrompt: string;
  oldPrompt: string;
  microMacro: number;
  photoStyled: number;
};

/** `POST /update_moodboard_image/`: regenerates one image of a moodboard with the sliders and a prompt. */
export function updateMoodboardImage(input: UpdateMoodboardImageInput): Promise<{ image: string; newPrompt: string }> {
  return apiFetch<{ image: string; newPrompt: string }>('/update_moodboard_image/', {
    method: 'POST',
    body: toFormData({
      project_id: input.projectId,
      moodboard_id: input.moodboardId,
      moodboard_title: input.moodboardTitle,
      image_index: input.index,
      new_prompt: input.newPrompt,
      old_prompt: input.oldPrompt,
      microMacro: input.microMacro,
      photoStyled: input.photoStyled,
    }),
  });
}
