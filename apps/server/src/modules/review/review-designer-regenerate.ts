import {
  deckRender,
  ErrorCode,
  findMoodboard,
  type GenerationKind,
  pageId,
  parsePageId,
  RENDER_IMAGE_INDEX,
  reviewImageKey,
  type reviewRegenerateSchema,
} from '@loci/shared';
import type { z } from 'zod';
import { guideShotPrompt } from '../../adapters/ai/index.js';
import { AppError } from '../../errors.js';
import { bumpRound, currentRound, listFeedback } from './review.repository.js';
import type { ReviewDeps } from './review-deps.js';
import type { ScopedProject } from './review-designer-dto.js';
import { currentImages, latestVerdicts } from './review-view.js';

/**
 * A slot's prompt with the guidance merged into its shot ("bamboo fence instead of ironwork"
 * replaces the subject; "oak, not marble" the materials) and written again: the image changes
 * in what it shows, not only in its seed. An earlier appended guidance line is dropped.
 */
export function withGuidance(prompt: string, guidance: string): string {
  return guideShotPrompt(prompt, guidance);
}

/**
 * Queues new images for the chosen board slots with guidance in their prompts, and remakes the
 * chosen moodboard images the same way (the moodboards module makes them at once); approved
 * images need `unlock`. Every item is checked before anything is made.
 */
export async function regenerateFromFeedback(
  deps: ReviewDeps,
  project: ScopedProject,
  input: z.output<typeof reviewRegenerateSchema>,
  userId: string,
): Promise<{ queued: number; round: number }> {
  const { db } = deps;
  const data = await deps.data.getData(project.id);
  const verdicts = latestVerdicts(await listFeedback(db, { projectId: project.id }), currentImages(data));
  const prompts = new Map((await deps.guided.slotPrompts(project.id)).map((s) => [`${s.section}-${s.kind}/${s.idx}`, s.prompt]));
  const slots: { section: string; kind: GenerationKind; idx: number; prompt: string }[] = [];
  const moodboardImages: { moodboardId: string; idx: number; prompt: string }[] = [];
  const renders: { moodboardId: string; renderId: string; prompt: string }[] = [];
  for (const item of input.items) {
    const ref = parsePageId(item.pageId);
    if (!ref) throw new AppError(ErrorCode.Validation, 'That page is not in this presentation.');
    const key = reviewImageKey(pageId(ref), item.imageIndex);
    const moodboard = ref.kind === 'moodboard' ? findMoodboard(data, ref.moodboardId) : undefined;
    // A moodboard's render (issue #46): the one the deck shows, remade from its own prompt.
    const render = moodboard && item.imageIndex === RENDER_IMAGE_INDEX ? deckRender(moodboard) : undefined;
    const prompt = render ? render.render_prompt : moodboard ? moodboard.prompts[item.imageIndex] : prompts.get(key);
    if (prompt === undefined) throw new AppError(ErrorCode.NotFound, 'That image is not in this presentation.');
    if (verdicts.get(key) === 'approve' && !item.unlock) {
      throw new AppError(ErrorCode.Conflict, 'An approved image is locked. Unlock it to regenerate it.');
    }
    const guided = withGuidance(prompt, item.guidance);
    if (render && ref.kind === 'moodboard') renders.push({ moodboardId: ref.moodboardId, renderId: render.id, prompt: guided });
    else if (ref.kind === 'moodboard') moodboardImages.push({ moodboardId: ref.moodboardId, idx: item.imageIndex, prompt: guided });
    else slots.push({ section: ref.section, kind: ref.kind, idx: item.imageIndex, prompt: guided });
  }
  await deps.rounds?.movingOn(project.id, await currentRound(db, project.id), userId);
  // Moodboard images first: the moodboards module's own refusals come before any board is queued.
  for (const image of moodboardImages) await deps.moodboardImages.regenerate(userId, { projectId: project.id, ...image });
  for (const render of renders) await deps.moodboardImages.regenerateRender(userId, { projectId: project.id, ...render });
  const queued = slots.length ? await deps.guided.requeue({ projectId: project.id, workspaceId: project.workspace_id, userId, slots }) : 0;
  return { queued: queued + moodboardImages.length + renders.length, round: await bumpRound(db, project.id) };
}
