import type { Kysely } from 'kysely';
import type { AiProviders } from '../../adapters/ai/index.js';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import type { Geocoder } from '../../adapters/geo/geocoder.port.js';
import type { AssetService } from '../assets/assets.service.js';
import type { ProjectService } from '../projects/projects.service.js';
import { createBoardEdits } from './board-edits.js';
import { createBoards } from './boards.js';
import { createBrandInputs } from './brand-input.js';
import type { GenerationContext } from './context.js';
import { createGenerationService } from './generation.service.js';
import { createGenerationJobs } from './jobs.service.js';
import { fetchPhotoBytes } from './photo-fetch.js';
import { createGenerationDataSource } from './project-data.js';
import { createSlotImages, type SlotImageDeps } from './slot-image.js';
import { type GenerationWorker, startGenerationWorker, type WorkerOptions } from './worker.js';

export interface GenerationDeps {
  db: Kysely<DatabaseSchema>;
  assets: AssetService;
  projects: ProjectService;
  ai: AiProviders;
  geocoder: Geocoder;
  dailyQuota: number;
  uploadMaxBytes: number;
  imageTimeoutMs?: number;
  /** Replaces the photo downloader (tests). */
  fetchPhoto?: SlotImageDeps['fetchPhoto'];
  onError?: (err: unknown) => void;
}

/** The generation module: endpoint use cases, board edits, server-side jobs and their workers. */
export function createGeneration(deps: GenerationDeps) {
  const { db, assets, ai } = deps;
  const images = createSlotImages({
    db,
    ai,
    assets,
    dailyQuota: deps.dailyQuota,
    imageTimeoutMs: deps.imageTimeoutMs ?? 120_000,
    photoLimit: 6,
    fetchPhoto: deps.fetchPhoto ?? ((url, signal) => fetchPhotoBytes(url, { maxBytes: deps.uploadMaxBytes, signal })),
  });
  const ctx: GenerationContext = {
    db,
    assets,
    projects: deps.projects,
    ai,
    brand: createBrandInputs(deps.geocoder),
    boards: createBoards({ db, assets, ai }),
    images,
    uploadMaxBytes: deps.uploadMaxBytes,
  };
  const workers = new Set<GenerationWorker>();
  const jobs = createGenerationJobs(ctx, {
    dailyQuota: deps.dailyQuota,
    onQueued: () => {
      for (const w of workers) w.wake();
    },
  });

  return {
    ...createGenerationService(ctx),
    ...createBoardEdits(ctx),
    jobs,
    /** Starts a worker in this process (the app does so when asked; tests start their own). */
    startWorker(opts: WorkerOptions): GenerationWorker {
      const worker = startGenerationWorker({ db, assets, images, onError: deps.onError }, opts);
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

export type Generation = ReturnType<typeof createGeneration>;

export { createGenerationDataSource };
