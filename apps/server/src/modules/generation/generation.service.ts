import type { ContextMetadataInput, ImageSelectionInput, SingleImageInput, SingleImageResponse, TopicsMetadataInput } from '@loci/shared';
import { assetShaOf, assetUrl, ErrorCode } from '@loci/shared';
import { AppError, badInput } from '../../errors.js';
import { decodeDataUrl, findAssetForUser, toAppError } from '../assets/index.js';
import { newSeed } from '../imaging/index.js';
import type { ProjectView } from '../projects/index.js';
import { findSlot } from './generation.repository.js';
import { type GenerationServiceDeps, outcomePatch, slidersOf, toSingleImageDto } from './service-deps.js';
import { writeSlot } from './slot-writes.js';
import type { GenerationKind } from './slots.js';

/** Spec §7 metadata, single-image and selection use cases; the route checked the project and parsed the form. */
export function createGenerationService(deps: GenerationServiceDeps) {
  const { db, assets, ai, brand, boards, images } = deps;

  /** POST /generate_context_metadata/ */
  async function contextMetadata(_userId: string, project: ProjectView, form: ContextMetadataInput) {
    const input = await brand.forProject(project, form.projectLocation);
    const { description, seeds } = await boards.contextBoard(project.id, form.section, input);
    const labels = seeds.map((s) => s.label);
    const prompts = seeds.map((s) => s.prompt);
    const alternativeLabels = seeds.map((s) => s.alternativeLabels);
    const promptUsage = seeds.map((s) => s.promptUsage);
    return { description, labels, prompts, imageLabels: labels, imagePrompts: prompts, alternativeLabels, promptUsage };
  }

  /** POST /generate_topics_metadata/ */
  async function topicsMetadata(_userId: string, project: ProjectView, form: TopicsMetadataInput) {
    const given = { context: form.context, labels: form.imageLabels };
    const { seeds } = await boards.topicsBoard(project.id, form.section, await brand.forProject(project), given);
    return {
      newLabels: seeds.map((s) => s.label),
      newPrompts: seeds.map((s) => s.prompt),
      promptUsage: seeds.map((s) => s.promptUsage),
      alternativeLabels: seeds.map((s) => s.alternativeLabels),
    };
  }

  /** POST /generate_single_context_image/ and /generate_single_topics_image/ */
  async function singleImage(
    userId: string,
    project: ProjectView,
    form: SingleImageInput,
    kind: GenerationKind,
  ): Promise<SingleImageResponse> {
    const key = { projectId: project.id, section: form.section, kind };
    const idx = form.image_index ?? 0;
    const prompt = form.prompt;
    const slot = await findSlot(db, key, idx);
    const usage = form.prompt_usage ?? (slot?.real_sourced === 1 ? 1 : 0);
    const outcome = await images.make({
      userId,
      workspaceId: project.workspace_id,
      prompt,
      usage,
      ...slidersOf(slot),
      palette: project.brand_palette,
      ...(slot?.asset_sha ? { seed: newSeed() } : {}),
    });
    await writeSlot(
      { db, assets },
      { key, idx, patch: { prompt, realSourced: usage, ...outcomePatch(outcome) }, by: userId, seed: outcome.seed },
    );
    return toSingleImageDto(outcome);
  }

  /** An image the client picked: our own asset URL (one the user may see) or a data URL it sent. */
  async function resolveSelected(userId: string, raw: string): Promise<string> {
    const own = assetShaOf(raw);
    if (own) {
      if (!(await findAssetForUser(db, own, userId))) throw new AppError(ErrorCode.NotFound, 'Image not found.');
      return own;
    }
    if (!raw.startsWith('data:')) throw badInput('selected_image must be an image data URL or an image URL from this app.');
    try {
      return (await assets.storeUpload(decodeDataUrl(raw, { maxBytes: deps.uploadMaxBytes }))).sha256;
    } catch (err) {
      throw toAppError(err);
    }
  }

  /** POST /save_image_selection/ and /save_topics_image_selection/: the chosen image becomes the slot's. */
  async function saveSelection(userId: string, project: ProjectView, form: ImageSelectionInput, kind: GenerationKind) {
    const key = { projectId: project.id, section: form.section, kind };
    const idx = form.image_index ?? 0;
    const max = deps.uploadMaxBytes * 2;
    if (form.selected_image.length > max) throw badInput(`selected_image is longer than ${max} characters.`);
    const sha = await resolveSelected(userId, form.selected_image);
    const slot = await findSlot(db, key, idx);
    // The replaced image stays on offer as an alternative.
    const alternatives = (slot?.alternative_shas ?? []).filter((s) => s !== sha);
    if (slot?.asset_sha && slot.asset_sha !== sha) alternatives.unshift(slot.asset_sha);
    await writeSlot(
      { db, assets },
      {
        key,
        idx,
        patch: { assetSha: sha, alternativeShas: alternatives, status: 'done', error: null, userEdited: true },
        by: userId,
        source: 'chosen',
      },
    );
    return { success: true as const, image: assetUrl(sha) };
  }

  return { contextMetadata, topicsMetadata, singleImage, saveSelection, offlineAi: ai.offline };
}

export type GenerationService = ReturnType<typeof createGenerationService>;
