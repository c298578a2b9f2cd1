import { assetUrl, type ContextUpdateInput, ErrorCode, type ImageEditInput, type TopicsUpdateInput } from '@loci/shared';
import type { BrandInput, Section, SliderStep } from '../../adapters/ai/index.js';
import { stripSliderModifiers } from '../../adapters/ai/index.js';
import { AppError, badInput } from '../../errors.js';
import { newSeed, quotaError, reserveGeneration, textCall } from '../imaging/index.js';
import type { ProjectRow, ProjectView } from '../projects/index.js';

import { type BoardKey, findSection, findSlot, listSlots, type SlotRow, upsertSection } from './generation.repository.js';
import { type GenerationServiceDeps, outcomePatch, toSingleImageDto } from './service-deps.js';
import { writeSlot } from './slot-writes.js';
import type { GenerationKind } from './slots.js';
import { noPhotoNotice } from './sourcing-notice.js';

type Sliders = { microMacro: SliderStep; photoStyled: SliderStep };

/** Image edits (popup GENERATE / SOURCE) and label updates (hover "+ Add"), spec §4 and §7. */
export function createBoardEdits(deps: GenerationServiceDeps) {
  const { db, assets, ai, brand, images } = deps;

  /** POST /presentation_context_edit/ and /presentation_topics_edit/ */
  async function edit(userId: string, project: ProjectView, form: ImageEditInput, kind: GenerationKind) {
    const key = { projectId: project.id, section: form.section, kind };
    const idx = form.image_index ?? 0;
    const sliders = { microMacro: form.microMacro, photoStyled: form.photoStyled };
    const realSourced = form.realSourced ?? 0;
    const slot = await findSlot(db, key, idx);
    const hint = form.new_prompt;
    const oldPrompt = form.old_prompt || slot?.prompt || hint;
    if (!oldPrompt) throw badInput('new_prompt is required.');
    // Sourcing never rewrites what the user typed; it searches with it as it stands.
    if (realSourced === 1) return sourceEdit({ userId, key, idx, prompt: stripSliderModifiers(hint || oldPrompt), sliders });
    const place = await brand.placeOf(project);
    const written = await textCall(ai, () =>
      ai.text.editPrompt({ oldPrompt, newPromptHint: hint || undefined, ...sliders, section: key.section as Section, place }),
    );
    // The slider words are added when the image is made, not written into the prompt the user reads.
    const newPrompt = stripSliderModifiers(written);
    const outcome = await images.generate({
      userId,
      workspaceId: project.workspace_id,
      prompt: newPrompt,
      usage: 0,
      ...sliders,
      palette: project.brand_palette,
      ...(slot?.asset_sha ? { seed: newSeed() } : {}),
    });
    if (!outcome.sha) {
      const why = outcome.timeout ? 'did not answer in time' : 'could not make this image';
      throw new AppError(ErrorCode.Upstream, `The image provider ${why}. Your previous image is kept.`);
    }
    const patch = { prompt: newPrompt, ...sliders, realSourced, ...outcomePatch(outcome), userEdited: true };
    await writeSlot({ db, assets }, { key, idx, patch, by: userId, seed: outcome.seed });
    return { images: [assetUrl(outcome.sha)], newPrompt };
  }

  /** SOURCE in the popup: real photos only (never a generated stand-in); the slot changes only when one is found. */
  async function sourceEdit(job: { userId: string; key: BoardKey; idx: number; prompt: string; sliders: Sliders }) {
    const shas = await images.source({ userId: job.userId, prompt: job.prompt, usage: 1, ...job.sliders });
    if (!shas.length) return { images: [], newPrompt: job.prompt, notice: await noPhotoNotice(db, ai, job.userId) };
    const patch = {
      prompt: job.prompt,
      ...job.sliders,
      realSourced: 1,
      promptUsage: 1,
      status: 'done' as const,
      error: null,
      assetSha: shas[0],
      alternativeShas: shas.slice(1),
      userEdited: true,
    };
    await writeSlot({ db, assets }, { key: job.key, idx: job.idx, patch, by: job.userId });
    return { images: shas.map((sha) => assetUrl(sha)), newPrompt: job.prompt };
  }

  /** The slot a label update is about: image_index when sent, else the slot whose prompt is currentPrompt. */
  async function slotFor(
    project: ProjectRow,
    kind: GenerationKind,
    form: { image_index?: number; section?: Section },
    currentPrompt: string,
  ): Promise<{ key: BoardKey; slot: SlotRow }> {
    const idx = form.image_index;
    const sent = form.section;
    const slots = (await listSlots(db, project.id)).filter((s) => s.kind === kind && (!sent || s.section === sent));
    // Without a section the index is ambiguous: the prompt picks the slot (the spec's topics update sends none).
    const slot =
      idx !== undefined && sent
        ? slots.find((s) => s.idx === idx)
        : slots.find((s) => s.prompt === currentPrompt && (idx === undefined || s.idx === idx));
    if (!slot) throw badInput('image_index (and section) are required to update a label on this board.');
    return { key: { projectId: project.id, section: slot.section, kind }, slot };
  }

  /**
   * The project a relabel is for (edit rights checked), or none: then the text-model call is
   * charged to the caller's daily quota, as nothing else bounds it.
   */
  async function relabelInput(project: ProjectView | undefined, location: string, userId: string) {
    if (!project) {
      if (!(await reserveGeneration(db, { userId }, deps.dailyQuota))) throw quotaError();
      return { project: undefined, input: await brand.forLocation(location) };
    }
    return { project, input: await brand.forProject(project, location) };
  }

  async function relabel(
    input: BrandInput,
    fields: { currentPrompt: string; newLabel: string; oldLabel?: string; section: Section; context: string; updateContext: boolean },
  ) {
    return textCall(ai, () => ai.text.relabel({ ...input, ...fields }));
  }

  /**
   * POST /presentation_context_update/: new label → new prompt, alternatives and image; the
   * description only has the old label's mentions replaced (no sentence is appended).
   */
  async function updateContext(userId: string, scoped: ProjectView | undefined, form: ContextUpdateInput) {
    const { project, input } = await relabelInput(scoped, form.projectLocation, userId);
    const { currentPrompt, newLabel, section } = form;
    const context = form.generatedContext;
    if (!project) {
      const r = await relabel(input, { currentPrompt, newLabel, section, context, updateContext: true });
      return { newPrompt: r.newPrompt, alternativeLabels: r.alternativeLabels, image: '', newGeneratedContext: r.newContext ?? context };
    }
    const { key, slot } = await slotFor(project, 'context', form, currentPrompt);
    const stored = context || (await findSection(db, key))?.description || '';
    const r = await relabel(input, {
      currentPrompt,
      newLabel,
      oldLabel: slot.label || undefined,
      section,
      context: stored,
      updateContext: true,
    });
    const sliders = { microMacro: slot.micro_macro, photoStyled: slot.photo_styled } as { microMacro: 0 | 1 | 2; photoStyled: 0 | 1 | 2 };
    const outcome = await images.make({
      userId,
      workspaceId: project.workspace_id,
      prompt: r.newPrompt,
      usage: slot.real_sourced === 1 ? 1 : 0,
      ...sliders,
      palette: project.brand_palette,
    });
    const newGeneratedContext = r.newContext ?? stored;
    await upsertSection(db, key, newGeneratedContext);
    await writeSlot(
      { db, assets },
      {
        key,
        idx: slot.idx,
        patch: { label: newLabel, prompt: r.newPrompt, alternativeLabels: r.alternativeLabels, ...outcomePatch(outcome), userEdited: true },
        by: userId,
      },
    );
    const dto = toSingleImageDto(outcome);
    return {
      newPrompt: r.newPrompt,
      alternativeLabels: r.alternativeLabels,
      image: dto.image,
      newGeneratedContext,
      timeout: dto.timeout,
      fallback: dto.fallback,
    };
  }

  /**
   * POST /presentation_topics_update/: new label → new prompt and alternatives (the image is kept;
   * the client regenerates it with /generate_single_topics_image/ and the returned newPrompt).
   */
  async function updateTopics(userId: string, scoped: ProjectView | undefined, form: TopicsUpdateInput) {
    const { project, input } = await relabelInput(scoped, form.projectLocation, userId);
    const { currentPrompt, newLabel, context } = form;
    const target = project ? await slotFor(project, 'topics', form, currentPrompt) : undefined;
    const section = (target?.slot.section ?? form.section ?? 'historical') as Section;
    const oldLabel = target?.slot.label || undefined;
    const r = await relabel(input, { currentPrompt, newLabel, oldLabel, section, context, updateContext: false });
    if (target) {
      await writeSlot(
        { db, assets },
        {
          key: target.key,
          idx: target.slot.idx,
          patch: { label: newLabel, prompt: r.newPrompt, alternativeLabels: r.alternativeLabels, userEdited: true },
        },
      );
    }
    return { newPrompt: r.newPrompt, alternativeLabels: r.alternativeLabels };
  }

  return { edit, updateContext, updateTopics };
}

export type BoardEdits = ReturnType<typeof createBoardEdits>;
