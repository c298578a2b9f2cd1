import type { RenderEditInput, RenderResponse } from '@loci/shared';
import { newSeed } from '../imaging/index.js';
import type { ProjectView } from '../projects/index.js';
import { invalidImage, readImageRef } from './image-refs.js';
import { type MoodboardServiceDeps, requireMoodboard } from './moodboard-deps.js';
import { draw, keepRender, MAX_REFERENCES, moodboardImages, toRenderResponse } from './moodboard-render-shared.js';
import { listRenders } from './moodboards.repository.js';

/** POST /edit_render/: a new render from the edited prompt, with the previous render as the first reference. */
export async function editRender(
  deps: MoodboardServiceDeps,
  userId: string,
  project: ProjectView,
  form: RenderEditInput,
): Promise<RenderResponse> {
  const moodboard = await requireMoodboard(deps, project.id, form.moodboard_id);
  const prompt = form.new_prompt;
  const history = await listRenders(deps.db, [moodboard.id]);
  const latest = history.at(-1);
  const raw = form.previous_render;
  const previous = raw ? await readImageRef(deps, userId, raw) : null;
  if (raw && !previous) throw invalidImage('previous_render');
  const previousRow = (previous?.sha && history.findLast((r) => r.asset_sha === previous.sha)) || latest;
  const previousBytes = previous?.bytes ?? (latest?.asset_sha ? await deps.assets.readBytes(latest.asset_sha) : null);
  const own = await moodboardImages(deps, moodboard);
  const refs = [...(previousBytes ? [previousBytes] : []), ...own.refs].slice(0, MAX_REFERENCES);
  const sha = await draw(deps, { userId, workspaceId: project.workspace_id, projectId: project.id }, prompt, refs, {
    seed: newSeed(),
    fromPrevious: Boolean(previousBytes),
  });
  const row = await keepRender(deps, project, moodboard, { prompt, sha, previousId: previousRow?.id ?? null, by: userId });
  return toRenderResponse(row, { cached: false, regenerated: true });
}
