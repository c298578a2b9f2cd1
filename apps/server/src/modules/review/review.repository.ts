import type { Selectable } from 'kysely';
import { assetRolesIn } from '../assets/index.js';
import { findProjectWithBrand } from '../projects/index.js';
import type { ReviewDb, ReviewFeedbackTable, ReviewLinkTable } from './review.tables.js';

export type LinkRow = Selectable<ReviewLinkTable>;
export type FeedbackRow = Selectable<ReviewFeedbackTable>;

export interface NewLink {
  projectId: string;
  tokenHash: string;
  passcodeHash: string | null;
  label: string;
  showPrompts: boolean;
  locale: string | null;
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
      locale: link.locale,
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

/** How many of a link's feedback rows no mail has carried yet. */
export async function countUnnotified(db: ReviewDb, linkId: string): Promise<number> {
  const row = await db
    .selectFrom('review_feedback')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('link_id', '=', linkId)
    .where('notified_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Feedback a failed mail did not carry after all: the next mail takes it. */
export async function releaseFeedback(db: ReviewDb, ids: string[]): Promise<void> {
  if (ids.length) await db.updateTable('review_feedback').set({ notified_at: null }).where('id', 'in', ids).execute();
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
  // The logo of the brand kit it uses is the project's logo too (issue #48).
  if ((await findProjectWithBrand(db, projectId))?.logo_sha === sha) return true;
  const roles = await assetRolesIn(db, projectId, sha);
  return roles.some((role) => !role.includes('alternative') && !['brand-book', 'version', 'snapshot'].includes(role));
}

/** The project's row with its effective brand (its brand kit's values where it does not override them). */
export function findProjectRow(db: ReviewDb, projectId: string) {
  return findProjectWithBrand(db, projectId);
}

export function findLinkById(db: ReviewDb, linkId: string): Promise<LinkRow | undefined> {
  return db.selectFrom('review_link').selectAll().where('id', '=', linkId).executeTakeFirst();
}

/**
 * Takes the link's mail turn: true when its last mail went at least `gapMs` ago (or never), and
 * then records this one as sent now. One statement, so of two processes only one gets the turn.
 * `requested`: only a link whose earlier "Send feedback" waits for its turn (the pass).
 */
export async function claimMailTurn(db: ReviewDb, linkId: string, opts: { gapMs: number; requested?: boolean }): Promise<boolean> {
  const since = new Date(Date.now() - opts.gapMs);
  let q = db
    .updateTable('review_link')
    .set({ mailed_at: new Date(), mail_requested_at: null })
    .where('id', '=', linkId)
    .where((eb) => eb.or([eb('mailed_at', 'is', null), eb('mailed_at', '<=', since)]));
  if (opts.requested) q = q.where('mail_requested_at', 'is not', null);
  return Boolean(await q.returning('id').executeTakeFirst());
}

/** A "Send feedback" that came before the link's turn: the mail waits (kept until a later send or the pass takes it). */
export async function requestMail(db: ReviewDb, linkId: string): Promise<void> {
  await db
    .updateTable('review_link')
    .set((eb) => ({ mail_requested_at: eb.fn.coalesce('mail_requested_at', eb.val(new Date())) }))
    .where('id', '=', linkId)
    .execute();
}

/** A mail that failed: the turn is given back and the request kept, so the next pass or send retries. */
export async function giveBackMailTurn(db: ReviewDb, linkId: string): Promise<void> {
  await db.updateTable('review_link').set({ mailed_at: null, mail_requested_at: new Date() }).where('id', '=', linkId).execute();
}

/** Links whose waiting mail may go now. */
export async function linksWithMailDue(db: ReviewDb, gapMs: number): Promise<string[]> {
  const since = new Date(Date.now() - gapMs);
  const rows = await db
    .selectFrom('review_link')
    .select('id')
    .where('mail_requested_at', 'is not', null)
    .where((eb) => eb.or([eb('mailed_at', 'is', null), eb('mailed_at', '<=', since)]))
    .limit(500)
    .execute();
  return rows.map((r) => r.id);
}

/** Every link of a workspace's projects with its project's name, newest first (the owners' list). */
export function listWorkspaceLinks(db: ReviewDb, workspaceId: string) {
  return db
    .selectFrom('review_link as l')
    .innerJoin('project as p', 'p.id', 'l.project_id')
    .selectAll('l')
    .select('p.name as project_name')
    .where('p.workspace_id', '=', workspaceId)
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id')
    .limit(1000)
    .execute();
}

/** One link of a workspace's projects (by the project's current workspace). */
export function findWorkspaceLink(db: ReviewDb, workspaceId: string, linkId: string) {
  return db
    .selectFrom('review_link as l')
    .innerJoin('project as p', 'p.id', 'l.project_id')
    .selectAll('l')
    .select('p.name as project_name')
    .where('p.workspace_id', '=', workspaceId)
    .where('l.id', '=', linkId)
    .executeTakeFirst();
}

/**
 * The client comments of a project's last review round that has any (the highest round with a
 * non-empty comment), oldest first: what the exported deck's speaker notes carry when asked.
 */
export async function lastRoundComments(
  db: ReviewDb,
  projectId: string,
): Promise<{ pageId: string; imageIndex: number | null; author: string; comment: string }[]> {
  const rows = await db
    .selectFrom('review_feedback')
    .select(['page_id', 'image_index', 'author_name', 'comment', 'round'])
    .where('project_id', '=', projectId)
    .where('comment', '<>', '')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const last = Math.max(...rows.map((r) => r.round));
  return rows
    .filter((r) => r.round === last)
    .map((r) => ({ pageId: r.page_id, imageIndex: r.image_index, author: r.author_name, comment: r.comment }));
}
