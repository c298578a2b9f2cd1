import {
  ErrorCode,
  INVITE_MESSAGES,
  INVITE_TTL_DAYS,
  type InvitePreview,
  type MyInvite,
  type Workspace,
  type WorkspaceDetail,
  type WorkspaceInvite,
  type WorkspaceMember,
  type WorkspaceRole,
  type WorkspaceUsage,
} from '@loci/shared';
import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import type { Mailer } from '../../adapters/mail/mailer.port.js';
import { AppError } from '../../errors.js';
import { type AssetService, projectAssetShas } from '../assets/index.js';
import { inviteMail } from './invite-mail.js';
import {
  claimInvite,
  claimInviteForEmail,
  declineInviteForEmail,
  deleteInvite,
  findInviteByHash,
  findInviteById,
  hashInviteToken,
  insertInvite,
  newInviteToken,
  pendingInvites,
  pendingInvitesForEmail,
} from './invites.repository.js';
import { workspaceNotFound } from './workspace-access.js';
import {
  addMember,
  changeMember,
  createWorkspace,
  deleteWorkspace,
  ensurePersonalWorkspace,
  findWorkspace,
  listMembers,
  listWorkspaces,
  renameWorkspace,
  type WorkspaceView,
  workspaceProjectIds,
} from './workspaces.repository.js';

export interface WorkspaceServiceDeps {
  db: Kysely<DatabaseSchema>;
  assets: AssetService;
  mailer: Mailer;
  publicUrl: string;
  /** Images a workspace may generate per UTC day (shown with its usage). */
  dailyQuota: number;
}

const iso = (d: Date | string) => new Date(d).toISOString();

function toWorkspace(row: WorkspaceView): Workspace {
  return {
    id: row.id,
    name: row.name,
    personal: row.personal_of !== null,
    role: row.role,
    members_count: row.members_count,
    projects_count: row.projects_count,
    created_at: iso(row.created_at),
  };
}

