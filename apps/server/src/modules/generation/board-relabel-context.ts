import type { ContextUpdateInput } from '@loci/shared';
import type { ProjectView } from '../projects/index.js';
import { relabelInput, relabelSlot, relabelText } from './board-relabel-target.js';
import { findSection, upsertSection } from './generation.repository.js';
import { type GenerationServiceDeps, outcomePatch, toSingleImageDto } from './service-deps.js';
import { writeSlot } from './slot-writes.js';

/**
 * POST /presentation_context_update/: new label → new prompt, alternatives and image; the
 * description only has the old label's mentions replaced (no sentence is appended).
 */
export async function updateContextLabel(
  deps: GenerationServiceDeps,
  userId: string,
  scoped: ProjectView | undefined,
  form: ContextUpdateInput,
) {
  const { db, assets, images } = deps;
  const { project, input } = await relabelInput(deps, scoped, form.projectLocation, userId);
  const { currentPrompt, newLabel, section } = form;
  const context = form.generatedContext;
  if (!project) {
    const r = await relabelText(deps, input, { currentPrompt, newLabel, section, context, updateContext: true });
    return { newPrompt: r.newPrompt, alternativeLabels: r.alternativeLabels, image: '', newGeneratedContext: r.newContext ?? context };
  }
  const { key, slot } = await relabelSlot(deps, project, 'context', form, currentPrompt);
  const stored = context || (await findSection(db, key))?.description || '';
  const r = await relabelText(deps, input, {
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
    projectId: project.id,
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
