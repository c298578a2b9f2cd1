import { createHash, randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema, WorkspaceRole } from '../../adapters/db/schema.js';

type Db = Kysely<DatabaseSchema>;

/** A new invitation token (256 random bits) and the hash that is all the database keeps of it. */
export function newInviteToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashInviteToken(token) };
}

export function hashInviteToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Stores an invitation, replacing one still pending for the same address in the same workspace. */
export async function insertInvite(
  db: Db,
  invite: { workspaceId: string; email: string; role: WorkspaceRole; hash: string; invitedBy: string; expiresAt: Date },
) {
  return db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('workspace_invite')
      .where('workspace_id', '=', invite.workspaceId)
      .where('email', '=', invite.email)
      .where('accepted_at', 'is', null)
      .execute();
    return trx
      .insertInto('workspace_invite')
      .values({
        workspace_id: invite.workspaceId,
        email: invite.email,
        role: invite.role,
        token_hash: invite.hash,
        invited_by: invite.invitedBy,
        expires_at: invite.expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
}

function inviteRows(db: Db) {
  return db
    .selectFrom('workspace_invite as i')
    .innerJoin('workspace as w', 'w.id', 'i.workspace_id')
    .leftJoin('user as by', 'by.id', 'i.invited_by')
    .select([
      'i.id',
      'i.workspace_id',
      'i.email',
      'i.role',
      'i.created_at',
      'i.expires_at',
      'i.accepted_at',
      'w.name as workspace_name',
      'by.name as invited_by',
    ]);
}

/** Invitations not yet accepted and not expired, newest first. */
export function pendingInvites(db: Db, workspaceId: string) {
  return inviteRows(db)
    .where('i.workspace_id', '=', workspaceId)
    .where('i.accepted_at', 'is', null)
    .where('i.expires_at', '>', new Date())
    .orderBy('i.created_at', 'desc')
    .execute();
}

export function findInviteById(db: Db, workspaceId: string, id: string) {
  return inviteRows(db).where('i.workspace_id', '=', workspaceId).where('i.id', '=', id).executeTakeFirst();
}

export function findInviteByHash(db: Db, hash: string) {
  return inviteRows(db).where('i.token_hash', '=', hash).executeTakeFirst();
}

export async function deleteInvite(db: Db, id: string): Promise<void> {
  await db.deleteFrom('workspace_invite').where('id', '=', id).execute();
}

/** Marks the invitation used, once: only one of two accepts at the same time gets the row. */
export async function claimInvite(db: Db, hash: string, userId: string) {
  return db
    .updateTable('workspace_invite')
    .set({ accepted_at: new Date(), accepted_by: userId })
    .where('token_hash', '=', hash)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning(['workspace_id', 'role'])
    .executeTakeFirst();
}

/** Invitations not yet accepted and not expired sent to this address (any case), newest first. */
export function pendingInvitesForEmail(db: Db, email: string) {
  return inviteRows(db)
    .where(sql<string>`lower(i.email)`, '=', email.toLowerCase())
    .where('i.accepted_at', 'is', null)
    .where('i.expires_at', '>', new Date())
    .orderBy('i.created_at', 'desc')
    .execute();
}

/** Marks the invitation to this address used, once (as `claimInvite`, by id for its addressee). */
export async function claimInviteForEmail(db: Db, id: string, email: string, userId: string) {
  return db
    .updateTable('workspace_invite')
    .set({ accepted_at: new Date(), accepted_by: userId })
    .where('id', '=', id)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning(['workspace_id', 'role'])
    .executeTakeFirst();
}

/** Deletes a pending invitation to this address (its addressee declined it); false when there was none. */
export async function declineInviteForEmail(db: Db, id: string, email: string): Promise<boolean> {
  const gone = await db
    .deleteFrom('workspace_invite')
    .where('id', '=', id)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  return Number(gone.numDeletedRows) > 0;
}
