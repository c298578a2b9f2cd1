import { z } from 'zod';
import { formInput, formRequiredFile, formString } from './form-input.js';

/** Longest credit, licence and title of an uploaded photo. */
export const PHOTO_CREDIT_MAX = 200;
export const PHOTO_LICENCE_MAX = 200;
export const PHOTO_TITLE_MAX = 300;

/** Where an uploaded photo lives: the user's library (every project) or one project. */
export const photoScopeSchema = z.enum(['library', 'project']);
export type PhotoScope = z.infer<typeof photoScopeSchema>;

/** One of the user's own reference photos (`source` is always "user upload": never AI). */
export const libraryPhotoSchema = z.object({
  id: z.string(),
  image: z.string(),
  credit: z.string(),
  licence: z.string(),
  title: z.string(),
  scope: photoScopeSchema,
  source: z.literal('user upload'),
  created_at: z.string(),
});
export type LibraryPhoto = z.infer<typeof libraryPhotoSchema>;

/** GET /api/photos and GET /api/projects/:id/photos. */
export const libraryPhotoListSchema = z.object({ photos: z.array(libraryPhotoSchema) });
export type LibraryPhotoList = z.infer<typeof libraryPhotoListSchema>;

/** Text fields of an upload (multipart, beside the `file`). */
export const photoUploadFieldsSchema = z.object({
  credit: z
    .string()
    .trim()
    .min(1, 'Please enter a credit for this photo.')
    .max(PHOTO_CREDIT_MAX, `The credit must be at most ${PHOTO_CREDIT_MAX} characters.`),
  licence: z.string().trim().max(PHOTO_LICENCE_MAX, `The licence must be at most ${PHOTO_LICENCE_MAX} characters.`).default(''),
  title: z.string().trim().max(PHOTO_TITLE_MAX, `The description must be at most ${PHOTO_TITLE_MAX} characters.`).default(''),
});
export type PhotoUploadFields = z.infer<typeof photoUploadFieldsSchema>;

/** The upload form of POST /api/photos and POST /api/projects/:id/photos: its details, then its `file`. */
export const photoUploadInputSchema = formInput({
  credit: formString(photoUploadFieldsSchema.shape.credit),
  licence: formString(photoUploadFieldsSchema.shape.licence),
  title: formString(photoUploadFieldsSchema.shape.title),
  file: formRequiredFile('Please choose a photo to upload.'),
});
export type PhotoUploadInput = z.output<typeof photoUploadInputSchema>;

/** POST /api/photos and POST /api/projects/:id/photos (201). */
export const photoUploadResponseSchema = z.object({ photo: libraryPhotoSchema });