function toInvite(row: {
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

/** Studios: workspaces, their members and roles, invitations by mail, and their generation usage. */
export function createWorkspaceService(deps: WorkspaceServiceDeps) {
  const { db } = deps;

  async function requireView(workspaceId: string, userId: string): Promise<WorkspaceView> {
    const row = await findWorkspace(db, workspaceId, userId);
    if (!row) throw workspaceNotFound();
    return row;
  }

  function refusePersonal(row: WorkspaceView): void {
    if (row.personal_of !== null) throw new AppError(ErrorCode.Conflict, INVITE_MESSAGES.personal);
  }

  async function memberOf(workspaceId: string, userId: string): Promise<WorkspaceMember> {
    const row = (await listMembers(db, workspaceId)).find((m) => m.user_id === userId);
    if (!row) throw new AppError(ErrorCode.NotFound, 'Member not found.');
    return { user_id: row.user_id, name: row.name, email: row.email, role: row.role, joined_at: iso(row.created_at) };
  }

  function changeResult(result: 'done' | 'missing' | 'last-owner'): void {
    if (result === 'missing') throw new AppError(ErrorCode.NotFound, 'Member not found.');
    if (result === 'last-owner') throw new AppError(ErrorCode.Conflict, INVITE_MESSAGES.lastOwner);
  }

  /** The person's address once verified (read fresh: a cached session may predate the verification), else null. */
  async function verifiedAddress(userId: string): Promise<string | null> {
    const row = await db.selectFrom('user').select(['email', 'emailVerified']).where('id', '=', userId).executeTakeFirst();
    return row?.emailVerified ? row.email : null;
  }

  /** An invitation by its token, with why it cannot be used (404 unknown, 410 expired or used). */
  async function usableInvite(token: string) {
    const row = token.length <= 128 ? await findInviteByHash(db, hashInviteToken(token)) : undefined;
    if (!row) throw new AppError(ErrorCode.NotFound, INVITE_MESSAGES.invalid);
    if (row.accepted_at) throw new AppError(ErrorCode.Gone, INVITE_MESSAGES.used);
    if (new Date(row.expires_at).getTime() <= Date.now()) throw new AppError(ErrorCode.Gone, INVITE_MESSAGES.expired);
    return row;
  }

  return {
    async list(userId: string): Promise<Workspace[]> {
      await ensurePersonalWorkspace(db, userId);
      return (await listWorkspaces(db, userId)).map(toWorkspace);
    },

    async create(userId: string, name: string): Promise<Workspace> {
      const id = await createWorkspace(db, name, userId);
      return toWorkspace(await requireView(id, userId));
    },

    async detail(workspaceId: string, userId: string): Promise<WorkspaceDetail> {
      const row = await requireView(workspaceId, userId);
      const members = (await listMembers(db, workspaceId)).map((m) => ({
        user_id: m.user_id,
        name: m.name,
        email: m.email,
        role: m.role,
        joined_at: iso(m.created_at),
      }));
      const invites = row.role === 'owner' ? (await pendingInvites(db, workspaceId)).map(toInvite) : [];
      return { workspace: toWorkspace(row), you: userId, members, invites };
    },

    async rename(workspaceId: string, userId: string, name: string): Promise<Workspace> {
      await renameWorkspace(db, workspaceId, name);
      return toWorkspace(await requireView(workspaceId, userId));
    },

    /** Deletes a studio with its projects; their image files go once nothing else uses them. */
    async remove(workspaceId: string, userId: string): Promise<void> {
      refusePersonal(await requireView(workspaceId, userId));
      const shas = await db.transaction().execute(async (trx) => {
        const used = new Set<string>();
        for (const id of await workspaceProjectIds(trx, workspaceId)) for (const sha of await projectAssetShas(trx, id)) used.add(sha);
        await deleteWorkspace(trx, workspaceId);
        return [...used];
      });
      await deps.assets.removeIfUnreferenced(shas);
    },

    async changeRole(workspaceId: string, userId: string, role: WorkspaceRole): Promise<WorkspaceMember> {
      changeResult(await changeMember(db, workspaceId, userId, { role }));
      return memberOf(workspaceId, userId);
    },

    /** Removes a member (an owner's act) or the caller themself (leaving); never the last owner, never from a personal workspace. */
    async removeMember(workspaceId: string, actor: { id: string; role: WorkspaceRole }, userId: string): Promise<void> {
      if (actor.id !== userId && actor.role !== 'owner')
        throw new AppError(ErrorCode.Forbidden, 'Only an owner of this workspace can do this.');
      refusePersonal(await requireView(workspaceId, actor.id));
      changeResult(await changeMember(db, workspaceId, userId, 'remove'));
    },

    /** Mails a single-use invitation link; only its hash is stored. */
    async invite(workspaceId: string, inviter: { id: string; name: string }, email: string, role: WorkspaceRole): Promise<WorkspaceInvite> {
      const workspace = await requireView(workspaceId, inviter.id);
      refusePersonal(workspace);
      const already = (await listMembers(db, workspaceId)).some((m) => m.email.toLowerCase() === email);
      if (already) throw new AppError(ErrorCode.Conflict, INVITE_MESSAGES.alreadyMember);
      const { token, hash } = newInviteToken();
      const expiresAt = new Date(Date.now() + INVITE_TTL_DAYS * 86_400_000);
      const { id } = await insertInvite(db, { workspaceId, email, role, hash, invitedBy: inviter.id, expiresAt });
      const link = `${deps.publicUrl}/invite/${token}`;
      await deps.mailer.send(
        inviteMail({ to: email, inviter: inviter.name, workspace: workspace.name, role, link, days: INVITE_TTL_DAYS }),
      );
      const row = await findInviteById(db, workspaceId, id);
      if (!row) throw new AppError(ErrorCode.NotFound, INVITE_MESSAGES.invalid);
      return toInvite(row);
    },

    async revokeInvite(workspaceId: string, inviteId: string): Promise<void> {
      const row = await findInviteById(db, workspaceId, inviteId);
      if (!row) throw new AppError(ErrorCode.NotFound, 'Invitation not found.');
      await deleteInvite(db, inviteId);
    },

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
      const claimed = await db.transaction().execute(async (trx) => {
        const invite = await claimInvite(trx, hashInviteToken(token), user.id);
        if (invite) await addMember(trx, invite.workspace_id, user.id, invite.role);
        return invite;
      });
      if (!claimed) throw new AppError(ErrorCode.Gone, INVITE_MESSAGES.used);
      return toWorkspace(await requireView(claimed.workspace_id, user.id));
    },

    /**
     * Invitations waiting for this person. Only for a verified address: with verification off anyone
     * may sign up with any address, and the mailed link (the token) is then the only proof of the mailbox.
     */
    async mine(userId: string): Promise<MyInvite[]> {
      const email = await verifiedAddress(userId);
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
      const email = await verifiedAddress(userId);
      const claimed =
        email &&
        (await db.transaction().execute(async (trx) => {
          const invite = await claimInviteForEmail(trx, inviteId, email, userId);
          if (invite) await addMember(trx, invite.workspace_id, userId, invite.role);
          return invite;
        }));
      if (!claimed) throw new AppError(ErrorCode.NotFound, INVITE_MESSAGES.invalid);
      return toWorkspace(await requireView(claimed.workspace_id, userId));
    },

    /** Declines one of `mine()`: it is deleted, as if revoked. */
    async declineMine(inviteId: string, userId: string): Promise<void> {
      const email = await verifiedAddress(userId);
      if (!email || !(await declineInviteForEmail(db, inviteId, email))) throw new AppError(ErrorCode.NotFound, INVITE_MESSAGES.invalid);
    },

    /** Images generated for the workspace's projects this UTC day and month, by member. */
    async usage(workspaceId: string, now = new Date()): Promise<WorkspaceUsage> {
      const day = now.toISOString().slice(0, 10);
      const month = day.slice(0, 7);
      const rows = await db
        .selectFrom('workspace_usage as u')
        .leftJoin('user', 'user.id', 'u.user_id')
        .select(['u.user_id', 'user.name', 'user.email'])
        .select(sql<number>`coalesce(sum(case when u.day = ${day} then u.count else 0 end), 0)::int`.as('today'))
        .select(sql<number>`coalesce(sum(u.count), 0)::int`.as('this_month'))
        .where('u.workspace_id', '=', workspaceId)
        .where('u.day', 'like', `${month}-%`)
        .groupBy(['u.user_id', 'user.name', 'user.email'])
        .orderBy(sql`sum(u.count)`, 'desc')
        .execute();
      const members = rows.map((r) => ({
        user_id: r.user_id,
        name: r.name ?? 'Former member',
        email: r.email ?? '',
        today: Number(r.today),
        this_month: Number(r.this_month),
      }));
      return {
        day,
        month,
        daily_quota: deps.dailyQuota,
        today: members.reduce((n, m) => n + m.today, 0),
        this_month: members.reduce((n, m) => n + m.this_month, 0),
        members,
      };
    },
  };
}

export type WorkspaceService = ReturnType<typeof createWorkspaceService>;
