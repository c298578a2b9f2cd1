import type { Section, SingleImageResponse } from '@loci/shared';
import { ApiError, apiFetch } from '../../../lib/api-client';
import type { BoardKind } from '../model/pages';
import { toFormData } from './form-data';

export type SingleImageInput = {
  projectId?: string;
  kind: BoardKind;
  section: Section;
  index: number;
  prompt: string;
  promptUsage: number;
  projectLocation: string;
};

/** Spec §8: a failed fetch or a reset connection is a network error (one retry); a timeout is not. */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof ApiError) return false;
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /failed to fetch|network|connection reset|econnreset|load failed/i.test(text) && !/timeout/i.test(text);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function request(input: SingleImageInput): Promise<SingleImageResponse> {
  const path = input.kind === 'context' ? '/generate_single_context_image/' : '/generate_single_topics_image/';
  return apiFetch<SingleImageResponse>(path, {
    method: 'POST',
    body: toFormData({
      project_id: input.projectId,
      section: input.section,
      image_index: input.index,
      prompt: input.prompt,
      prompt_usage: input.promptUsage,
      project_location: input.kind === 'context' ? input.projectLocation : undefined,
    }),
  });
}

/**
 * Generates one slot's image (spec §4): one retry after 500 ms on a network error, none on a
 * timeout. Resolves '' when the answer is flagged timeout or fallback (a blank slot to retry).
 */
export async function generateSingleImage(input: SingleImageInput): Promise<{ image: string; alternatives: string[] }> {
  let response: SingleImageResponse;
  try {
    response = await request(input);
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    await wait(500);
    response = await request(input);
  }
  if (response.timeout || response.fallback) return { image: '', alternatives: response.alternatives ?? [] };
  return { image: response.image, alternatives: response.alternatives ?? [] };
}
