// No zod here: the web app's first screens read these rules without loading the schemas.
/**
 * Studios: every project lives in a workspace (each person's personal one, or a studio they
 * created or were invited to). A member's role decides what they may do with its projects:
 * - owner: everything, including members, invitations, usage and deleting the workspace;
 * - editor: create, edit, generate, export, move out (when also owner of the source) and delete projects;
 * - viewer: open, browse, download and export; no changes, no generation.
 */
export const WORKSPACE_ROLES = ['owner', 'editor', 'viewer'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/** What a route needs from the caller's role; see `roleAllows`. */
export type WorkspaceNeed = 'view' | 'edit' | 'manage';

/** The single table of what each role may do (the server's permission check and the web's buttons read it). */
export const ROLE_ALLOWS: Record<WorkspaceRole, readonly WorkspaceNeed[]> = {
  owner: ['view', 'edit', 'manage'],
  editor: ['view', 'edit'],
  viewer: ['view'],
};

export function roleAllows(role: WorkspaceRole | null | undefined, need: WorkspaceNeed): boolean {
  return role ? ROLE_ALLOWS[role].includes(need) : false;
}

/** Why a button is disabled for a viewer (the server answers 403 with the same words). */
export const VIEWER_CANNOT_EDIT =
  'Viewers can open, download and export this project, but not change it or generate. Ask an owner for editor access.';
export const EDITOR_CANNOT_MANAGE = 'Only an owner of this workspace can do this.';
