import type { ContextUpdateInput, TopicsUpdateInput } from '@loci/shared';
import type { BrandInput, Section } from '../../adapters/ai/index.js';
import { badInput } from '../../errors.js';
import { quotaError, reserveGeneration, textCall } from '../imaging/index.js';
import type { ProjectRow, ProjectView } from '../projects/index.js';

import { type BoardKey, findSection, listSlots, type SlotRow, upsertSection } from './generation.repository.js';
import { type GenerationServiceDeps, outcomePatch, toSingleImageDto } from './service-deps.js';
import { writeSlot } from './slot-writes.js';
import type { GenerationKind } from './slots.js';

/** Label updates (hover "+ Add", spec §4, §7: /presentation_context_update/, /presentation_topics_update/). */
export function createBoardRelabel(deps: GenerationServiceDeps) {
  const { db, assets, ai, brand, images } = deps;

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

  return { updateContext, updateTopics };
}
