import { ErrorCode, type SpaceRenderJob, type SpaceRenderRequest } from '@loci/shared';
import { AppError } from '../../errors.js';
import { quotaError, reserveGeneration } from '../imaging/index.js';
import type { ProjectRow } from '../projects/index.js';
import { requireMoodboard } from './moodboard-deps.js';
import { findSpace, insertJob, rememberSettings } from './space.repository.js';
import { spaceDb } from './space.tables.js';
import { type SpaceOpDeps, toJobDto } from './space-shared.js';

/**
 * POST …/space/renders: charged now, once (given back if it fails, or is cancelled before it starts);
 * the worker renders it (after a restart too) with the space and strength kept on the job.
 */
export async function queueSpaceRender(
  deps: SpaceOpDeps,
  userId: string,
  project: ProjectRow,
  moodboardId: string,
  body: SpaceRenderRequest,
): Promise<{ job: SpaceRenderJob }> {
  const moodboard = await requireMoodboard(deps, project.id, moodboardId);
  const space = await findSpace(deps.spaces, moodboard.id);
  if (!space) throw new AppError(ErrorCode.Conflict, 'Add your space (a photo, sketch or model view) before rendering from it.');
  const prompt = (body.prompt ?? '').trim();
  // Charged and queued together, on one clock: a refund gives the image back to the day it was charged.
  const now = new Date();
  const job = await deps.db.transaction().execute(async (trx) => {
    if (!(await reserveGeneration(trx, { userId, workspaceId: project.workspace_id, projectId: project.id }, deps.dailyQuota, now)))
      throw quotaError();
    return insertJob(spaceDb(trx), {
      project_id: project.id,
      moodboard_id: moodboard.id,
      space_sha: space.asset_sha,
      space_author: space.author,
      strength: body.strength,
      prompt,
      started_by: userId,
      created_at: now,
    });
  });
  await rememberSettings(deps.spaces, moodboard.id, { strength: body.strength, prompt });
  deps.onQueued?.();
  return { job: toJobDto(job, new Map()) };
}
