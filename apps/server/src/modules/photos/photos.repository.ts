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

/**
 * The user's photos, newest first: their library, plus one project's photos when `projectId` is
 * given (whichever member added them: the route checked the caller may open the project).
 */
export function listPhotos(db: Db, ownerId: string, projectId?: string): Promise<LibraryPhotoRow[]> {
  return db
    .selectFrom('library_photo')
    .selectAll()
    .where((eb) => {
      const library = eb.and([eb('owner_id', '=', ownerId), eb('project_id', 'is', null)]);
      return projectId ? eb.or([library, eb('project_id', '=', projectId)]) : library;
    })
    .orderBy('created_at', 'desc')
    .execute();
}

export function findPhoto(db: Db, id: string): Promise<LibraryPhotoRow | undefined> {
  return db.selectFrom('library_photo').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Deletes one photo; returns its sha, or undefined when it was already gone. */
export async function deletePhoto(db: Db, id: string): Promise<string | undefined> {
  const row = await db.deleteFrom('library_photo').where('id', '=', id).returning('sha256').executeTakeFirst();
  return row?.sha256;
}

/** Whether the user's photo library holds any photo at all. */
export async function hasLibraryPhoto(db: Db, ownerId: string): Promise<boolean> {
  const row = await db.selectFrom('library_photo').select('id').where('owner_id', '=', ownerId).limit(1).executeTakeFirst();
  return Boolean(row);
}
