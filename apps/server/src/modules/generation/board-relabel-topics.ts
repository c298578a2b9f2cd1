import type { TopicsUpdateInput } from '@loci/shared';
import type { Section } from '../../adapters/ai/index.js';
import type { ProjectView } from '../projects/index.js';

import { relabelInput, relabelSlot, relabelText } from './board-relabel-target.js';
import type { GenerationServiceDeps } from './service-deps.js';
import { writeSlot } from './slot-writes.js';

/**
 * POST /presentation_topics_update/: new label → new prompt and alternatives (the image is kept;
 * the client regenerates it with /generate_single_topics_image/ and the returned newPrompt).
 */
export async function updateTopicsLabel(
  deps: GenerationServiceDeps,
  userId: string,
  scoped: ProjectView | undefined,
  form: TopicsUpdateInput,
) {
  const { project, input } = await relabelInput(deps, scoped, form.projectLocation, userId);
  const { currentPrompt, newLabel, context } = form;
  const target = project ? await relabelSlot(deps, project, 'topics', form, currentPrompt) : undefined;
  const section = (target?.slot.section ?? form.section ?? 'historical') as Section;
  const oldLabel = target?.slot.label || undefined;
  const r = await relabelText(deps, input, { currentPrompt, newLabel, oldLabel, section, context, updateContext: false });
  if (target) {
    await writeSlot(
      { db: deps.db, assets: deps.assets },
      {
        key: target.key,
        idx: target.slot.idx,
        patch: { label: newLabel, prompt: r.newPrompt, alternativeLabels: r.alternativeLabels, userEdited: true },
      },
    );
  }
  return { newPrompt: r.newPrompt, alternativeLabels: r.alternativeLabels };
}
