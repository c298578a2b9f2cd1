import { apiFetch } from '../../../lib/api-client';
import { bareTitle } from '../model/moodboards';
import { toFormData } from './form-data';

export type DeleteMoodboardInput = { projectId: string; moodboardId: string; title: string };

/** `POST /delete_moodboard/`: removes a moodboard (title sent without " moodboard"). */
export function deleteMoodboard(input: DeleteMoodboardInput): Promise<{ success: boolean }> {
  return apiFetch<{ success: boolean }>('/delete_moodboard/', {
    method: 'POST',
    body: toFormData({ project_id: input.projectId, moodboard_title: bareTitle(input.title), moodboard_id: input.moodboardId }),
  });
}
