import type { SingleImageInput, SingleImageResponse } from '@loci/shared';
import { newSeed } from '../imaging/index.js';
import type { ProjectView } from '../projects/index.js';
import { findSlot } from './generation.repository.js';
import { type GenerationServiceDeps, outcomePatch, slidersOf, toSingleImageDto } from './service-deps.js';
import { writeSlot } from './slot-writes.js';
import type { GenerationKind } from './slots.js';

/** POST /generate_single_context_image/ and /generate_single_topics_image/ */
export async function singleImage(
  { db, assets, images }: GenerationServiceDeps,
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
    projectId: project.id,
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
