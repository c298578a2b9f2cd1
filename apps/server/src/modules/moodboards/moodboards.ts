import type { Kysely } from 'kysely';
import type { AiProviders } from '../../adapters/ai/index.js';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import type { Geocoder } from '../../adapters/geo/geocoder.port.js';
import type { AssetService } from '../assets/index.js';
import { createBrandInputs, createSlotImages, type DailyQuota } from '../imaging/index.js';
import type { ProjectService } from '../projects/index.js';
import { createMoodboardService } from './moodboards.service.js';
import { createScratchImages } from './scratch.js';

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
  return createMoodboardService({
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
  });
}

export { createMoodboardReads } from './moodboard-reads.js';
export { moodboardImageRestorer, moodboardPageRestorer, renderRestorer } from './moodboard-restore.js';
export { withMoodboards } from './project-data.js';
