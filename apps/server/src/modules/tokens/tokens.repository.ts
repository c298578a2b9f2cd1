import { type Kysely, type Selectable, sql } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { findProjectById } from '../projects/index.js';
import type { PersonalAccessTokenTable, TokensDb } from './tokens.tables.js';

export type TokenRow = Selectable<PersonalAccessTokenTable>;

export interface NewToken {
  userId: string;
  name: string;
  tokenHash: string;
  prefix: string;
  scopes: string[];
  workspaceIds: string[];
  expiresAt: Date | null;
}

export function insertToken(db: TokensDb, token: NewToken): Promise<TokenRow> {
  return db
    .insertInto('personal_access_token')
    .values({
      user_id: token.userId,
      name: token.name,
      token_hash: token.tokenHash,
      prefix: token.prefix,
      scopes: token.scopes,
      workspace_ids: token.workspaceIds,
      expires_at: token.expiresAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A person's tokens, newest first (revoked ones too, so the list shows what happened). */
export function listTokens(db: TokensDb, userId: string): Promise<TokenRow[]> {
  return db
    .selectFrom('personal_access_token')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** The token a secret names, with its user, if it is neither revoked nor expired (checked by the database's clock). */
export function findLiveToken(db: TokensDb, tokenHash: string) {
  return liveTokens(db).where('t.token_hash', '=', tokenHash).executeTakeFirst();
}

/** The same by the token's id (a download link made with it names the token, never its secret). */
export function findLiveTokenById(db: TokensDb, id: string) {
  return liveTokens(db).where('t.id', '=', id).executeTakeFirst();
}

function liveTokens(db: TokensDb) {
  return db
    .selectFrom('personal_access_token as t')
    .innerJoin('user as u', 'u.id', 't.user_id')
    .select(['t.id', 't.user_id', 't.scopes', 't.workspace_ids', 'u.email', 'u.name', 'u.emailVerified'])
    .where('t.revoked_at', 'is', null)
    .where((eb) => eb.or([eb('t.expires_at', 'is', null), eb('t.expires_at', '>', sql<Date>`now()`)]));
}

/** Revokes one of a person's tokens (idempotent); undefined when they have no such token. */
export async function revokeToken(db: TokensDb, userId: string, id: string): Promise<TokenRow | undefined> {
  await db
    .updateTable('personal_access_token')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  return db.selectFrom('personal_access_token').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** Records a use; at most one write a minute per token. */
export async function touchToken(db: TokensDb, id: string): Promise<void> {
  await db
    .updateTable('personal_access_token')
    .set({ last_used_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', sql<Date>`now() - interval '1 minute'`)]))
    .execute();
}

/** The workspace a project lives in (undefined: no such project). */
export async function projectWorkspace(db: Kysely<DatabaseSchema>, projectId: string): Promise<string | undefined> {
  return (await findProjectById(db, projectId))?.workspace_id ?? undefined;
}
