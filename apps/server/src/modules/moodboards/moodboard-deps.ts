import { ErrorCode, isUuid } from '@loci/shared';
import type { Kysely } from 'kysely';
import type { AiProviders, Section } from '../../adapters/ai/index.js';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { AppError, badInput } from '../../errors.js';
import type { AssetService } from '../assets/index.js';
import type { BrandInputs, DailyQuota, SlotImages } from '../imaging/index.js';
import type { ProjectRow, ProjectService } from '../projects/index.js';
import { findMoodboard, findMoodboardByTitle, type MoodboardRow } from './moodboards.repository.js';
import type { ScratchImages } from './scratch.js';

/** What every moodboard use case works with. */
export interface MoodboardServiceDeps {
  db: Kysely<DatabaseSchema>;
  assets: AssetService;
  projects: ProjectService;
  ai: AiProviders;
  brand: BrandInputs;
  /** The generation module's image maker: daily quota, one retry after a network error, flags. */
  images: SlotImages;
  scratch: ScratchImages;
  limits: { maxBytes: number; maxPixels: number };
  /** Provider deadline for a render. */
  imageTimeoutMs: number;
  dailyQuota: DailyQuota;
}

const PAGE_SUFFIX = / moodboard$/i;

/** A moodboard of the project by id; 404 when it is not there (or the id is malformed). */
export async function requireMoodboard(deps: MoodboardServiceDeps, projectId: string, id: string | undefined): Promise<MoodboardRow> {
  const row = id && isUuid(id) ? await findMoodboard(deps.db, projectId, id) : undefined;
  if (!row) throw new AppError(ErrorCode.NotFound, 'Moodboard not found.');
  return row;
}

/** The moodboard a form names: moodboard_id when sent, else moodboard_title (page suffix " moodboard" tolerated). */
export async function moodboardOfForm(
  deps: MoodboardServiceDeps,
  project: ProjectRow,
  form: { moodboard_id?: string; moodboard_title: string },
): Promise<MoodboardRow> {
  const id = form.moodboard_id;
  if (id) return requireMoodboard(deps, project.id, id);
  const title = form.moodboard_title.replace(PAGE_SUFFIX, '');
  if (!title) throw badInput('moodboard_id or moodboard_title is required.');
  const row =
    (await findMoodboardByTitle(deps.db, project.id, title)) ?? (await findMoodboardByTitle(deps.db, project.id, `${title} moodboard`));
  if (!row) throw new AppError(ErrorCode.NotFound, 'Moodboard not found.');
  return row;
}

/** The moodboard's insight as a text-model section (historical when it has none). */
export function sectionOf(row: MoodboardRow): Section {
  return row.section === 'social' || row.section === 'physical' ? row.section : 'historical';
}

/** The form's image_index (as sent) as a position within the moodboard's `count`. */
export function readImageIndex(raw: string | undefined, count: number): number {
  if (!raw) throw badInput('image_index is required.');
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n >= count)
    throw badInput(`image_index must be a whole number from 0 to ${Math.max(0, count - 1)}.`);
  return n;
}
