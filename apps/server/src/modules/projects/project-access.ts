import { ErrorCode, roleAllows, type WorkspaceNeed } from '@loci/shared';
import { AppError } from '../../errors.js';
import { ensurePersonalWorkspace, forbidden, memberRole, workspaceNotFound } from '../workspaces/index.js';
import type { ProjectServiceDeps } from './project-deps.js';
import { findMemberProject, type ProjectView } from './projects.repository.js';

/** The project as a member of its workspace sees it, whatever their role; 404 for a stranger. */
export async function memberView(deps: ProjectServiceDeps, userId: string, projectId: string): Promise<ProjectView> {
  const row = await findMemberProject(deps.db, projectId, userId);
  if (!row) throw new AppError(ErrorCode.NotFound, 'Project not found.');
  return row;
}

/** The project, if the user's role in its workspace allows `need`. */
export async function requireAccess(
  deps: ProjectServiceDeps,
  userId: string,
  projectId: string,
  need: WorkspaceNeed = 'view',
): Promise<ProjectView> {
  const row = await memberView(deps, userId, projectId);
  if (!roleAllows(row.role, need)) throw forbidden(need);
  return row;
}

/** The workspace a project is made or put in: the given one (editor or owner there) or the user's personal one. */
export async function targetWorkspace(deps: ProjectServiceDeps, userId: string, workspaceId: string | undefined): Promise<string> {
  if (!workspaceId) return ensurePersonalWorkspace(deps.db, userId);
  const role = await memberRole(deps.db, workspaceId, userId);
  if (!role) throw workspaceNotFound();
  if (!roleAllows(role, 'edit')) throw forbidden('edit');
  return workspaceId;
}
