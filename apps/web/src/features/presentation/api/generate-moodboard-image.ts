import type { MoodboardImageResponse } from '@loci/shared';
import { apiFetch } from '../../../lib/api-client';
import { toFormData } from './form-data';
import { isNetworkError } from './generate-single-image';

export type MoodboardImageInput = { projectId: string; moodboardId: string; index: number; prompt: string };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function request(input: MoodboardImageInput): Promise<MoodboardImageResponse> {
  return apiFetch<MoodboardImageResponse>('/generate_single_moodboard_image/', {
    method: 'POST',
    body: toFormData({
      project_id: input.projectId,
      moodboard_id: input.moodboardId,
      image_index: input.index,
      prompt: input.prompt,
    }),
  });
}

/**
 * `POST /generate_single_moodboard_image/`: one image of a moodboard, stored by the server. One retry
 * after 500 ms on a network error (spec §8); '' when the answer is flagged timeout or fallback.
 */
export async function generateMoodboardImage(input: MoodboardImageInput): Promise<string> {
  let response: MoodboardImageResponse;
  try {
    response = await request(input);
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    await wait(500);
    response = await request(input);
  }
  return response.timeout || response.fallback ? '' : response.image;
}
