import type { MoodboardSpace, MoodboardSpaceResponse, SpaceRenderJob, SpaceRenderRequest, SpaceSetInput } from '@loci/shared';
import type { ProjectRow } from '../projects/index.js';
import { cancelSpaceRender } from './space-cancel.js';
import { getSpace } from './space-get.js';
import { queueSpaceRender } from './space-queue.js';
import { removeSpace } from './space-remove.js';
import { setSpace } from './space-set.js';
import { type SpaceServiceDeps, withSpaceDb } from './space-shared.js';

export { SPACE_ROLE, toJobDto, toSpaceDto } from './space-shared.js';

/**
 * "Your space" on a moodboard page: set it (upload or the project's own image), remove it, render from it on the queue.
 * One operation a file (`space-*.ts`); what they share is in space-shared.ts.
 */
export function createMoodboardSpaces(serviceDeps: SpaceServiceDeps) {
  const deps = withSpaceDb(serviceDeps);
  return {
    get: (project: ProjectRow, moodboardId: string): Promise<MoodboardSpaceResponse> => getSpace(deps, project, moodboardId),
    set: (userId: string, project: ProjectRow, moodboardId: string, input: SpaceSetInput): Promise<{ space: MoodboardSpace }> =>
      setSpace(deps, userId, project, moodboardId, input),
    remove: (project: ProjectRow, moodboardId: string): Promise<{ success: true }> => removeSpace(deps, project, moodboardId),
    queue: (userId: string, project: ProjectRow, moodboardId: string, body: SpaceRenderRequest): Promise<{ job: SpaceRenderJob }> =>
      queueSpaceRender(deps, userId, project, moodboardId, body),
    cancel: (project: ProjectRow, moodboardId: string, jobId: string): Promise<{ job: SpaceRenderJob }> =>
      cancelSpaceRender(deps, project, moodboardId, jobId),
  };
}

export type MoodboardSpaces = ReturnType<typeof createMoodboardSpaces>;
