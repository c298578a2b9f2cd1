import type { ContextMetadataInput, TopicsMetadataInput } from '@loci/shared';
import type { ProjectView } from '../projects/index.js';
import type { GenerationServiceDeps } from './service-deps.js';

/** POST /generate_context_metadata/ */
export async function contextMetadata({ brand, boards }: GenerationServiceDeps, project: ProjectView, form: ContextMetadataInput) {
  const input = await brand.forProject(project, form.projectLocation);
  const { description, seeds } = await boards.contextBoard(project.id, form.section, input);
  const labels = seeds.map((s) => s.label);
  const prompts = seeds.map((s) => s.prompt);
  const alternativeLabels = seeds.map((s) => s.alternativeLabels);
  const promptUsage = seeds.map((s) => s.promptUsage);
  return { description, labels, prompts, imageLabels: labels, imagePrompts: prompts, alternativeLabels, promptUsage };
}

/** POST /generate_topics_metadata/ */
export async function topicsMetadata({ brand, boards }: GenerationServiceDeps, project: ProjectView, form: TopicsMetadataInput) {
  const given = { context: form.context, labels: form.imageLabels };
  const { description, seeds } = await boards.topicsBoard(project.id, form.section, await brand.forProject(project), given);
  return {
    description,
    newLabels: seeds.map((s) => s.label),
    newPrompts: seeds.map((s) => s.prompt),
    promptUsage: seeds.map((s) => s.promptUsage),
    alternativeLabels: seeds.map((s) => s.alternativeLabels),
  };
}
