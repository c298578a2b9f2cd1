import {
  assetUrl,
  ErrorCode,
  MOODBOARD_MAX_IMAGES,
  type MoodboardImageInput,
  type MoodboardImageResponse,
  type MoodboardImagesEditInput,
  type MoodboardImageUpdateInput,
} from '@loci/shared';
import type { Section, SliderStep } from '../../adapters/ai/index.js';
import type { PlaceFacts } from '../../adapters/geo/index.js';
import { AppError, badInput } from '../../errors.js';
import type { ImageOutcome } from '../imaging/index.js';
import { newSeed, textCall } from '../imaging/index.js';
import { type ProjectView, requireProjectAccess } from '../projects/index.js';
import { type MoodboardServiceDeps, moodboardOfForm, readImageIndex, requireMoodboard, sectionOf } from './moodboard-deps.js';
import { writeMoodboards } from './moodboard-links.js';
import { findImage, listImages, refreshStatus, writeImage } from './moodboards.repository.js';

const step = (v: number): SliderStep => (v === 0 || v === 2 ? v : 1);

function providerFailure(outcome: ImageOutcome): AppError {
  const why = outcome.timeout ? 'did not answer in time' : 'could not make this image';
  return new AppError(ErrorCode.Upstream, `The image provider ${why}. Your previous image is kept.`);
}

/** Moodboard images: generated one at a time, edited with the sliders, or made without a project. */
export function createMoodboardImages(deps: MoodboardServiceDeps) {
  const { db, assets, ai, brand, images, scratch } = deps;

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
      const extra = outcome.sha ? [outcome.sha] : [];
      await writeMoodboards(
        { db, assets, by: userId },
        project.id,
        async (trx) => {
          const patch = outcome.sha ? { status: 'done' as const, assetSha: outcome.sha } : { status: 'failed' as const };
          await writeImage(trx, { moodboardId: moodboard.id, idx }, { prompt, ...patch });
          await refreshStatus(trx, moodboard.id);
        },
        extra,
      );
    }
    return { image: outcome.sha ? assetUrl(outcome.sha) : '', timeout: outcome.timeout, fallback: outcome.fallback };
  }

  /** Rewrites a prompt for the sliders (and the user's text) and makes its image; throws when nothing was made. */
  async function remake(
    userId: string,
    input: {
      oldPrompt: string;
      hint: string;
      microMacro: SliderStep;
      photoStyled: SliderStep;
      section: Section;
      palette?: string[];
      place?: PlaceFacts;
      /** The project's workspace (charged too); none for the scratch edits outside a project. */
      workspaceId?: string;
      /** A regeneration's seed. */
      seed?: number;
    },
  ) {
    const newPrompt = await textCall(ai, () =>
      ai.text.editPrompt({
        oldPrompt: input.oldPrompt || input.hint,
        newPromptHint: input.hint || undefined,
        microMacro: input.microMacro,
        photoStyled: input.photoStyled,
        section: input.section,
        place: input.place,
      }),
    );
    const outcome = await images.generate({
      userId,
      workspaceId: input.workspaceId,
      prompt: newPrompt,
      usage: 0,
      microMacro: input.microMacro,
      photoStyled: input.photoStyled,
      palette: input.palette,
      ...(input.seed === undefined ? {} : { seed: input.seed }),
    });
    return { newPrompt, outcome };
  }

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
    const { newPrompt, outcome } = await remake(userId, {
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
    await writeMoodboards(
      { db, assets, by: userId },
      project.id,
      async (trx) => {
        await writeImage(trx, { moodboardId: moodboard.id, idx }, { prompt: newPrompt, assetSha: sha, status: 'done', ...sliders });
        await refreshStatus(trx, moodboard.id);
      },
      [sha],
    );
    return { image: assetUrl(sha), newPrompt };
  }

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
      prompt: opts.prompt,
      usage: 0,
      ...sliders,
      palette: project.brand_palette,
      seed: newSeed(),
    });
    if (!outcome.sha) throw providerFailure(outcome);
    const sha = outcome.sha;
    await writeMoodboards(
      { db, assets, by: userId },
      project.id,
      async (trx) => {
        await writeImage(trx, { moodboardId: moodboard.id, idx: opts.idx }, { prompt: opts.prompt, assetSha: sha, status: 'done' });
        await refreshStatus(trx, moodboard.id);
      },
      [sha],
    );
  }

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
    for (const p of pairs) made.push(await remake(userId, { oldPrompt: p.old, hint: p.hint, ...sliders, section: 'historical' }));
    const shas = made.map((m) => m.outcome.sha).filter((s): s is string => s !== null);
    if (!shas.length) throw providerFailure(made[0].outcome);
    await scratch.keep(userId, shas);
    return { images: made.map((m) => (m.outcome.sha ? assetUrl(m.outcome.sha) : '')), newPrompt: made.map((m) => m.newPrompt) };
  }

  return { single, update, editWithoutProject, regenerateForReview };
}
