import type { RenderInput, RenderResponse } from '@loci/shared';
import { newSeed, textCall } from '../imaging/index.js';
import type { ProjectView } from '../projects/index.js';
import { invalidImage, readImageRef } from './image-refs.js';
import { type MoodboardServiceDeps, requireMoodboard } from './moodboard-deps.js';
import { draw, keepRender, MAX_REFERENCES, moodboardImages, toRenderResponse } from './moodboard-render-shared.js';
import { latestRender } from './moodboards.repository.js';

/** The client's images (asset URLs or data URLs), used only when the moodboard has none finished. */
async function clientImages(deps: MoodboardServiceDeps, userId: string, images: string[]): Promise<Buffer[]> {
  const refs: Buffer[] = [];
  for (const [i, raw] of images.slice(0, MAX_REFERENCES).entries()) {
    if (!raw.trim()) continue;
    const ref = await readImageRef(deps, userId, raw);
    if (!ref) throw invalidImage(`images[${i}]`);
    refs.push(ref.bytes);
  }
  return refs;
}

/**
 * POST /generate_render/: the latest render (`cached: true`) unless there is none or
 * force_regenerate is set; then a new one from the moodboard's area, description, images and prompts.
 */
export async function generateRender(
  deps: MoodboardServiceDeps,
  userId: string,
  project: ProjectView,
  form: RenderInput,
): Promise<RenderResponse> {
  const { ai } = deps;
  const moodboard = await requireMoodboard(deps, project.id, form.moodboard_id);
  const latest = await latestRender(deps.db, moodboard.id);
  if (latest && !form.force_regenerate) return toRenderResponse(latest, { cached: true, regenerated: false });
  const own = await moodboardImages(deps, moodboard);
  const refs = own.refs.length ? own.refs : await clientImages(deps, userId, form.images);
  const prompts = own.prompts.length ? own.prompts : form.prompts.map((p) => p.trim()).filter(Boolean);
  const area = (form.programmaticArea || moodboard.programmatic_area).slice(0, 60);
  const description = (form.areaDescription || moodboard.area_description).slice(0, 4000);
  const prompt = await textCall(ai, async () =>
    ai.text.renderPrompt({
      ...(await deps.brand.forProject(project)),
      programmaticArea: area,
      areaDescription: description || undefined,
      moodboardTitle: moodboard.title,
      labels: own.labels,
      prompts,
      previousPrompt: latest?.prompt,
    }),
  );
  // A regeneration gets a new seed: the same prompt never gives the same render again.
  const who = { userId, workspaceId: project.workspace_id, projectId: project.id };
  const sha = await draw(deps, who, prompt, refs, latest ? { seed: newSeed() } : {});
  const row = await keepRender(deps, project, moodboard, { prompt, sha, previousId: latest?.id ?? null, by: userId });
  return toRenderResponse(row, { cached: false, regenerated: Boolean(latest) });
}
