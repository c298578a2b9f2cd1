import { ErrorCode, INVITE_MESSAGES, type MyInvite, type Workspace } from '@loci/shared';
import { AppError } from '../../errors.js';
import { claimInviteForEmail, declineInviteForEmail, pendingInvitesForEmail } from './invites.repository.js';
import { requireView } from './workspace-access.js';
import type { WorkspaceServiceDeps } from './workspace-deps.js';
import { joinThrough } from './workspace-invite-accept.js';
import { iso, toWorkspace } from './workspace-views.js';
import { verifiedEmail } from './workspaces.repository.js';

/**
 * Invitations waiting for the signed-in person, without the mailed link. Only for a verified
 * address: with verification off anyone may sign up with any address, and the mailed link (the
 * token) is then the only proof of the mailbox.
 */
export function createWorkspaceMyInvites({ db }: WorkspaceServiceDeps) {
  return {
    /** Invitations waiting for this person (none until their address is verified). */
    async mine(userId: string): Promise<MyInvite[]> {
      const email = await verifiedEmail(db, userId);
      if (!email) return [];
      return (await pendingInvitesForEmail(db, email)).map((row) => ({
        id: row.id,
        workspace_name: row.workspace_name,
        invited_by: row.invited_by ?? '',
        role: row.role,
        expires_at: iso(row.expires_at),
      }));
    },

    /** Joins through one of `mine()`, by its id. */
    async acceptMine(inviteId: string, userId: string): Promise<Workspace> {
      const email = await verifiedEmail(db, userId);
      const claimed = email && (await joinThrough(db, userId, (trx) => claimInviteForEmail(trx, inviteId, email, userId)));
      if (!claimed) throw new AppError(ErrorCode.NotFound, INVITE_MESSAGES.invalid);
      return toWorkspace(await requireView(db, claimed.workspace_id, userId));
    },

    /** Declines one of `mine()`: it is deleted, as if revoked. */
    async declineMine(inviteId: string, userId: string): Promise<void> {
      const email = await verifiedEmail(db, userId);
      if (!email || !(await declineInviteForEmail(db, inviteId, email))) throw new AppError(ErrorCode.NotFound, INVITE_MESSAGES.invalid);
    },
  };
}
