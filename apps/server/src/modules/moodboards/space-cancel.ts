import { ErrorCode, isUuid, type SpaceRenderJob } from '@loci/shared';
import { AppError } from '../../errors.js';
import type { ProjectRow } from '../projects/index.js';
import { requireMoodboard } from './moodboard-deps.js';
import { cancelJob, findJob } from './space.repository.js';
import { spaceDb } from './space.tables.js';
import { refundJob, type SpaceOpDeps, toJobDto } from './space-shared.js';

/** DELETE …/space/renders/:jobId: a queued or running render is cancelled (a running one's image is dropped). */
export async function cancelSpaceRender(
  deps: SpaceOpDeps,
  project: ProjectRow,
  moodboardId: string,
  jobId: string,
): Promise<{ job: SpaceRenderJob }> {
  const moodboard = await requireMoodboard(deps, project.id, moodboardId);
  const job = isUuid(jobId) ? await findJob(deps.spaces, moodboard.id, jobId) : undefined;
  if (!job) throw new AppError(ErrorCode.NotFound, 'Render not found.');
  // A queued render is given back to the daily quota; a running one is not (the provider is already drawing it).
  const cancelled = await deps.db.transaction().execute(async (trx) => {
    const ended = await cancelJob(spaceDb(trx), job.id);
    if (ended?.was === 'queued') await refundJob(trx, ended.row, deps.dailyQuota.spend);
    return ended?.row;
  });
  if (!cancelled) throw new AppError(ErrorCode.Conflict, `This render has already ${job.status === 'done' ? 'finished' : job.status}.`);
  return { job: toJobDto(cancelled, new Map()) };
}
