import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, LibraryPhotoTable } from '../../adapters/db/schema.js';

type Db = Kysely<DatabaseSchema>;
export type LibraryPhotoRow = Selectable<LibraryPhotoTable>;

/** Records one uploaded photo in the user's library (projectId null) or in a project. */
export async function insertPhoto(
  db: Db,
  photo: { ownerId: string; projectId: string | null; sha256: string; credit: string; licence: string; title: string },
): Promise<LibraryPhotoRow> {
  return db
    .insertInto('library_photo')
    .values({
      owner_id: photo.ownerId,
      project_id: photo.projectId,
      sha256: photo.sha256,
      credit: photo.credit,
      licence: photo.licence,
      title: photo.title,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The user's photos, newest first: their library, plus one project's photos when `projectId` is given. */
export function listPhotos(db: Db, ownerId: string, projectId?: string): Promise<LibraryPhotoRow[]> {
  return db
    .selectFrom('library_photo')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where((eb) => (projectId ? eb.or([eb('project_id', 'is', null), eb('project_id', '=', projectId)]) : eb('project_id', 'is', null)))
    .orderBy('created_at', 'desc')
    .execute();
}

/** Deletes one of the user's photos; returns its sha, or undefined when it is not theirs. */
export async function deletePhoto(db: Db, ownerId: string, id: string): Promise<string | undefined> {
  const row = await db
    .deleteFrom('library_photo')
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .returning('sha256')
    .executeTakeFirst();
  return row?.sha256;
}
