import { randomInt } from 'node:crypto';
import { parseAssetUrl } from '@loci/shared';
import type { Kysely } from 'kysely';
import {
  type AiProviders,
  photoQueryOf,
  type SliderStep,
  stripSliderModifiers,
  toProviderError,
  withSliderModifiers,
} from '../../adapters/ai/index.js';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import type { PhotoCandidate } from '../../adapters/photos/photo-source.port.js';
import type { AssetService } from '../assets/index.js';
import { chargeSlotRun, type DailyQuota, quotaError, reserveGeneration, type SlotKey } from './usage.js';

/** What to make for one slot. */
export interface ImageJob {
  /** Who asked (charged against their quota). */
  userId: string;
  /** The workspace of the project the image is for (charged against its quota); none for scratch images. */
  workspaceId?: string | null;
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

/** Square images: what every provider supports and what the grids show. */
export const IMAGE_SIZE = 1024;

const RETRY_DELAY_MS = 500;
const NO_PHOTO_OFFLINE = 'Nothing in your photo library matched, so this image was generated instead.';
const NO_PHOTO = 'No photo matched this prompt, so this image was generated instead.';

/** Makes slot images: sourced photos with credit and licence, or generated images with the AI mark. */
export function createSlotImages(deps: SlotImageDeps) {
  async function storeCandidate(c: PhotoCandidate, query: string, signal?: AbortSignal): Promise<string | null> {
    // Only a relative asset URL is ours (the offline library's photos); a source naming an origin is fetched.
    const own = parseAssetUrl(c.url);
    if (own && !own.absolute) return own.sha;
    try {
      const bytes = c.bytes ?? (c.url ? await deps.fetchPhoto(c.url, signal) : null);
      if (!bytes) return null;
      const stored = await deps.assets.storeSourced(bytes, {
        credit: c.credit,
        licence: c.licence,
        sourceUrl: c.sourceUrl,
        provider: deps.ai.photos.provider,
        query,
      });
      return stored.sha256;
    } catch {
      return null; // one unreadable candidate does not spoil the others
    }
  }

  async function source(job: ImageJob): Promise<string[]> {
    const query = photoQueryOf(stripSliderModifiers(job.prompt)).slice(0, 300);
    try {
      const found = await deps.ai.photos.search(query, { limit: deps.photoLimit, userId: job.userId, signal: job.signal });
      const shas = await Promise.all(found.map((c) => storeCandidate(c, query, job.signal)));
      return [...new Set(shas.filter((s): s is string => s !== null))];
    } catch {
      return [];
    }
  }

  async function callModel(job: ImageJob, prompt: string) {
    const signal = AbortSignal.any([AbortSignal.timeout(deps.imageTimeoutMs), ...(job.signal ? [job.signal] : [])]);
    const req = {
      prompt,
      width: IMAGE_SIZE,
      height: IMAGE_SIZE,
      microMacro: job.microMacro,
      photoStyled: job.photoStyled,
      palette: job.palette,
      ...(job.seed === undefined ? {} : { seed: job.seed }),
      signal,
    };
    const gate = job.gate ?? ((run) => run());
    try {
      return await gate(() => deps.ai.image.generate(req));
    } catch (err) {
      if (toProviderError(err, deps.ai.image.provider).kind !== 'network' || job.signal?.aborted) throw err;
      await new Promise((r) => setTimeout(r, RETRY_DELAY_MS));
      return gate(() => deps.ai.image.generate(req)); // one retry after a network error (spec §4, §9)
    }
  }

  /** Generates one image (counted against the quota); provider failures become flags, not throws. */
  async function generate(job: ImageJob): Promise<ImageOutcome> {
    const charged = job.slot
      ? await chargeSlotRun(deps.db, job.slot, { userId: job.userId, workspaceId: job.workspaceId }, deps.dailyQuota)
      : await reserveGeneration(deps.db, { userId: job.userId, workspaceId: job.workspaceId }, deps.dailyQuota);
    if (!charged) throw quotaError();
    const prompt = withSliderModifiers(job.prompt, job.microMacro, job.photoStyled);
    try {
      const image = await callModel(job, prompt);
      const stored = await deps.assets.storeGenerated(image.bytes, {
        prompt,
        provider: image.provider,
        model: image.model,
        offline: deps.ai.image.offline,
      });
      return {
        sha: stored.sha256,
        alternatives: [],
        usage: 0,
        timeout: false,
        fallback: false,
        ...(job.seed === undefined ? {} : { seed: job.seed }),
      };
    } catch (err) {
      const e = toProviderError(err, deps.ai.image.provider);
      return { sha: null, alternatives: [], usage: 0, timeout: e.kind === 'timeout', fallback: e.kind !== 'timeout', error: e.message };
    }
  }

  return {
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
