import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';

type Db = Kysely<DatabaseSchema>;

/** Records that the user owns these images (each sha once); an image kept again starts its time again. */
export async function keepScratchRows(db: Db, userId: string, shas: string[]): Promise<void> {
  await db
    .insertInto('scratch_asset')
    .values(shas.map((sha256) => ({ user_id: userId, sha256 })))
    .onConflict((oc) => oc.columns(['user_id', 'sha256']).doUpdateSet({ created_at: new Date() }))
    .execute();
}

/** Deletes the scratch rows made before `before`; returns their shas (one per row). */
export async function deleteScratchRowsBefore(db: Db, before: Date): Promise<string[]> {
  const rows = await db.deleteFrom('scratch_asset').where('created_at', '<', before).returning('sha256').execute();
  return rows.map((r) => r.sha256);
}
