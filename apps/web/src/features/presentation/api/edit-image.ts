import type { ImageSettings, Section } from '@loci/shared';
import { apiFetch } from '../../../lib/api-client';
import type { BoardKind } from '../model/pages';
import { toFormData } from './form-data';

export type EditImageInput = {
  projectId?: string;
  kind: BoardKind;
  section: Section;
  index: number;
  oldPrompt: string;
  newPrompt: string;
  /** The section's context description. */
  context: string;
  settings: ImageSettings;
};

/** `notice`: the server found no photo for a sourced edit and generated the image instead. */
export type EditImageResult = { images: string[]; newPrompt?: string; notice?: string; drawnAs?: string };

/** `/presentation_context_edit/` or `/presentation_topics_edit/`: regenerates (or sources) one image. */
export function editImage(input: EditImageInput): Promise<EditImageResult> {
  const path = input.kind === 'context' ? '/presentation_context_edit/' : '/presentation_topics_edit/';
  return apiFetch<EditImageResult>(path, {
    method: 'POST',
    body: toFormData({
      new_prompt: input.newPrompt,
      old_prompt: input.oldPrompt,
      section: input.section,
      [input.kind === 'context' ? 'generated_context' : 'context']: input.context,
      microMacro: input.settings.microMacro,
      photoStyled: input.settings.photoStyled,
      realSourced: input.settings.realSourced,
      image_index: input.index,
      project_id: input.projectId,
    }),
  });
}
