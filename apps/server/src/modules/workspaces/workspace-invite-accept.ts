import { ErrorCode, INVITE_MESSAGES, type InvitePreview, type Workspace, type WorkspaceRole } from '@loci/shared';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { AppError } from '../../errors.js';
import { claimInvite, findInviteByHash, hashInviteToken } from './invites.repository.js';
import { requireView } from './workspace-access.js';
import type { WorkspaceServiceDeps } from './workspace-deps.js';
import { iso, toWorkspace } from './workspace-views.js';
import { addMember } from './workspaces.repository.js';

type Db = Kysely<DatabaseSchema>;

/**
 * Claims an invitation and makes the user a member, in one transaction: the claimed invitation,
 * or undefined when `claim` found none still usable.
 */
export function joinThrough(
  db: Db,
  userId: string,
  claim: (trx: Db) => Promise<{ workspace_id: string; role: WorkspaceRole } | undefined>,
) {
  return db.transaction().execute(async (trx) => {
    const invite = await claim(trx);
    if (invite) await addMember(trx, invite.workspace_id, userId, invite.role);
    return invite;
  });
}

/** The invited person's side of a mailed link: what it is for (no account needed), then joining through it. */
export function createWorkspaceInviteAccept({ db }: WorkspaceServiceDeps) {
  /** An invitation by its token, with why it cannot be used (404 unknown, 410 expired or used). */
  async function usableInvite(token: string) {
    const row = token.length <= 128 ? await findInviteByHash(db, hashInviteToken(token)) : undefined;
    if (!row) throw new AppError(ErrorCode.NotFound, INVITE_MESSAGES.invalid);
    if (row.accepted_at) throw new AppError(ErrorCode.Gone, INVITE_MESSAGES.used);
    if (new Date(row.expires_at).getTime() <= Date.now()) throw new AppError(ErrorCode.Gone, INVITE_MESSAGES.expired);
    return row;
  }

  return {
    async preview(token: string): Promise<InvitePreview> {
      const row = await usableInvite(token);
      return {
        workspace_name: row.workspace_name,
        invited_by: row.invited_by ?? '',
        email: row.email,
        role: row.role,
        expires_at: iso(row.expires_at),
      };
    },

    /** Joins the workspace through an invitation sent to the caller's address; the link then stops working. */
    async accept(token: string, user: { id: string; email: string }): Promise<Workspace> {
      const row = await usableInvite(token);
      if (row.email.toLowerCase() !== user.email.toLowerCase())
        throw new AppError(ErrorCode.Forbidden, INVITE_MESSAGES.wrongEmail(row.email));
      const claimed = await joinThrough(db, user.id, (trx) => claimInvite(trx, hashInviteToken(token), user.id));
      if (!claimed) throw new AppError(ErrorCode.Gone, INVITE_MESSAGES.used);
      return toWorkspace(await requireView(db, claimed.workspace_id, user.id));
    },
  };
}
