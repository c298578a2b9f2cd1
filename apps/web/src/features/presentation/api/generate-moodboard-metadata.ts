import type { MoodboardMetadataResponse, Section } from '@loci/shared';
import { apiFetch } from '../../../lib/api-client';
import { toFormData } from './form-data';

export type MoodboardMetadataInput = {
  projectId: string;
  topic: string;
  programmaticArea: string;
  areaDescription: string;
  insight: Section;
  /** The insight's context description. */
  contextText: string;
  /** The chosen context image URL (it becomes the aesthetic reference). */
  selectedImage: string;
  /** The prompts of the selected images. */
  selectedImagesPrompts: string[];
};

/**
 * `POST /generate_moodboard_metadata/` (spec §4 Moodboard creation, first step): title, 9 prompts and
 * labels (the reference first); the server stores the moodboard with its images pending.
 */
export function generateMoodboardMetadata(input: MoodboardMetadataInput): Promise<MoodboardMetadataResponse> {
  return apiFetch<MoodboardMetadataResponse>('/generate_moodboard_metadata/', {
    method: 'POST',
    body: toFormData({
      moodboardPrompt: input.topic.trim(),
      programmaticArea: input.programmaticArea,
      optionalPrompt: input.areaDescription.trim(),
      selectedInsight: input.insight,
      contextText: input.contextText,
      selectedImage: input.selectedImage,
      project_id: input.projectId,
      selectedImagesPrompts: input.selectedImagesPrompts,
    }),
  });
}
