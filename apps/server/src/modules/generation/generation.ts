import type { Kysely } from 'kysely';
import type { AiProviders } from '../../adapters/ai/index.js';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import type { Geocoder } from '../../adapters/geo/geocoder.port.js';
import type { PhotoDownloader } from '../../adapters/web/photo-downloader.port.js';
import type { AssetService } from '../assets/index.js';
import { createBrandInputs, createSlotImages, type DailyQuota } from '../imaging/index.js';
import type { ProjectService } from '../projects/index.js';
import { createBoardEdits } from './board-edits.js';
import { createBoards } from './boards.js';
import { createGenerationService } from './generation.service.js';
import { createGuidedRegeneration } from './guided-requeue.js';
import { createGenerationJobs } from './jobs.service.js';
import { createGenerationDataSource } from './project-data.js';
import type { GenerationServiceDeps } from './service-deps.js';
import { boardCandidateMaker } from './slot-variations.js';
import { type GenerationWorker, startGenerationWorker, type WorkerOptions } from './worker.js';

export interface GenerationDeps {
  db: Kysely<DatabaseSchema>;
  assets: AssetService;
  projects: ProjectService;
  ai: AiProviders;
  geocoder: Geocoder;
  dailyQuota: DailyQuota;
  uploadMaxBytes: number;
  imageTimeoutMs?: number;
  /** Downloads the photos a photo source offers by URL. */
  photoDownloader: PhotoDownloader;
  onError?: (err: unknown) => void;
  /** Told after every slot any worker of this app settles (live updates), besides the worker's own `onSlotSettled`. */
  onSlotSettled?: WorkerOptions['onSlotSettled'];
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
    fetchPhoto: (url, signal) => deps.photoDownloader.download(url, { maxBytes: deps.uploadMaxBytes, signal }),
  });
  const serviceDeps: GenerationServiceDeps = {
    db,
    assets,
    projects: deps.projects,
    ai,
    brand: createBrandInputs(deps.geocoder),
    boards: createBoards({ db, assets, ai }),
    images,
    uploadMaxBytes: deps.uploadMaxBytes,
    dailyQuota: deps.dailyQuota,
  };
  const workers = new Set<GenerationWorker>();
  const wakeWorkers = () => {
    for (const w of workers) w.wake();
  };
  const jobs = createGenerationJobs(serviceDeps, { dailyQuota: deps.dailyQuota, onQueued: wakeWorkers });

  return {
    ...createGenerationService(serviceDeps),
    ...createBoardEdits(serviceDeps),
    jobs,
    /** Regeneration of chosen slots with guidance added to their prompts (review feedback). */
    guided: createGuidedRegeneration({ db, dailyQuota: deps.dailyQuota, onQueued: wakeWorkers }),
    /** Makes one "Variations" candidate for a board slot (history records it). */
    candidate: boardCandidateMaker({ db, images }),
    /** Starts a worker in this process (the app does so when asked; tests start their own). */
    startWorker(opts: WorkerOptions): GenerationWorker {
      const settled = [deps.onSlotSettled, opts.onSlotSettled].filter((f) => f !== undefined);
      const onSlotSettled: WorkerOptions['onSlotSettled'] = async (slot) => {
        for (const tell of settled) await tell(slot);
      };
      const worker = startGenerationWorker({ db, assets, images, onError: deps.onError }, { ...opts, onSlotSettled });
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

export { type BoardPageRestorer, boardPageRestorer } from './page-restore.js';
export { boardSlotRestorer } from './slot-restore.js';
export { createGenerationDataSource };
