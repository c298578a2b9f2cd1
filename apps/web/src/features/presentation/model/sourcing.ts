import type { ImageSettings } from '@loci/shared';

/** Said when SOURCE found nothing and no photo source beyond the user's library is configured. */
export const NO_LIBRARY_PHOTOS =
  'No photos found in your library for this prompt. Connect a photo source (PHOTO_SOURCE) to search beyond it.';

/** Said when SOURCE found nothing in a configured photo source. */
export const NO_MATCHING_PHOTOS = 'No photos matched this prompt, so a generated image is shown instead.';

/** What the popup keeps from an edit: the sourced alternatives (if any) and a plain notice. */
export type EditOutcome = { alternatives: string[] | undefined; notice: string | undefined };

/**
 * Reads an edit answer (spec §4 Image edit). In sourced mode the returned images are the
 * alternatives, unless the server says it found no photo and generated one instead (its
 * `notice`): then there is nothing to choose from and the popup says so.
 */
export function readEditOutcome(options: { settings: ImageSettings; images: string[] | undefined; notice?: string }): EditOutcome {
  if (options.settings.realSourced !== 1) return { alternatives: undefined, notice: undefined };
  if (!options.notice) return { alternatives: options.images ?? [], notice: undefined };
  const notice = options.notice.includes('PHOTO_SOURCE') ? NO_LIBRARY_PHOTOS : NO_MATCHING_PHOTOS;
  return { alternatives: [], notice };
}
