import type { ImageSettings } from '@loci/shared';

/** What the popup keeps from an edit: the sourced alternatives (if any) and a plain notice. */
export type EditOutcome = { alternatives: string[] | undefined; notice: string | undefined };

/**
 * Reads an edit answer (spec §4 Image edit). In sourced mode the returned images are the
 * alternatives; when the server found no photo it says why (`notice`, e.g. the library is
 * empty) and there is nothing to choose from. Generated images are never offered as sourced.
 */
export function readEditOutcome(options: { settings: ImageSettings; images: string[] | undefined; notice?: string }): EditOutcome {
  if (options.settings.realSourced !== 1) return { alternatives: undefined, notice: undefined };
  if (options.notice) return { alternatives: [], notice: options.notice };
  return { alternatives: options.images ?? [], notice: undefined };
}
