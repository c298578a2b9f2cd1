import type { ContextMetadataInput, ImageSelectionInput, SingleImageInput, TopicsMetadataInput } from '@loci/shared';
import type { ProjectView } from '../projects/index.js';
import { contextMetadata, topicsMetadata } from './generation-metadata.js';
import { saveSelection } from './generation-selection.js';
import { singleImage } from './generation-single-image.js';
import type { GenerationServiceDeps } from './service-deps.js';
import type { GenerationKind } from './slots.js';

/** Spec §7 metadata, single-image and selection use cases; the route checked the project and parsed the form. */
export function createGenerationService(deps: GenerationServiceDeps) {
  return {
    contextMetadata: (_userId: string, project: ProjectView, form: ContextMetadataInput) => contextMetadata(deps, project, form),
    topicsMetadata: (_userId: string, project: ProjectView, form: TopicsMetadataInput) => topicsMetadata(deps, project, form),
    singleImage: (userId: string, project: ProjectView, form: SingleImageInput, kind: GenerationKind) =>
      singleImage(deps, userId, project, form, kind),
    saveSelection: (userId: string, project: ProjectView, form: ImageSelectionInput, kind: GenerationKind) =>
      saveSelection(deps, userId, project, form, kind),
    offlineAi: deps.ai.offline,
  };
}

export type GenerationService = ReturnType<typeof createGenerationService>;
