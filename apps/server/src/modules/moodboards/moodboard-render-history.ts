import type { MoodboardRender } from '@loci/shared';
import type { ProjectRow } from '../projects/index.js';
import { type MoodboardServiceDeps, requireMoodboard } from './moodboard-deps.js';
import { livePin, toRenderDto } from './moodboard-dto.js';
import { listRenders } from './moodboards.repository.js';

/** GET /api/projects/:id/moodboards/:moodboardId/renders — the history, newest last, and the pinned render's id. */
export async function renderHistory(
  deps: MoodboardServiceDeps,
  project: ProjectRow,
  moodboardId: string,
): Promise<{ renders: MoodboardRender[]; pinned_render_id: string | null }> {
  const moodboard = await requireMoodboard(deps, project.id, moodboardId);
  const renders = (await listRenders(deps.db, [moodboard.id])).map(toRenderDto);
  return { renders, pinned_render_id: livePin(moodboard.pinned_render_id, renders) };
}
