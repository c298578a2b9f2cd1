import { ErrorCode } from '@loci/shared';
import { AppError } from '../../errors.js';
import type { ProjectRow } from '../projects/index.js';
import { requireMoodboard } from './moodboard-deps.js';
import { deleteSpace } from './space.repository.js';
import { releaseSpaceImage, type SpaceOpDeps } from './space-shared.js';

/** DELETE …/space: the renders made from it keep their lineage (and the image with it). */
export async function removeSpace(deps: SpaceOpDeps, project: ProjectRow, moodboardId: string): Promise<{ success: true }> {
  const moodboard = await requireMoodboard(deps, project.id, moodboardId);
  const gone = await deleteSpace(deps.spaces, moodboard.id);
  if (!gone) throw new AppError(ErrorCode.NotFound, 'This moodboard has no space to remove.');
  await releaseSpaceImage(deps, project.id, gone.asset_sha);
  return { success: true };
}
