import type { Project } from '@loci/shared';
import { ensurePersonalWorkspace, forgetPersonalWorkspace, memberRole, workspaceNotFound } from '../workspaces/index.js';
import type { ProjectServiceDeps } from './project-deps.js';
import { withImages } from './project-dto.js';
import { listWorkspaceProjects } from './projects.repository.js';

/** A workspace's projects (the personal one when none is named); a stranger to it gets 404. */
export async function listProjects(deps: ProjectServiceDeps, userId: string, workspaceId?: string): Promise<Project[]> {
  const { db } = deps;
  const id = workspaceId ?? (await ensurePersonalWorkspace(db, userId));
  // Rows only come back to a member; no rows may also be an empty workspace, so ask only then.
  const rows = await listWorkspaceProjects(db, id, userId);
  if (rows.length || (await memberRole(db, id, userId))) return withImages(deps, rows);
  if (workspaceId) throw workspaceNotFound();
  // A remembered personal workspace that no longer answers (the database was rebuilt): find it again.
  forgetPersonalWorkspace(db, userId);
  return withImages(deps, await listWorkspaceProjects(db, await ensurePersonalWorkspace(db, userId), userId));
}
