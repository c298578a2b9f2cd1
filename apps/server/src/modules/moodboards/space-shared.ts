import { assetUrl, type MoodboardSpace, type RenderFrame, type SpaceRenderJob } from '@loci/shared';
import type { Kysely } from 'kysely';
import { renderFrameFor, uprightSize } from '../../adapters/ai/index.js';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { unlinkAssets } from '../assets/index.js';
import { refundGeneration, type SpendCharge, utcDay } from '../imaging/index.js';
import type { MoodboardServiceDeps } from './moodboard-deps.js';
import { projectWorkspaceId, type SpaceJobRow, type SpaceRow, spaceShaInUse } from './space.repository.js';
import { type SpaceDb, spaceDb } from './space.tables.js';

/** What the "Your space" operations (`space-*.ts`) share: their deps, the answers' shapes, releasing an image. */

/** project_asset role of a moodboard's space (kept while the space, a queued job or a render uses it). */
export const SPACE_ROLE = 'space';

export type SpaceServiceDeps = MoodboardServiceDeps & { onQueued?: () => void };

/** The deps with the database seen with the space tables. */
export type SpaceOpDeps = SpaceServiceDeps & { spaces: SpaceDb };

export function withSpaceDb(deps: SpaceServiceDeps): SpaceOpDeps {
  return { ...deps, spaces: spaceDb(deps.db) };
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** The frame a render of this space will have with the current image provider (null: unreadable image). */
export async function spaceFrame(deps: SpaceOpDeps, sha: string): Promise<RenderFrame | null> {
  const bytes = await deps.assets.readBytes(sha);
  const size = bytes ? await uprightSize(bytes) : null;
  return size ? renderFrameFor(deps.ai.image, size.width, size.height) : null;
}

export function toSpaceDto(row: SpaceRow, frame: RenderFrame | null): MoodboardSpace {
  const credit = row.author ? `By ${row.author}` : row.source === 'project' ? 'From this project' : 'Uploaded by the studio';
  return {
    image: assetUrl(row.asset_sha),
    source: row.source,
    author: row.author,
    credit,
    strength: row.strength,
    prompt: row.prompt,
    frame,
    created_at: iso(row.created_at),
  };
}

export function toJobDto(row: SpaceJobRow, renderImage: Map<string, string>): SpaceRenderJob {
  return {
    id: row.id,
    status: row.status,
    strength: row.strength,
    prompt: row.prompt,
    render_id: row.render_id,
    image: (row.render_id && renderImage.get(row.render_id)) || null,
    error: row.error,
    created_at: iso(row.created_at),
  };
}

/** Drops the project's `space` link of an image nothing uses any more, then the file if nothing else does. */
export async function releaseSpaceImage(deps: SpaceOpDeps, projectId: string, sha: string): Promise<void> {
  if (await spaceShaInUse(deps.spaces, projectId, sha)) return;
  await unlinkAssets(deps.db, { projectId, role: SPACE_ROLE, shas: [sha] });
  await deps.assets.removeIfUnreferenced([sha]);
}

/**
 * Gives a job's charge back: a render never drawn (cancelled while queued, or failed) does not count
 * against the daily quota, and its price comes off the studio's month. To whoever queued it, on the day it was queued (the day it was charged),
 * in the project's workspace. Call it in the transaction that ends the job, so it happens once.
 */
export async function refundJob(trx: Kysely<DatabaseSchema>, job: SpaceJobRow, spend: SpendCharge | undefined): Promise<void> {
  if (!job.started_by) return; // the member is gone, and their usage with them
  const workspaceId = await projectWorkspaceId(spaceDb(trx), job.project_id);
  const who = { userId: job.started_by, workspaceId, projectId: job.project_id };
  await refundGeneration(trx, who, utcDay(new Date(job.created_at)));
  // Its price too: a render never made costs nothing.
  await spend?.refundImage(trx, who, new Date(job.created_at));
}
