import { ErrorCode, type SnapshotPage } from '@loci/shared';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { AppError } from '../../errors.js';
import type { AssetService } from '../assets/index.js';
import type { SlotRestorer } from '../history/index.js';
import { writeMoodboards } from './moodboard-links.js';
import {
  findImage,
  findMoodboard,
  insertRender,
  latestRender,
  refreshStatus,
  replaceImages,
  setPinnedRender,
  writeImage,
} from './moodboards.repository.js';

type Deps = { db: Kysely<DatabaseSchema>; assets: AssetService };

const gone = () => new AppError(ErrorCode.NotFound, 'That image is no longer on this moodboard.');

/** Restores a moodboard image's version (its image, prompt and sliders). */
export function moodboardImageRestorer(deps: Deps): SlotRestorer {
  return async ({ projectId, ref, version, by, source }) => {
    if (ref.kind !== 'moodboard') return;
    const moodboard = await findMoodboard(deps.db, projectId, ref.moodboardId);
    if (!moodboard || !(await findImage(deps.db, moodboard.id, ref.index))) throw gone();
    const sliders = version.micro_macro === null ? {} : { microMacro: version.micro_macro, photoStyled: version.photo_styled ?? 1 };
    await writeMoodboards({ ...deps, by, source }, projectId, (trx) =>
      writeImage(
        trx,
        { moodboardId: moodboard.id, idx: ref.index },
        { prompt: version.prompt, assetSha: version.asset_sha, status: 'done', ...sliders },
      ),
    );
  };
}

/**
 * Restores a render: a new render with the version's image and prompt (renders keep every one). A
 * moodboard with a pinned render pins the restored one (issue #46): restoring puts it back in the deck.
 */
export function renderRestorer(deps: Deps): SlotRestorer {
  return async ({ projectId, ref, version, by, source }) => {
    if (ref.kind !== 'render') return;
    const moodboard = await findMoodboard(deps.db, projectId, ref.moodboardId);
    if (!moodboard) throw gone();
    const latest = await latestRender(deps.db, moodboard.id);
    await writeMoodboards({ ...deps, by, source }, projectId, async (trx) => {
      const render = await insertRender(trx, {
        moodboardId: moodboard.id,
        prompt: version.prompt,
        assetSha: version.asset_sha,
        previousId: latest?.id ?? null,
      });
      if (moodboard.pinned_render_id) await setPinnedRender(trx, moodboard.id, render.id);
    });
  };
}

/**
 * Writes a moodboard page back as a snapshot holds it: its area description and every image (label,
 * prompt, sliders). The moodboard must still exist; its renders and chosen image stay as they are.
 */
export function moodboardPageRestorer(deps: Deps) {
  return async (job: { projectId: string; moodboardId: string; page: SnapshotPage; by: string }): Promise<void> => {
    const moodboard = await findMoodboard(deps.db, job.projectId, job.moodboardId);
    if (!moodboard) throw new AppError(ErrorCode.NotFound, 'That moodboard is no longer in this project.');
    await writeMoodboards({ ...deps, by: job.by, source: 'restored' }, job.projectId, async (trx) => {
      await replaceImages(trx, moodboard.id, {
        areaDescription: job.page.text,
        images: job.page.slots.map((s) => ({
          label: s.label,
          prompt: s.prompt,
          assetSha: s.image || null,
          microMacro: s.settings[0],
          photoStyled: s.settings[1],
        })),
      });
      await refreshStatus(trx, moodboard.id);
    });
  };
}
