import type { MoodboardRender, RenderResponse } from '@loci/shared';

/** Spec §8 render messages. */
export const RENDER_MESSAGES = {
  generateFailed: 'Error generating render. Please try again.',
  generateNoImage: 'Failed to generate render. Please try again.',
  regenerateFailed: 'Error regenerating render. Please try again.',
  regenerateNoImage: 'Failed to regenerate render. Please try again.',
} as const;

/** A render answer as a history entry. */
export function toRender(response: RenderResponse, now = new Date()): MoodboardRender {
  return {
    id: response.render_id,
    image: response.image || response.render_url,
    render_prompt: response.render_prompt,
    created_at: now.toISOString(),
  };
}

/** The history (oldest first): the stored renders, then those made in this session not stored yet. */
export function mergeRenders(stored: MoodboardRender[], made: MoodboardRender[]): MoodboardRender[] {
  const known = new Set(stored.map((r) => r.id));
  return [...stored, ...made.filter((r) => !known.has(r.id))];
}

/** Whether REGENERATE may run: the prompt is not blank (spec §5). */
export function canRegenerate(prompt: string, busy: boolean): boolean {
  return !busy && prompt.trim().length > 0;
}
