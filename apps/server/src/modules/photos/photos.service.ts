import { assetUrl, ErrorCode, isUuid, type LibraryPhoto, type PhotoUploadInput } from '@loci/shared';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { AppError } from '../../errors.js';
import { fileBytes } from '../../lib/multipart.js';
import type { AssetService } from '../assets/index.js';
import { findProjectById, type ProjectService } from '../projects/index.js';
import { deletePhoto, findPhoto, insertPhoto, type LibraryPhotoRow, listPhotos } from './photos.repository.js';

/** A photo row as the API shows it: provenance "user upload", never AI. */
export function toPhotoDto(row: LibraryPhotoRow): LibraryPhoto {
  return {
    id: row.id,
    image: assetUrl(row.sha256),
    credit: row.credit,
    licence: row.licence,
    title: row.title,
    scope: row.project_id ? 'project' : 'library',
    source: 'user upload',
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The user's own reference photos: upload (to the library or a project), list and delete. */
export function createPhotoService(deps: {
  db: Kysely<DatabaseSchema>;
  assets: AssetService;
  projects: Pick<ProjectService, 'requireAccess'>;
}) {
  const { db, assets } = deps;
  const notFound = () => new AppError(ErrorCode.NotFound, 'Photo not found.');

  /**
   * Who may delete a photo: a library photo is its uploader's alone; a project's photo is the
   * project's, so the caller's current role in its workspace decides (edit: yes; a viewer: 403;
   * a removed member or a stranger: 404), whoever uploaded it.
   */
  async function requireDeletable(userId: string, photo: LibraryPhotoRow): Promise<void> {
    if (photo.project_id === null) {
      if (photo.owner_id !== userId) throw notFound();
      return;
    }
    try {
      await deps.projects.requireAccess(userId, photo.project_id, 'edit');
    } catch (err) {
      throw err instanceof AppError && err.code === ErrorCode.NotFound ? notFound() : err;
    }
  }

  /** Stores the form's `file` with its credit, licence and description; `projectId` null = the library. */
  async function upload(userId: string, projectId: string | null, input: PhotoUploadInput): Promise<LibraryPhoto> {
    const { file, ...details } = input;
    const stored = await assets.storeUserPhoto(fileBytes(file), { credit: details.credit, licence: details.licence });
    const row = await insertPhoto(db, { ownerId: userId, projectId, sha256: stored.sha256, ...details });
    return toPhotoDto(row);
  }

  /** The library, plus the project's own photos when a project is given. */
  async function list(userId: string, projectId?: string): Promise<{ photos: LibraryPhoto[] }> {
    return { photos: (await listPhotos(db, userId, projectId)).map(toPhotoDto) };
  }

  /** Deletes a photo the caller may delete (404 when they may not see it); its file goes when nothing else uses it. */
  async function remove(userId: string, id: string): Promise<{ success: true }> {
    const photo = isUuid(id) ? await findPhoto(db, id) : undefined;
    if (!photo) throw notFound();
    await requireDeletable(userId, photo);
    const sha = await deletePhoto(db, photo.id);
    if (!sha) throw notFound();
    await assets.removeIfUnreferenced([sha]);
    return { success: true };
  }

  /**
   * The workspace a photo lives in, for a token's workspace rule: its project's, or for a library
   * photo its uploader's personal one (undefined: no such photo, or another person's library photo; `remove` refuses those).
   */
  async function workspaceOf(userId: string, id: string, personal: () => Promise<string>): Promise<string | undefined> {
    const photo = isUuid(id) ? await findPhoto(db, id) : undefined;
    if (!photo) return undefined;
    if (photo.project_id !== null) return (await findProjectById(db, photo.project_id))?.workspace_id ?? undefined;
    return photo.owner_id === userId ? personal() : undefined;
  }

  return { upload, list, remove, workspaceOf };
}

export type PhotoService = ReturnType<typeof createPhotoService>;
