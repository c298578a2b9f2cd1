import { ErrorCode } from '@loci/shared';
import { AppError } from '../../errors.js';
import { newSeed } from '../imaging/index.js';
import { requireProjectAccess } from '../projects/index.js';
import { type MoodboardServiceDeps, requireMoodboard } from './moodboard-deps.js';
import { writeMoodboards } from './moodboard-links.js';
import { draw, MAX_REFERENCES, moodboardImages } from './moodboard-render-shared.js';
import { findRender, insertRender, setPinnedRender } from './moodboards.repository.js';

/**
 * Review's "Regenerate rejected" for a render a client rejected (issue #46): a new render from
 * `prompt` (the render's prompt with the client's guidance merged in), the rejected render as the
 * first reference, a new seed. It joins the history; a pin on the rejected render moves to it, so
 * the deck (and the review link) shows the new render.
 */
export async function regenerateRenderForReview(
  deps: MoodboardServiceDeps,
  userId: string,
  opts: { projectId: string; moodboardId: string; renderId: string; prompt: string },
): Promise<void> {
  const project = await requireProjectAccess(deps.projects, userId, opts.projectId, 'edit');
  const moodboard = await requireMoodboard(deps, project.id, opts.moodboardId);
  const rejected = await findRender(deps.db, moodboard.id, opts.renderId);
  if (!rejected?.asset_sha) throw new AppError(ErrorCode.NotFound, 'That render is not in this presentation.');
  const previous = await deps.assets.readBytes(rejected.asset_sha);
  const own = await moodboardImages(deps, moodboard);
  const refs = [...(previous ? [previous] : []), ...own.refs].slice(0, MAX_REFERENCES);
  const sha = await draw(deps, { userId, workspaceId: project.workspace_id }, opts.prompt, refs, {
    seed: newSeed(),
    fromPrevious: Boolean(previous),
  });
  await writeMoodboards(
    { db: deps.db, assets: deps.assets, by: userId },
    project.id,
    async (trx) => {
      const row = await insertRender(trx, { moodboardId: moodboard.id, prompt: opts.prompt, assetSha: sha, previousId: rejected.id });
      if (moodboard.pinned_render_id === rejected.id) await setPinnedRender(trx, moodboard.id, row.id);
    },
    [sha],
  );
}
