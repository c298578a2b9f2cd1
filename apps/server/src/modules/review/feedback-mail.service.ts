import { roleAllows } from '@loci/shared';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { listMembers } from '../workspaces/index.js';
import {
  claimMailTurn,
  countUnnotified,
  findLinkById,
  findProjectRow,
  giveBackMailTurn,
  linksWithMailDue,
  releaseFeedback,
  requestMail,
  takeUnnotified,
} from './review.repository.js';
import { appDb } from './review.tables.js';
import type { ReviewDeps } from './review-deps.js';
import { feedbackMail } from './review-mail.js';
import { pageNames } from './review-view.js';

/** At most one feedback mail per link in this time; later feedback waits for the next mail. */
export const FEEDBACK_MAIL_GAP_MS = 10 * 60 * 1000;

/**
 * Who is told about a link's feedback: the person who made the link while they may still edit the
 * project's workspace; otherwise its owners. Read at sending time, so a removed or demoted member
 * gets nothing, and a project moved to another workspace follows that workspace's members.
 */
export async function feedbackRecipients(db: Kysely<DatabaseSchema>, workspaceId: string, createdBy: string | null): Promise<string[]> {
  const members = await listMembers(db, workspaceId);
  const creator = members.find((m) => m.user_id === createdBy);
  if (creator && roleAllows(creator.role, 'edit')) return [creator.email];
  return members.filter((m) => m.role === 'owner').map((m) => m.email);
}

/** Feedback mail: "Send feedback" asks for it; it goes at once when the link's turn has come, else with the next pass. */
export function createFeedbackMail(deps: Pick<ReviewDeps, 'db' | 'mailer' | 'publicUrl' | 'data'>) {
  const { db } = deps;

  /** Mails what the link's feedback holds that no mail carried yet (the turn already taken); how many items went. */
  async function deliver(linkId: string): Promise<number> {
    const link = await findLinkById(db, linkId);
    const project = link && (await findProjectRow(db, link.project_id));
    if (!link || !project) return 0;
    const rows = await takeUnnotified(db, linkId);
    if (!rows.length) return 0;
    try {
      const url = `${deps.publicUrl}/projects/${project.id}/presentation`;
      const names = pageNames(await deps.data.getData(project.id));
      // One mail per person: no one sees another's address.
      for (const to of await feedbackRecipients(appDb(db), project.workspace_id, link.created_by)) {
        await deps.mailer.send(feedbackMail({ to, projectName: project.name, rows, names, url }));
      }
    } catch (err) {
      await releaseFeedback(
        db,
        rows.map((r) => r.id),
      );
      await giveBackMailTurn(db, linkId);
      throw err;
    }
    return rows.length;
  }

  return {
    /** "Send feedback" on a link: `sent` items mailed now, or `pending` items waiting for the link's next turn. */
    async request(linkId: string): Promise<{ sent: number; pending: number }> {
      const waiting = await countUnnotified(db, linkId);
      if (!waiting) return { sent: 0, pending: 0 };
      if (await claimMailTurn(db, linkId, { gapMs: FEEDBACK_MAIL_GAP_MS })) return { sent: await deliver(linkId), pending: 0 };
      await requestMail(db, linkId);
      return { sent: 0, pending: waiting };
    },

    /** The pass: sends every waiting mail whose turn has come (any process may run it; each mail goes once). Returns mails sent. */
    async sendPending(): Promise<number> {
      let mailed = 0;
      for (const linkId of await linksWithMailDue(db, FEEDBACK_MAIL_GAP_MS)) {
        if (!(await claimMailTurn(db, linkId, { gapMs: FEEDBACK_MAIL_GAP_MS, requested: true }))) continue;
        if ((await deliver(linkId)) > 0) mailed += 1;
      }
      return mailed;
    },
  };
}
