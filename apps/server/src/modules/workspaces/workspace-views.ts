import { isLocale, type Workspace, type WorkspaceInvite, type WorkspaceMember, type WorkspaceRole } from '@loci/shared';
import type { WorkspaceView } from './workspaces.repository.js';

/** A database time as the API writes it. */
export const iso = (d: Date | string) => new Date(d).toISOString();

/** A workspace as its member sees it (their role, its counts). */
export function toWorkspace(row: WorkspaceView): Workspace {
  return {
    id: row.id,
    name: row.name,
    personal: row.personal_of !== null,
    role: row.role,
    members_count: row.members_count,
    projects_count: row.projects_count,
    created_at: iso(row.created_at),
    default_locale: isLocale(row.default_locale) ? row.default_locale : null,
  };
}

/** A member row (`listMembers`) as the API writes it. */
export function toMember(row: { user_id: string; name: string; email: string; role: WorkspaceRole; created_at: Date }): WorkspaceMember {
  return { user_id: row.user_id, name: row.name, email: row.email, role: row.role, joined_at: iso(row.created_at) };
}

/** A pending invitation as the workspace's owners see it. */
export function toInvite(row: {
  id: string;
  email: string;
  role: WorkspaceRole;
  invited_by: string | null;
  created_at: Date;
  expires_at: Date;
}): WorkspaceInvite {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invited_by: row.invited_by ?? '',
    created_at: iso(row.created_at),
    expires_at: iso(row.expires_at),
  };
}
