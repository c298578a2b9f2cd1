import { ErrorCode, type SpaceRenderJob, type SpaceRenderRequest } from '@loci/shared';
import { AppError } from '../../errors.js';
import { quotaError, reserveGeneration } from '../imaging/index.js';
import type { ProjectRow } from '../projects/index.js';
import { requireMoodboard } from './moodboard-deps.js';
import { findSpace, insertJob, rememberSettings } from './space.repository.js';
import { type SpaceOpDeps, toJobDto } from './space-shared.js';

/** POST …/space/renders: charged now, once; the worker renders it (after a restart too) with the space and strength kept on the job. */
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
  if (!(await reserveGeneration(deps.db, { userId, workspaceId: project.workspace_id }, deps.dailyQuota))) throw quotaError();
  const job = await insertJob(deps.spaces, {
    project_id: project.id,
    moodboard_id: moodboard.id,
    space_sha: space.asset_sha,
    space_author: space.author,
    strength: body.strength,
    prompt,
    started_by: userId,
  });
  await rememberSettings(deps.spaces, moodboard.id, { strength: body.strength, prompt });
  deps.onQueued?.();
  return { job: toJobDto(job, new Map()) };
}
