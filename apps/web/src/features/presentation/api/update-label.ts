import type { Section } from '@loci/shared';
import { apiFetch } from '../../../lib/api-client';
import type { BoardKind } from '../model/pages';
import { toFormData } from './form-data';

export type UpdateLabelInput = {
  projectId?: string;
  kind: BoardKind;
  section: Section;
  index: number;
  currentPrompt: string;
  newLabel: string;
  context: string;
  projectLocation: string;
};

export type UpdateLabelResult = {
  newPrompt?: string;
  alternativeLabels?: string[];
  image?: string;
  newGeneratedContext?: string;
};

/** `/presentation_context_update/` or `/presentation_topics_update/`: a custom topic label for one slot. */
export function updateLabel(input: UpdateLabelInput): Promise<UpdateLabelResult> {
  if (input.kind === 'context') {
    return apiFetch<UpdateLabelResult>('/presentation_context_update/', {
      method: 'POST',
      body: toFormData({
        currentPrompt: input.currentPrompt,
        newLabel: input.newLabel,
        generatedContext: input.context,
        section: input.section,
        projectLocation: input.projectLocation,
        project_id: input.projectId,
        image_index: input.index,
      }),
    });
  }
  return apiFetch<UpdateLabelResult>('/presentation_topics_update/', {
    method: 'POST',
    body: toFormData({
      currentPrompt: input.currentPrompt,
      newLabel: input.newLabel,
      context: input.context,
      section: input.section,
      project_id: input.projectId,
      image_index: input.index,
    }),
  });
}
