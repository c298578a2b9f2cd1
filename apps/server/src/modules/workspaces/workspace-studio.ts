import type { Locale, Workspace, WorkspaceDetail } from '@loci/shared';
import { pendingInvites } from './invites.repository.js';
import { requireView } from './workspace-access.js';
import type { WorkspaceServiceDeps } from './workspace-deps.js';
import { toInvite, toMember, toWorkspace } from './workspace-views.js';
import { createWorkspace, ensurePersonalWorkspace, listMembers, listWorkspaces, updateWorkspace } from './workspaces.repository.js';

/** A studio itself: the caller's list, a new one, one with its people, a new name. */
export function createWorkspaceStudio({ db }: WorkspaceServiceDeps) {
  return {
    async list(userId: string): Promise<Workspace[]> {
      await ensurePersonalWorkspace(db, userId);
      return (await listWorkspaces(db, userId)).map(toWorkspace);
    },

    async create(userId: string, name: string): Promise<Workspace> {
      const id = await createWorkspace(db, name, userId);
      return toWorkspace(await requireView(db, id, userId));
    },

    /** The workspace, its members, and (for an owner) its pending invitations. */
    async detail(workspaceId: string, userId: string): Promise<WorkspaceDetail> {
      const row = await requireView(db, workspaceId, userId);
      const members = (await listMembers(db, workspaceId)).map(toMember);
      const invites = row.role === 'owner' ? (await pendingInvites(db, workspaceId)).map(toInvite) : [];
      return { workspace: toWorkspace(row), you: userId, members, invites };
    },

    /** A new name and/or default language (PATCH). */
    async update(workspaceId: string, userId: string, change: { name?: string; default_locale?: Locale | null }): Promise<Workspace> {
      await updateWorkspace(db, workspaceId, change);
      return toWorkspace(await requireView(db, workspaceId, userId));
    },
  };
}
