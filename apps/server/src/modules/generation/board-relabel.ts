import type { ContextUpdateInput, TopicsUpdateInput } from '@loci/shared';
import type { ProjectView } from '../projects/index.js';

import { updateContextLabel } from './board-relabel-context.js';
import { updateTopicsLabel } from './board-relabel-topics.js';
import type { GenerationServiceDeps } from './service-deps.js';

/** Label updates (hover "+ Add", spec §4, §7: /presentation_context_update/, /presentation_topics_update/). */
export function createBoardRelabel(deps: GenerationServiceDeps) {
  return {
    /** POST /presentation_context_update/: new label → new prompt, alternatives, image and description. */
    updateContext: (userId: string, scoped: ProjectView | undefined, form: ContextUpdateInput) =>
      updateContextLabel(deps, userId, scoped, form),
    /** POST /presentation_topics_update/: new label → new prompt and alternatives (the image is kept). */
    updateTopics: (userId: string, scoped: ProjectView | undefined, form: TopicsUpdateInput) =>
      updateTopicsLabel(deps, userId, scoped, form),
  };
}
