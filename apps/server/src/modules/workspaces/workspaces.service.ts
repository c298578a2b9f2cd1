import { createWorkspaceDelete } from './workspace-delete.js';
import type { WorkspaceServiceDeps } from './workspace-deps.js';
import { createWorkspaceInvite } from './workspace-invite.js';
import { createWorkspaceInviteAccept } from './workspace-invite-accept.js';
import { createWorkspaceMembers } from './workspace-members.js';
import { createWorkspaceMyInvites } from './workspace-my-invites.js';
import { createWorkspaceStudio } from './workspace-studio.js';
import { createWorkspaceUsage } from './workspace-usage.js';

/** Studios: workspaces, their members and roles, invitations by mail, and their generation usage: one operation per file. */
export function createWorkspaceService(deps: WorkspaceServiceDeps) {
  return {
    ...createWorkspaceStudio(deps),
    ...createWorkspaceDelete(deps),
    ...createWorkspaceMembers(deps),
    ...createWorkspaceInvite(deps),
    ...createWorkspaceInviteAccept(deps),
    ...createWorkspaceMyInvites(deps),
    ...createWorkspaceUsage(deps),
  };
}

export type WorkspaceService = ReturnType<typeof createWorkspaceService>;
