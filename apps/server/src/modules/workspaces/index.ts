/** Studios: workspaces, members and roles, invitations, and the workspace guard every project check builds on. */
export { forbidden, registerWorkspaceAccess, workspaceNotFound } from './workspace-access.js';
export type { InviteLimit } from './workspace-invites.routes.js';
export { ensurePersonalWorkspace, forgetPersonalWorkspace, listMembers, memberRole, userNames } from './workspaces.repository.js';
export { workspaceRoutes } from './workspaces.routes.js';
export { createWorkspaceService, type WorkspaceService } from './workspaces.service.js';
