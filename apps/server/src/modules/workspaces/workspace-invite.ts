import { ErrorCode, INVITE_MESSAGES, INVITE_TTL_DAYS, type WorkspaceInvite, type WorkspaceRole } from '@loci/shared';
import { AppError } from '../../errors.js';
import { inviteMail } from './invite-mail.js';
import { deleteInvite, findInviteById, insertInvite, newInviteToken } from './invites.repository.js';
import { refusePersonal, requireView } from './workspace-access.js';
import type { WorkspaceServiceDeps } from './workspace-deps.js';
import { toInvite } from './workspace-views.js';
import { listMembers } from './workspaces.repository.js';

/** An owner invites someone by mail, or takes the invitation back. */
export function createWorkspaceInvite({ db, mailer, publicUrl }: WorkspaceServiceDeps) {
  return {
    /** Mails a single-use invitation link; only its hash is stored. */
    async invite(workspaceId: string, inviter: { id: string; name: string }, email: string, role: WorkspaceRole): Promise<WorkspaceInvite> {
      const workspace = await requireView(db, workspaceId, inviter.id);
      refusePersonal(workspace);
      const already = (await listMembers(db, workspaceId)).some((m) => m.email.toLowerCase() === email);
      if (already) throw new AppError(ErrorCode.Conflict, INVITE_MESSAGES.alreadyMember);
      const { token, hash } = newInviteToken();
      const expiresAt = new Date(Date.now() + INVITE_TTL_DAYS * 86_400_000);
      const { id } = await insertInvite(db, { workspaceId, email, role, hash, invitedBy: inviter.id, expiresAt });
      const link = `${publicUrl}/invite/${token}`;
      await mailer.send(inviteMail({ to: email, inviter: inviter.name, workspace: workspace.name, role, link, days: INVITE_TTL_DAYS }));
      const row = await findInviteById(db, workspaceId, id);
      if (!row) throw new AppError(ErrorCode.NotFound, INVITE_MESSAGES.invalid);
      return toInvite(row);
    },

    async revokeInvite(workspaceId: string, inviteId: string): Promise<void> {
      const row = await findInviteById(db, workspaceId, inviteId);
      if (!row) throw new AppError(ErrorCode.NotFound, 'Invitation not found.');
      await deleteInvite(db, inviteId);
    },
  };
}
