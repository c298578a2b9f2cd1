import { assetUrl, type MoodboardSpaceResponse } from '@loci/shared';
import type { ProjectRow } from '../projects/index.js';
import { requireMoodboard } from './moodboard-deps.js';
import { listRenders } from './moodboards.repository.js';
import { findSpace, listJobs } from './space.repository.js';
import { type SpaceOpDeps, spaceFrame, toJobDto, toSpaceDto } from './space-shared.js';

/** The image URL of each of the moodboard's renders, by render id (a done job shows its render). */
async function renderImages(deps: SpaceOpDeps, moodboardId: string): Promise<Map<string, string>> {
  const rows = await listRenders(deps.db, [moodboardId]);
  return new Map(rows.flatMap((r) => (r.asset_sha ? [[r.id, assetUrl(r.asset_sha)] as const] : [])));
}

/** GET …/space: the space (or null) and its renders on the queue, oldest first. */
export async function getSpace(deps: SpaceOpDeps, project: ProjectRow, moodboardId: string): Promise<MoodboardSpaceResponse> {
  const moodboard = await requireMoodboard(deps, project.id, moodboardId);
  const [space, jobs, images] = await Promise.all([
    findSpace(deps.spaces, moodboard.id),
    listJobs(deps.spaces, moodboard.id),
    renderImages(deps, moodboard.id),
  ]);
  const frame = space ? await spaceFrame(deps, space.asset_sha) : null;
  return { space: space ? toSpaceDto(space, frame) : null, jobs: jobs.map((j) => toJobDto(j, images)) };
}
