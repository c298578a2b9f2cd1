import type { Selectable } from 'kysely';
import type { ReviewDb, ReviewFeedbackTable, ReviewLinkTable } from './review.tables.js';

export type LinkRow = Selectable<ReviewLinkTable>;
export type FeedbackRow = Selectable<ReviewFeedbackTable>;

export interface NewLink {
  projectId: string;
  tokenHash: string;
  passcodeHash: string | null;
  label: string;
  showPrompts: boolean;
  createdBy: string;
  expiresAt: Date;
  round: number;
}

export function insertLink(db: ReviewDb, link: NewLink): Promise<LinkRow> {
  return db
    .insertInto('review_link')
    .values({
      project_id: link.projectId,
      token_hash: link.tokenHash,
      passcode_hash: link.passcodeHash,
      label: link.label,
      show_prompts: link.showPrompts,
      created_by: link.createdBy,
      expires_at: link.expiresAt,
      round: link.round,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A project's links, newest first. */
export function listLinks(db: ReviewDb, projectId: string): Promise<LinkRow[]> {
  return db.selectFrom('review_link').selectAll().where('project_id', '=', projectId).orderBy('created_at', 'desc').orderBy('id').execute();
}

export function findLinkByTokenHash(db: ReviewDb, tokenHash: string): Promise<LinkRow | undefined> {
  return db.selectFrom('review_link').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Revokes one link of a project (idempotent); undefined when the project has no such link. */
export async function revokeLink(db: ReviewDb, projectId: string, linkId: string): Promise<LinkRow | undefined> {
  await db
    .updateTable('review_link')
    .set({ revoked_at: new Date() })
    .where('id', '=', linkId)
    .where('project_id', '=', projectId)
    .where('revoked_at', 'is', null)
    .execute();
  return db.selectFrom('review_link').selectAll().where('id', '=', linkId).where('project_id', '=', projectId).executeTakeFirst();
}

export async function touchLink(db: ReviewDb, linkId: string): Promise<void> {
  await db.updateTable('review_link').set({ last_used_at: new Date() }).where('id', '=', linkId).execute();
}

/** The project's review round: the highest round of its links (1 before any). */
export async function currentRound(db: ReviewDb, projectId: string): Promise<number> {
  const row = await db
    .selectFrom('review_link')
    .select((eb) => eb.fn.max('round').as('round'))
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return Number(row?.round ?? 1) || 1;
}

/** Starts the next round on every link of a project (a regeneration from feedback); returns it. */
export async function bumpRound(db: ReviewDb, projectId: string): Promise<number> {
  const next = (await currentRound(db, projectId)) + 1;
  await db.updateTable('review_link').set({ round: next }).where('project_id', '=', projectId).execute();
  return next;
}

export type NewFeedback = Omit<FeedbackRow, 'id' | 'created_at' | 'notified_at'>;

export function insertFeedback(db: ReviewDb, row: NewFeedback): Promise<FeedbackRow> {
  return db.insertInto('review_feedback').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Feedback of a project (or of one link), oldest first. */
export function listFeedback(db: ReviewDb, filter: { projectId: string; linkId?: string }): Promise<FeedbackRow[]> {
  let q = db.selectFrom('review_feedback').selectAll().where('project_id', '=', filter.projectId);
  if (filter.linkId) q = q.where('link_id', '=', filter.linkId);
  return q.orderBy('created_at').orderBy('id').execute();
}

/** Marks a link's feedback not yet mailed as mailed; returns those rows. */
export function takeUnnotified(db: ReviewDb, linkId: string): Promise<FeedbackRow[]> {
  return db
    .updateTable('review_feedback')
    .set({ notified_at: new Date() })
    .where('link_id', '=', linkId)
    .where('notified_at', 'is', null)
    .returningAll()
    .execute();
}

/**
 * Whether an asset is one the project shows now (board image, moodboard image, render, logo…):
 * not an alternative, the brand book, or an image kept only in a slot's history or a snapshot.
 */
export async function projectUsesAsset(db: ReviewDb, projectId: string, sha: string): Promise<boolean> {
  const row = await db
    .selectFrom('project_asset')
    .select('sha256')
    .where('project_id', '=', projectId)
    .where('sha256', '=', sha)
    .where('role', 'not like', '%alternative%')
    .where('role', 'not in', ['brand-book', 'version', 'snapshot'])
    .executeTakeFirst();
  return Boolean(row);
}

/** The email of the person who made a link (the notification's addressee). */
export async function creatorEmail(db: ReviewDb, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const row = await db.selectFrom('user').select('email').where('id', '=', userId).executeTakeFirst();
  return row?.email ?? null;
}

export function findProjectRow(db: ReviewDb, projectId: string) {
  return db
    .selectFrom('project')
    .select(['id', 'name', 'location', 'brand_name', 'logo_sha', 'brand_palette', 'contextual_insights', 'owner_id'])
    .where('id', '=', projectId)
    .executeTakeFirst();
}
