import type { RenderResponse } from '@loci/shared';
import { apiFetch } from '../../../lib/api-client';
import { toFormData } from './form-data';

export type GenerateRenderInput = {
  projectId: string;
  moodboardId: string;
  programmaticArea: string;
  areaDescription: string;
  forceRegenerate?: boolean;
};

/** `POST /generate_render/`: the moodboard's render, or the cached one (`cached: true`). */
export function generateRender(input: GenerateRenderInput): Promise<RenderResponse> {
  return apiFetch<RenderResponse>('/generate_render/', {
    method: 'POST',
    body: toFormData({
      project_id: input.projectId,
      moodboard_id: input.moodboardId,
      programmaticArea: input.programmaticArea,
      areaDescription: input.areaDescription,
      force_regenerate: input.forceRegenerate ? 'true' : 'false',
    }),
  });
}

export type EditRenderInput = { projectId: string; moodboardId: string; newPrompt: string; previousRender: string };

/** `POST /edit_render/`: a new render from an edited prompt and the previous render. */
export function editRender(input: EditRenderInput): Promise<RenderResponse> {
  return apiFetch<RenderResponse>('/edit_render/', {
    method: 'POST',
    body: toFormData({
      project_id: input.projectId,
      moodboard_id: input.moodboardId,
      new_prompt: input.newPrompt.trim(),
      previous_render: input.previousRender,
    }),
  });
}
