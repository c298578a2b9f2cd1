import { ErrorCode, type MoodboardRender, type PinRenderInput } from '@loci/shared';
import { AppError } from '../../errors.js';
import type { ProjectRow } from '../projects/index.js';
import { type MoodboardServiceDeps, requireMoodboard } from './moodboard-deps.js';
import { writeMoodboards } from './moodboard-links.js';
import { renderHistory } from './moodboard-render-history.js';
import { findRender, setPinnedRender } from './moodboards.repository.js';

/**
 * PUT /api/projects/:id/moodboards/:moodboardId/pinned-render — pins one render of the history as the
 * moodboard's render in the deck (issue #46), or unpins (null: the newest is used). A render of another
 * moodboard or project is not found. The change is recorded in the render's slot history.
 */
export async function pinRender(
  deps: MoodboardServiceDeps,
  opts: { project: ProjectRow; moodboardId: string; input: PinRenderInput; by: string },
): Promise<{ renders: MoodboardRender[]; pinned_render_id: string | null }> {
  const moodboard = await requireMoodboard(deps, opts.project.id, opts.moodboardId);
  const renderId = opts.input.render_id;
  if (renderId) {
    const render = await findRender(deps.db, moodboard.id, renderId);
    if (!render) throw new AppError(ErrorCode.NotFound, 'That render is not in this moodboard’s history.');
    if (!render.asset_sha) throw new AppError(ErrorCode.Conflict, 'That render has no image to show.');
  }
  await writeMoodboards({ db: deps.db, assets: deps.assets, by: opts.by }, opts.project.id, (trx) =>
    setPinnedRender(trx, moodboard.id, renderId),
  );
  return renderHistory(deps, opts.project, moodboard.id);
}
