import { ErrorCode } from '@loci/shared';
import { AppError } from '../../errors.js';
import { newSeed } from '../imaging/index.js';
import { requireProjectAccess } from '../projects/index.js';
import { type MoodboardServiceDeps, requireMoodboard } from './moodboard-deps.js';
import { providerFailure, saveMoodboardImage, step } from './moodboard-image-shared.js';
import { findImage } from './moodboards.repository.js';

/** Review's regeneration of a moodboard image a client rejected. */
export function createMoodboardImageReview(deps: MoodboardServiceDeps) {
  const { db, images } = deps;

  /**
   * Review's "Regenerate rejected": image `idx` of a moodboard made anew from `prompt` (the slot's
   * prompt with the client's guidance) with a new seed. The chosen reference is not generated, so
   * it is not regenerated either.
   */
  async function regenerateForReview(userId: string, opts: { projectId: string; moodboardId: string; idx: number; prompt: string }) {
    const project = await requireProjectAccess(deps.projects, userId, opts.projectId, 'edit');
    const moodboard = await requireMoodboard(deps, project.id, opts.moodboardId);
    const slot = await findImage(db, moodboard.id, opts.idx);
    if (!slot?.asset_sha) throw new AppError(ErrorCode.NotFound, 'That image is not in this presentation.');
    if (opts.idx === 0 && slot.asset_sha === moodboard.selected_sha) {
      throw new AppError(ErrorCode.Validation, 'The moodboard’s reference image was chosen, not generated: choose another on its board.');
    }
    const sliders = { microMacro: step(slot.micro_macro ?? 1), photoStyled: step(slot.photo_styled ?? 1) };
    const outcome = await images.generate({
      userId,
      workspaceId: project.workspace_id,
      projectId: project.id,
      prompt: opts.prompt,
      usage: 0,
      ...sliders,
      palette: project.brand_palette,
      seed: newSeed(),
    });
    if (!outcome.sha) throw providerFailure(outcome);
    const sha = outcome.sha;
    const patch = { prompt: opts.prompt, assetSha: sha, status: 'done' as const };
    await saveMoodboardImage(deps, { userId, projectId: project.id, moodboardId: moodboard.id, idx: opts.idx, patch, shas: [sha] });
  }

  return { regenerateForReview };
}
