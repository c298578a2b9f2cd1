import { assetUrl, type MoodboardImagesEditInput } from '@loci/shared';
import { badInput } from '../../errors.js';
import type { MoodboardServiceDeps } from './moodboard-deps.js';
import { providerFailure, remakeImage } from './moodboard-image-shared.js';

/** The image edits of the client's local moodboards, made without a project. */
export function createMoodboardImageScratchEdit(deps: MoodboardServiceDeps) {
  const { scratch } = deps;

  /**
   * POST /moodboard_images_edit/ (no project: the client's local moodboards): one image per prompt,
   * kept as the user's scratch images (viewable by them only, pruned after a day unless a project links them).
   */
  async function editWithoutProject(userId: string, form: MoodboardImagesEditInput) {
    const { newPrompt: hints, oldPrompt: olds } = form;
    const sliders = { microMacro: form.microMacro, photoStyled: form.photoStyled };
    const count = Math.max(hints.length, olds.length);
    if (!count) throw badInput('newPrompt is required.');
    const pairs = Array.from({ length: count }, (_, i) => ({
      hint: (hints[i] ?? '').trim().slice(0, 2000),
      old: (olds[i] ?? '').trim().slice(0, 2000),
    }));
    if (pairs.some((p) => !p.hint && !p.old)) throw badInput('Every image needs a newPrompt or an oldPrompt.');
    const made = [];
    for (const p of pairs)
      made.push(await remakeImage(deps, userId, { oldPrompt: p.old, hint: p.hint, ...sliders, section: 'historical' }));
    const shas = made.map((m) => m.outcome.sha).filter((s): s is string => s !== null);
    if (!shas.length) throw providerFailure(made[0].outcome);
    await scratch.keep(userId, shas);
    return { images: made.map((m) => (m.outcome.sha ? assetUrl(m.outcome.sha) : '')), newPrompt: made.map((m) => m.newPrompt) };
  }

  return { editWithoutProject };
}
