import { assetUrl, ErrorCode, isUuid, type LibraryPhoto, photoUploadFieldsSchema } from '@loci/shared';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { AppError } from '../../errors.js';
import { type FormBody, fieldValue } from '../../lib/multipart.js';
import type { AssetService } from '../assets/index.js';
import { deletePhoto, insertPhoto, type LibraryPhotoRow, listPhotos } from './photos.repository.js';

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
export function createPhotoService(deps: { db: Kysely<DatabaseSchema>; assets: AssetService }) {
  const { db, assets } = deps;

  /** Stores the form's `file` with its credit, licence and description; `projectId` null = the library. */
  async function upload(userId: string, projectId: string | null, form: FormBody): Promise<LibraryPhoto> {
    const fields = photoUploadFieldsSchema.safeParse({
      credit: fieldValue(form, 'credit') ?? '',
      licence: fieldValue(form, 'licence') ?? '',
      title: fieldValue(form, 'title') ?? '',
    });
    if (!fields.success) throw new AppError(ErrorCode.Validation, fields.error.issues[0]?.message ?? 'Invalid photo details.');
    const file = form.files.file;
    if (!file) throw new AppError(ErrorCode.Validation, 'Please choose a photo to upload.');
    const stored = await assets.storeUserPhoto(file.bytes, { credit: fields.data.credit, licence: fields.data.licence });
    const row = await insertPhoto(db, { ownerId: userId, projectId, sha256: stored.sha256, ...fields.data });
    return toPhotoDto(row);
  }

  /** The library, plus the project's own photos when a project is given. */
  async function list(userId: string, projectId?: string): Promise<{ photos: LibraryPhoto[] }> {
    return { photos: (await listPhotos(db, userId, projectId)).map(toPhotoDto) };
  }

  /** Deletes a photo of the user's (404 for anyone else's); its file goes when nothing else uses it. */
  async function remove(userId: string, id: string): Promise<{ success: true }> {
    const sha = isUuid(id) ? await deletePhoto(db, userId, id) : undefined;
    if (!sha) throw new AppError(ErrorCode.NotFound, 'Photo not found.');
    await assets.removeIfUnreferenced([sha]);
    return { success: true };
  }

  return { upload, list, remove };
}

export type PhotoService = ReturnType<typeof createPhotoService>;
