import type { Section } from '@loci/shared';
import { apiFetch } from '../../../lib/api-client';
import type { BoardKind } from '../model/pages';
import { toFormData } from './form-data';

export type SaveSelectionInput = {
  projectId?: string;
  kind: BoardKind;
  section: Section;
  index: number;
  selectedImage: string;
};

/** `/save_image_selection/` or `/save_topics_image_selection/`: keeps a chosen alternative. */
export async function saveImageSelection(input: SaveSelectionInput): Promise<void> {
  const path = input.kind === 'context' ? '/save_image_selection/' : '/save_topics_image_selection/';
  try {
    await apiFetch<unknown>(path, {
      method: 'POST',
      body: toFormData({
        section: input.section,
        image_index: input.index,
        selected_image: input.selectedImage,
        project_id: input.projectId,
      }),
    });
  } catch (error) {
    // Spec §8: the diagnostic call, then the caller reports the failure.
    await apiFetch<unknown>('/test/save_image_selection/').catch(() => undefined);
    throw error;
  }
}
