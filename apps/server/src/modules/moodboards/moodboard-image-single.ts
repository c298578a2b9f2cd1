import { assetUrl, MOODBOARD_MAX_IMAGES, type MoodboardImageInput, type MoodboardImageResponse } from '@loci/shared';
import { badInput } from '../../errors.js';
import { newSeed } from '../imaging/index.js';
import type { ProjectView } from '../projects/index.js';
import { type MoodboardServiceDeps, readImageIndex, requireMoodboard } from './moodboard-deps.js';
import { saveMoodboardImage, step } from './moodboard-image-shared.js';
import { listImages } from './moodboards.repository.js';

/** One moodboard image made from its prompt (or a scratch image without a moodboard). */
export function createMoodboardImageSingle(deps: MoodboardServiceDeps) {
  const { db, images, scratch } = deps;

  /**
   * POST /generate_single_moodboard_image/: makes image `image_index` of the moodboard from `prompt`
   * and stores it; the moodboard is complete when none is pending. Provider failures come back as
   * the timeout / fallback flags with image ''. Without moodboard_id the image is a scratch image.
   */
  async function single(userId: string, project: ProjectView, form: MoodboardImageInput): Promise<MoodboardImageResponse> {
    const id = form.moodboard_id;
    const moodboard = id ? await requireMoodboard(deps, project.id, id) : undefined;
    const positions = moodboard ? await listImages(db, [moodboard.id]) : [];
    const idx = readImageIndex(form.image_index, moodboard ? positions.length : MOODBOARD_MAX_IMAGES);
    const slot = positions.find((p) => p.idx === idx);
    // The selected reference is not generated: it is answered as it is.
    if (moodboard && slot && idx === 0 && slot.asset_sha && slot.asset_sha === moodboard.selected_sha) {
      return { image: assetUrl(slot.asset_sha), timeout: false, fallback: false };
    }
    const prompt = form.prompt || slot?.prompt || '';
    if (!prompt) throw badInput('prompt is required.');
    const sliders = { microMacro: step(slot?.micro_macro ?? 1), photoStyled: step(slot?.photo_styled ?? 1) };
    const outcome = await images.generate({
      userId,
      workspaceId: project.workspace_id,
      projectId: project.id,
      prompt,
      usage: 0,
      ...sliders,
      palette: project.brand_palette,
      // An image already there is regenerated with a new seed: the same prompt gives a new image.
      ...(slot?.asset_sha ? { seed: newSeed() } : {}),
    });
    if (!moodboard) {
      if (outcome.sha) await scratch.keep(userId, [outcome.sha]);
    } else {
      const patch = outcome.sha ? { status: 'done' as const, assetSha: outcome.sha } : { status: 'failed' as const };
      const shas = outcome.sha ? [outcome.sha] : [];
      await saveMoodboardImage(deps, { userId, projectId: project.id, moodboardId: moodboard.id, idx, patch: { prompt, ...patch }, shas });
    }
    return { image: outcome.sha ? assetUrl(outcome.sha) : '', timeout: outcome.timeout, fallback: outcome.fallback };
  }

  return { single };
}
