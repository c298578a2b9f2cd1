import { assetUrl } from '@loci/shared';
import type { Kysely } from 'kysely';
import type { AiProviders, SliderStep } from '../../adapters/ai/index.js';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import type { AssetService } from '../assets/index.js';
import type { BrandInputs, DailyQuota, ImageOutcome, SlotImages } from '../imaging/index.js';
import type { ProjectService } from '../projects/index.js';
import type { Boards } from './boards.js';
import type { SlotRow } from './generation.repository.js';

/** What every generation use case works with. */
export interface GenerationServiceDeps {
  db: Kysely<DatabaseSchema>;
  assets: AssetService;
  projects: ProjectService;
  ai: AiProviders;
  brand: BrandInputs;
  boards: Boards;
  images: SlotImages;
  uploadMaxBytes: number;
  /** The daily quota: a text-model call outside a project counts one against the caller's. */
  dailyQuota: DailyQuota;
}

/** A slot's sliders as SliderSteps (defaults 1). */
export function slidersOf(slot: SlotRow | undefined): { microMacro: SliderStep; photoStyled: SliderStep } {
  const step = (v: number | undefined): SliderStep => (v === 0 || v === 2 ? v : 1);
  return { microMacro: step(slot?.micro_macro), photoStyled: step(slot?.photo_styled) };
}

/** The spec's single-image response for an outcome (asset URLs, never data URLs). */
export function toSingleImageDto(outcome: ImageOutcome) {
  const image = outcome.sha ? assetUrl(outcome.sha) : '';
  const alternatives = outcome.alternatives.map((s) => assetUrl(s));
  return {
    image,
    alternatives,
    ...(outcome.usage === 1 && image ? { images: [image, ...alternatives] } : {}),
    timeout: outcome.timeout,
    fallback: outcome.fallback,
    ...(outcome.notice ? { notice: outcome.notice } : {}),
  };
}

/** The slot columns an image outcome sets: done with its image, or failed with the reason. */
export function outcomePatch(outcome: ImageOutcome) {
  if (!outcome.sha) return { status: 'failed' as const, error: outcome.error ?? (outcome.timeout ? 'timeout' : 'provider failure') };
  return {
    status: 'done' as const,
    error: null,
    assetSha: outcome.sha,
    alternativeShas: outcome.alternatives,
    promptUsage: outcome.usage,
  };
}
