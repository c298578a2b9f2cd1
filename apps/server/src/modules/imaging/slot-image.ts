import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AiProviders, SliderStep } from '../../adapters/ai/index.js';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import type { AssetService } from '../assets/index.js';
import { generateImage } from './slot-image-generate.js';
import { sourcePhotos } from './slot-image-source.js';
import type { DailyQuota, SlotKey } from './usage.js';

export { IMAGE_SIZE } from './slot-image-generate.js';

/** What to make for one slot. */
export interface ImageJob {
  /** Who asked (charged against their quota). */
  userId: string;
  /** The workspace of the project the image is for (charged against its quota); none for scratch images. */
  workspaceId?: string | null;
  /** The project the image is for (its cost line); a slot's job names it in `slot`. */
  projectId?: string;
  prompt: string;
  /** 0 generate, 1 source a real photo (falls back to generating when none is found). */
  usage: 0 | 1;
  microMacro: SliderStep;
  photoStyled: SliderStep;
  palette?: string[];
  /** Cancels the provider call (worker shutdown). */
  signal?: AbortSignal;
  /** Bounds provider calls (the worker's concurrency); storing the result happens outside it. */
  gate?: <T>(run: () => Promise<T>) => Promise<T>;
  /** The queued slot this image is for: its run is charged once, even when re-run after a crash. */
  slot?: SlotKey;
  /** A regeneration's seed (`newSeed()`): the same prompt then gives a new image. */
  seed?: number;
}

/** A seed for a regeneration (a positive 31-bit integer, what providers that take a seed accept). */
export function newSeed(): number {
  return randomInt(1, 2 ** 31 - 1);
}

/** The result, in the spec's single-image terms; `sha` null when nothing was made. */
export interface ImageOutcome {
  sha: string | null;
  alternatives: string[];
  /** 1 when the image is a sourced photo. */
  usage: 0 | 1;
  timeout: boolean;
  fallback: boolean;
  notice?: string;
  error?: string;
  /** The seed the image was made with (a regeneration's), for the slot's history. */
  seed?: number;
}

export interface SlotImageDeps {
  db: Kysely<DatabaseSchema>;
  ai: AiProviders;
  assets: AssetService;
  dailyQuota: DailyQuota;
  /** Provider deadline per image (a hung provider becomes the `timeout` flag). */
  imageTimeoutMs: number;
  /** Sourced candidates per slot (the first is the image, the rest alternatives). */
  photoLimit: number;
  fetchPhoto: (url: string, signal?: AbortSignal) => Promise<Buffer>;
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
