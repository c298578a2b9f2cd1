import type { Project, ProjectWithData } from '@loci/shared';
import { requireAccess } from './project-access.js';
import type { ProjectServiceDeps } from './project-deps.js';
import { withImages } from './project-dto.js';

/** The project card and its read model (boards, moodboards). */
export async function getProject(deps: ProjectServiceDeps, userId: string, projectId: string): Promise<ProjectWithData> {
  const row = await requireAccess(deps, userId, projectId, 'view');
  const [project] = await withImages(deps, [row]);
  return { project, data: await deps.data.getData(projectId) };
}

/** The project card alone. */
export async function projectMetadata(deps: ProjectServiceDeps, userId: string, projectId: string): Promise<Project> {
  return (await withImages(deps, [await requireAccess(deps, userId, projectId, 'view')]))[0];
}

/** Up to `limit` of the project's images, their total and the moodboard count. */
export async function projectImages(deps: ProjectServiceDeps, userId: string, projectId: string, limit: number) {
  const [project] = await withImages(deps, [await requireAccess(deps, userId, projectId, 'view')], limit);
  return { images: project.images, total_images: project.total_images, moodboards_count: project.moodboards_count };
}
