import type { Project, ProjectWithData, WorkspaceNeed } from '@loci/shared';
import { requireAccess } from './project-access.js';
import { createProject } from './project-create.js';
import type { ProjectServiceDeps } from './project-deps.js';
import { duplicateProject } from './project-duplicate.js';
import { detachKit, kitFromProject } from './project-kit.js';
import { listProjects } from './project-list.js';
import { moveProject } from './project-move.js';
import { getProject, projectImages, projectMetadata } from './project-read.js';
import { removeProject } from './project-remove.js';
import { updateProject } from './project-update.js';
import type { ProjectFields, ProjectView } from './projects.repository.js';

export { emptyProjectData, type ProjectDataSource, type ProjectServiceDeps } from './project-deps.js';
export { toProjectDto, toProjectFields } from './project-dto.js';

/** Project use cases; every one that takes an id checks the caller's role in the project's workspace (404 for a stranger, 403 for a role that may not). */
export function createProjectService(deps: ProjectServiceDeps) {
  return {
    /** The project, if the user's role in its workspace allows `need`. */
    requireAccess: (userId: string, projectId: string, need: WorkspaceNeed = 'view'): Promise<ProjectView> =>
      requireAccess(deps, userId, projectId, need),
    /** A workspace's projects (the personal one when none is named); a stranger to it gets 404. */
    list: (userId: string, workspaceId?: string): Promise<Project[]> => listProjects(deps, userId, workspaceId),
    create: (userId: string, fields: ProjectFields, workspaceId?: string): Promise<Project> =>
      createProject(deps, userId, fields, workspaceId),
    get: (userId: string, projectId: string): Promise<ProjectWithData> => getProject(deps, userId, projectId),
    metadata: (userId: string, projectId: string): Promise<Project> => projectMetadata(deps, userId, projectId),
    update: (userId: string, projectId: string, fields: ProjectFields): Promise<Project> => updateProject(deps, userId, projectId, fields),
    images: (userId: string, projectId: string, limit: number) => projectImages(deps, userId, projectId, limit),
    /** Removes every row of the project in one transaction; files of unshared assets go after the commit. */
    remove: (userId: string, projectId: string): Promise<void> => removeProject(deps, userId, projectId),
    /** Moves a project (owner of its workspace) to another workspace where the user may edit. */
    move: (userId: string, projectId: string, workspaceId: string): Promise<Project> => moveProject(deps, userId, projectId, workspaceId),
    /** A new project with the same instructions (and, asked, its boards and moodboards) in a workspace where the user may edit. */
    /** A new brand kit of the project's studio from its brand, which the project then uses. */
    kitFromProject: (userId: string, projectId: string, name?: string): Promise<Project> => kitFromProject(deps, userId, projectId, name),
    /** Before a kit goes: its projects keep its values as their own (the brand-kits module calls it). */
    detachKit,
    duplicate: (userId: string, projectId: string, opts: { workspaceId?: string; includeBoards: boolean }): Promise<Project> =>
      duplicateProject(deps, userId, projectId, opts),
  };
}

export type ProjectService = ReturnType<typeof createProjectService>;
