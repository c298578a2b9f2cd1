import { assetUrl, type MoodboardImageUpdateInput } from '@loci/shared';
import { badInput } from '../../errors.js';
import { newSeed } from '../imaging/index.js';
import type { ProjectView } from '../projects/index.js';
import { type MoodboardServiceDeps, moodboardOfForm, readImageIndex, sectionOf } from './moodboard-deps.js';
import { providerFailure, remakeImage, saveMoodboardImage } from './moodboard-image-shared.js';
import { findImage, listImages } from './moodboards.repository.js';

/** The image-edit popup on a moodboard image: its prompt rewritten for the sliders, then made. */
export function createMoodboardImageUpdate(deps: MoodboardServiceDeps) {
  const { db, brand } = deps;

  /** POST /update_moodboard_image/: the image-edit popup (two sliders, prompt, GENERATE). */
  async function update(userId: string, project: ProjectView, form: MoodboardImageUpdateInput) {
    const moodboard = await moodboardOfForm(deps, project, form);
    const positions = await listImages(db, [moodboard.id]);
    const idx = readImageIndex(form.image_index, positions.length);
    const slot = await findImage(db, moodboard.id, idx);
    const sliders = { microMacro: form.microMacro, photoStyled: form.photoStyled };
    const hint = form.new_prompt;
    const oldPrompt = form.old_prompt || slot?.prompt || '';
    if (!hint && !oldPrompt) throw badInput('new_prompt is required.');
    const place = await brand.placeOf(project);
    const { newPrompt, outcome } = await remakeImage(deps, userId, {
      oldPrompt,
      hint,
      ...sliders,
      section: sectionOf(moodboard),
      palette: project.brand_palette,
      workspaceId: project.workspace_id,
      place,
      ...(slot?.asset_sha ? { seed: newSeed() } : {}),
    });
    if (!outcome.sha) throw providerFailure(outcome);
    const sha = outcome.sha;
    const patch = { prompt: newPrompt, assetSha: sha, status: 'done' as const, ...sliders };
    await saveMoodboardImage(deps, { userId, projectId: project.id, moodboardId: moodboard.id, idx, patch, shas: [sha] });
    return { image: assetUrl(sha), newPrompt };
  }

  return { update };
}
