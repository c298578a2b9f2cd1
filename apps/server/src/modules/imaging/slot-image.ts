import { randomInt } from 'node:crypto';
import type { ImageJob, ImageOutcome, SlotImageDeps } from './slot-image.types.js';
import { generateImage } from './slot-image-generate.js';
import { sourcePhotos } from './slot-image-source.js';

export type { ImageJob, ImageOutcome, SlotImageDeps } from './slot-image.types.js';
export { IMAGE_SIZE } from './slot-image-generate.js';

/** A seed for a regeneration (a positive 31-bit integer, what providers that take a seed accept). */
export function newSeed(): number {
  return randomInt(1, 2 ** 31 - 1);
}

const NO_PHOTO_OFFLINE = 'Nothing in your photo library matched, so this image was generated instead.';
const NO_PHOTO = 'No photo matched this prompt, so this image was generated instead.';

/** Makes slot images: sourced photos with credit and licence, or generated images with the AI mark. */
export function createSlotImages(deps: SlotImageDeps) {
  const generate = (job: ImageJob): Promise<ImageOutcome> => generateImage(deps, job);
  const source = (job: ImageJob): Promise<string[]> => sourcePhotos(deps, job);
  return {
    /** Generates one image (counted against the quota); provider failures become flags, not throws. */
    generate,
    /** Sourced slots search the photo source first; generated ones (and sourced ones with no match) generate. */
    async make(job: ImageJob): Promise<ImageOutcome> {
      if (job.usage === 0) return generate(job);
      const shas = await source(job);
      if (shas.length) return { sha: shas[0], alternatives: shas.slice(1), usage: 1, timeout: false, fallback: false };
      const made = await generate(job);
      return { ...made, notice: deps.ai.photos.offline ? NO_PHOTO_OFFLINE : NO_PHOTO };
    },
    /** Sourced candidates only (the popup's SOURCE button): shas, best first. */
    source,
  };
}

export type SlotImages = ReturnType<typeof createSlotImages>;
