import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import type { BoardKey } from './generation.repository.js';

/**
 * "Regenerate page": queues every slot of a board for a new image, except slots already in the
 * queue and, unless `replaceEdited`, slots whose image the user chose or whose words they edited.
 * A slot keeps showing its current image until the new one replaces it. Returns how many were queued.
 */
export async function requeueBoard(db: Kysely<DatabaseSchema>, key: BoardKey, replaceEdited: boolean, startedBy: string): Promise<number> {
  let q = db
    .updateTable('generation_slot')
    // Replaced slots are the app's again: a later "Regenerate page" may replace them.
    .set({
      status: 'queued',
      queued_at: new Date(),
      error: null,
      attempts: 0,
      user_edited: false,
      updated_at: new Date(),
      started_by: startedBy,
    })
    .where('project_id', '=', key.projectId)
    .where('section', '=', key.section)
    .where('kind', '=', key.kind)
    .where('status', 'not in', ['queued', 'running']);
  if (!replaceEdited) q = q.where('user_edited', '=', false);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows);
}
