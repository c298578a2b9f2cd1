import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import type { AssetService } from '../assets/index.js';
import type { SlotRestorer } from '../history/index.js';
import { writeSlot } from './slot-writes.js';

/** Restores a board slot's version: its image, prompt and settings come back (a new history entry, the slot counts as the user's). */
export function boardSlotRestorer(deps: { db: Kysely<DatabaseSchema>; assets: AssetService }): SlotRestorer {
  return async ({ projectId, ref, version, by, source }) => {
    if (ref.kind !== 'board') return;
    const settings =
      version.micro_macro === null
        ? {}
        : { microMacro: version.micro_macro, photoStyled: version.photo_styled ?? 1, realSourced: version.real_sourced ?? 0 };
    await writeSlot(deps, {
      key: { projectId, section: ref.section, kind: ref.board },
      idx: ref.index,
      patch: { assetSha: version.asset_sha, prompt: version.prompt, ...settings, status: 'done', error: null, userEdited: true },
      by,
      source,
      seed: version.seed,
    });
  };
}
