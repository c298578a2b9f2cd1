import { ErrorCode } from '@loci/shared';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { AppError } from '../../errors.js';
import type { AssetService } from '../assets/index.js';
import type { SlotRestorer } from '../history/index.js';
import { writeMoodboards } from './moodboard-links.js';
import { findImage, findMoodboard, insertRender, latestRender, writeImage } from './moodboards.repository.js';

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

/** Restores a render: a new render with the version's image and prompt (renders keep every one). */
export function renderRestorer(deps: Deps): SlotRestorer {
  return async ({ projectId, ref, version, by, source }) => {
    if (ref.kind !== 'render') return;
    const moodboard = await findMoodboard(deps.db, projectId, ref.moodboardId);
    if (!moodboard) throw gone();
    const latest = await latestRender(deps.db, moodboard.id);
    await writeMoodboards({ ...deps, by, source }, projectId, (trx) =>
      insertRender(trx, { moodboardId: moodboard.id, prompt: version.prompt, assetSha: version.asset_sha, previousId: latest?.id ?? null }),
    );
  };
}
