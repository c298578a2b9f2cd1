import type { MoodboardRender } from '@loci/shared';
import type { ProjectRow } from '../projects/index.js';
import { type MoodboardServiceDeps, requireMoodboard } from './moodboard-deps.js';
import { toRenderDto } from './moodboard-dto.js';
import { listRenders } from './moodboards.repository.js';

/** GET /api/projects/:id/moodboards/:moodboardId/renders — the history, newest last. */
export async function renderHistory(
  deps: MoodboardServiceDeps,
  project: ProjectRow,
  moodboardId: string,
): Promise<{ renders: MoodboardRender[] }> {
  const moodboard = await requireMoodboard(deps, project.id, moodboardId);
  return { renders: (await listRenders(deps.db, [moodboard.id])).map(toRenderDto) };
}
