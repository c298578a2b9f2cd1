import type { Kysely } from 'kysely';
import type { AiProviders } from '../../adapters/ai/index.js';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import type { Geocoder } from '../../adapters/geo/geocoder.port.js';
import type { AssetService } from '../assets/index.js';
import { createBrandInputs, createSlotImages, type DailyQuota } from '../imaging/index.js';
import type { ProjectService } from '../projects/index.js';
import type { MoodboardServiceDeps } from './moodboard-deps.js';
import { createMoodboardService } from './moodboards.service.js';
import { createScratchImages } from './scratch.js';
import { createMoodboardSpaces } from './space.service.js';
import { type SpaceWorker, type SpaceWorkerOptions, startSpaceWorker } from './space-worker.js';

export interface MoodboardDeps {
  db: Kysely<DatabaseSchema>;
  assets: AssetService;
  projects: ProjectService;
  ai: AiProviders;
  geocoder: Geocoder;
  dailyQuota: DailyQuota;
  limits: { maxBytes: number; maxPixels: number };
  /** Provider deadline per image or render (a hung provider becomes the timeout flag / a 502). */
  imageTimeoutMs?: number;
}

/** The moodboards module: its service, wired to the generation module's image maker and brand inputs. */
export function createMoodboards(deps: MoodboardDeps) {
  return createMoodboardService(serviceDeps(deps));
}

/**
 * "Your space" (issue #33): the service behind its routes and a worker for its render queue
 * (the app starts one when it runs workers; tests start their own).
 */
export function createSpaces(deps: MoodboardDeps & { onError?: (err: unknown) => void }) {
  const base = serviceDeps(deps);
  const workers = new Set<SpaceWorker>();
  const service = createMoodboardSpaces({
    ...base,
    onQueued: () => {
      for (const w of workers) w.wake();
    },
  });
  return {
    service,
    startWorker(opts: SpaceWorkerOptions = {}): SpaceWorker {
      const worker = startSpaceWorker(base, { onError: deps.onError, ...opts });
      workers.add(worker);
      return {
        id: worker.id,
        wake: worker.wake,
        stop: async (o) => {
          workers.delete(worker);
          await worker.stop(o);
        },
      };
    },
  };
}

export type Spaces = ReturnType<typeof createSpaces>;

function serviceDeps(deps: MoodboardDeps): MoodboardServiceDeps {
  const imageTimeoutMs = deps.imageTimeoutMs ?? 120_000;
  const images = createSlotImages({
    db: deps.db,
    ai: deps.ai,
    assets: deps.assets,
    dailyQuota: deps.dailyQuota,
    imageTimeoutMs,
    photoLimit: 0,
    // Moodboard images are always generated, never sourced.
    fetchPhoto: async () => {
      throw new Error('moodboards do not source photos');
    },
  });
  return {
    db: deps.db,
    assets: deps.assets,
    projects: deps.projects,
    ai: deps.ai,
    brand: createBrandInputs(deps.geocoder),
    images,
    scratch: createScratchImages({ db: deps.db, assets: deps.assets }),
    limits: deps.limits,
    imageTimeoutMs,
    dailyQuota: deps.dailyQuota,
  };
}

export { createMoodboardReads } from './moodboard-reads.js';
export { moodboardImageRestorer, moodboardPageRestorer, renderRestorer } from './moodboard-restore.js';
export { withMoodboards } from './project-data.js';
export { spaceRoutes } from './space.routes.js';
