import type { Kysely } from 'kysely';
import type { AiProviders } from '../../adapters/ai/index.js';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { hasLibraryPhoto } from '../photos/index.js';

/** Said when the user's photo library has no photo at all (offline sourcing draws only from it). */
export const LIBRARY_EMPTY = 'Your photo library is empty. Upload your own reference photos to source from them.';
/** Said when the library has photos but none matches the prompt. */
export const NO_LIBRARY_MATCH = 'Nothing in your photo library matches this prompt. Choose one of your photos below or upload another.';
/** Said when a configured photo source found nothing. */
export const NO_SOURCE_MATCH = 'No photos matched this prompt.';

/** Why SOURCE found nothing, in plain words. */
export async function noPhotoNotice(db: Kysely<DatabaseSchema>, ai: AiProviders, userId: string): Promise<string> {
  if (!ai.offline.photos) return NO_SOURCE_MATCH;
  return (await hasLibraryPhoto(db, userId)) ? NO_LIBRARY_MATCH : LIBRARY_EMPTY;
}
