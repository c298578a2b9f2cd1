import type { Kysely } from 'kysely';
import type { AiProviders, SliderStep } from '../../adapters/ai/index.js';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import type { AssetService } from '../assets/index.js';
import type { DailyQuota, SlotKey } from './usage.js';

// What slot images take and give, apart from slot-image.ts so its generate and source halves
// read them without importing the file that composes them (an import loop, even if type-only).

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
