import { AsyncLocalStorage } from 'node:async_hooks';
import { ErrorCode } from '@loci/shared';
import pLimit, { type LimitFunction } from 'p-limit';
import { AppError } from '../../errors.js';

/** Images above this many pixels (16 MP, e.g. 4000×4000) are heavy: seconds of CPU each. */
export const HEAVY_IMAGE_PIXELS = 16_000_000;

export const IMAGE_WORK_MESSAGES = {
  busy: 'The server is busy processing other images. Please try again in a minute.',
  perUser: (n: number) =>
    `You are already uploading ${n} large image${n === 1 ? '' : 's'}. Please wait until they are processed, then try again.`,
} as const;

export interface ImageWorkLimits {
  /** Light pipelines at once (IMAGE_CONCURRENCY); heavy ones get half as many lanes, at least one. */
  concurrency: number;
  /** Requests that may wait per lane before new ones are refused with 503 (IMAGE_QUEUE_MAX). */
  maxQueued: number;
  /** Requests with heavy images one user may have in flight (UPLOAD_HEAVY_PER_USER); more get 429. */
  heavyPerUser: number;
}

/** What image work knows of the request it runs for (set per request by `imageWorkPlugin`). */
export interface ImageRequester {
  userId(): string | undefined;
  admitted?: boolean;
  heavyFor?: string;
}

const requesters = new AsyncLocalStorage<ImageRequester>();

/** Runs `fn` (and everything it starts) as the work of one request. */
export function runAsRequest<T>(requester: ImageRequester, fn: () => T): T {
  return requesters.run(requester, fn);
}

/**
 * Every image decode and encode in the process runs here, so a burst of huge uploads cannot
 * take every core and every libuv thread (which zlib and fs need too) from other requests.
 * Two lanes (heavy images, light ones) keep small generated images from queueing behind 40 MP
 * uploads. Work of a request is admitted once, on its first image: refused with 503 when its
 * lane's queue is full, with 429 when its user already has `heavyPerUser` heavy requests in
 * flight; once admitted, its later images are never refused. Background work (the generation
 * worker) is never refused: it waits its turn and is bounded by its own concurrency.
 */
export function createImageWork(initial: ImageWorkLimits) {
  let limits = initial;
  const lanes: Record<'light' | 'heavy', LimitFunction> = { light: pLimit(1), heavy: pLimit(1) };
  const heavyByUser = new Map<string, number>();

  function configure(next: ImageWorkLimits): void {
    limits = next;
    lanes.light.concurrency = Math.max(1, next.concurrency);
    lanes.heavy.concurrency = Math.max(1, Math.floor(next.concurrency / 2));
  }
  configure(initial);

  function admit(requester: ImageRequester, lane: LimitFunction, heavy: boolean): void {
    if (!requester.admitted && lane.pendingCount >= limits.maxQueued) throw new AppError(ErrorCode.Unavailable, IMAGE_WORK_MESSAGES.busy);
    const userId = heavy && !requester.heavyFor ? requester.userId() : undefined;
    if (userId) {
      const inFlight = heavyByUser.get(userId) ?? 0;
      if (inFlight >= limits.heavyPerUser) throw new AppError(ErrorCode.RateLimited, IMAGE_WORK_MESSAGES.perUser(limits.heavyPerUser));
      heavyByUser.set(userId, inFlight + 1);
      requester.heavyFor = userId;
    }
    requester.admitted = true;
  }

  return {
    configure,

    /** Runs one image job of about `pixels` pixels in its lane; see above for when it is refused (a rejection, never a throw). */
    async run<T>(pixels: number, job: () => Promise<T>): Promise<T> {
      const heavy = pixels > HEAVY_IMAGE_PIXELS;
      const lane = heavy ? lanes.heavy : lanes.light;
      const requester = requesters.getStore();
      if (requester) admit(requester, lane, heavy);
      return lane(job);
    },

    /** The request is over: its user's heavy slot is free again (idempotent). */
    release(requester: ImageRequester): void {
      const userId = requester.heavyFor;
      if (!userId) return;
      requester.heavyFor = undefined;
      const left = (heavyByUser.get(userId) ?? 1) - 1;
      if (left > 0) heavyByUser.set(userId, left);
      else heavyByUser.delete(userId);
    },

    /** Jobs running and waiting per lane, and users holding heavy slots (for tests and logs). */
    stats() {
      return {
        light: { active: lanes.light.activeCount, waiting: lanes.light.pendingCount },
        heavy: { active: lanes.heavy.activeCount, waiting: lanes.heavy.pendingCount },
        heavyUsers: heavyByUser.size,
      };
    },
  };
}

export type ImageWork = ReturnType<typeof createImageWork>;

/** The process's one image queue: the CPU is shared by every app in the process. */
export const imageWork = createImageWork({ concurrency: 1, maxQueued: 8, heavyPerUser: 2 });
