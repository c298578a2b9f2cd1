import type { BrandInput, Section } from '../../adapters/ai/index.js';
import { badInput } from '../../errors.js';
import { quotaError, reserveGeneration, textCall } from '../imaging/index.js';
import type { ProjectRow, ProjectView } from '../projects/index.js';

import { type BoardKey, listSlots, type SlotRow } from './generation.repository.js';
import type { GenerationServiceDeps } from './service-deps.js';
import type { GenerationKind } from './slots.js';

/** The slot a label update is about: image_index when sent, else the slot whose prompt is currentPrompt. */
export async function relabelSlot(
  deps: GenerationServiceDeps,
  project: ProjectRow,
  kind: GenerationKind,
  form: { image_index?: number; section?: Section },
  currentPrompt: string,
): Promise<{ key: BoardKey; slot: SlotRow }> {
  const idx = form.image_index;
  const sent = form.section;
  const slots = (await listSlots(deps.db, project.id)).filter((s) => s.kind === kind && (!sent || s.section === sent));
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
export async function relabelInput(deps: GenerationServiceDeps, project: ProjectView | undefined, location: string, userId: string) {
  if (!project) {
    if (!(await reserveGeneration(deps.db, { userId }, deps.dailyQuota))) throw quotaError();
    return { project: undefined, input: await deps.brand.forLocation(location) };
  }
  return { project, input: await deps.brand.forProject(project, location) };
}

/** The text model's new prompt, alternatives (and description, when asked) for a new label. */
export async function relabelText(
  deps: GenerationServiceDeps,
  input: BrandInput,
  fields: { currentPrompt: string; newLabel: string; oldLabel?: string; section: Section; context: string; updateContext: boolean },
) {
  const { ai } = deps;
  return textCall(ai, () => ai.text.relabel({ ...input, ...fields }));
}
