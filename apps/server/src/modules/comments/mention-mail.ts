import type { ProjectView } from '../projects/index.js';
import { findProjectById } from '../projects/index.js';
import { listMembers } from '../workspaces/index.js';
import {
  claimDigestTurn,
  deleteTakenMentions,
  giveBackDigestTurn,
  membersWithDigestDue,
  type PendingMention,
  queueMentions,
  releasePendingMentions,
  type ThreadRow,
  takePendingMentions,
} from './comments.repository.js';
import { appDb } from './comments.tables.js';
import type { CommentsDeps } from './comments-deps.js';
import { type MentionItem, mentionDigestMail } from './comments-mail.js';
import { placeName } from './comments-view.js';

/** At most one mention digest per member in this time, unless configured (MENTION_DIGEST_MINUTES). */
export const MENTION_DIGEST_DEFAULT_MS = 10 * 60 * 1000;

type MentionDeps = Pick<CommentsDeps, 'db' | 'data' | 'mailer' | 'publicUrl' | 'onMailError' | 'mentionDigestMs'>;

/**
 * Mention mail, batched per recipient: each mention is queued (a row, so it survives a restart);
 * a member whose turn has come (no digest in the last MENTION_DIGEST_MINUTES) is mailed at once,
 * others get one digest of everything waiting when their turn comes, from the pass. A mail that
 * fails is reported, its mentions and turn given back; it never fails the comment.
 */
export function createMentionMail(deps: MentionDeps) {
  const { db } = deps;
  const gapMs = deps.mentionDigestMs ?? MENTION_DIGEST_DEFAULT_MS;
  type Mention = { project: ProjectView; thread: ThreadRow; authorId: string; commentId: string; mentions: string[] };

  /** The threads a member's digest lists, read now: projects they are no longer in are left out. */
  async function describe(userId: string, rows: PendingMention[]): Promise<{ to: string; items: MentionItem[] } | null> {
    let to: string | null = null;
    const items = new Map<string, MentionItem>();
    for (const projectId of new Set(rows.map((r) => r.project_id))) {
      const project = await findProjectById(appDb(db), projectId);
      const members = project ? await listMembers(appDb(db), project.workspace_id) : [];
      const member = members.find((m) => m.user_id === userId);
      if (!project || !member) continue;
      to = member.email;
      const data = await deps.data.getData(project.id);
      for (const row of rows.filter((r) => r.project_id === projectId)) {
        const author = members.find((m) => m.user_id === row.author_id);
        const query = new URLSearchParams({ page: row.page_id, thread: row.thread_id });
        const seen = items.get(row.thread_id);
        items.set(row.thread_id, {
          author: author?.name || author?.email || 'A member',
          projectName: project.name,
          where: placeName(data, row.page_id, row.image_index),
          body: row.body,
          count: (seen?.count ?? 0) + 1,
          url: `${deps.publicUrl}/projects/${project.id}/presentation?${query}`,
        });
      }
    }
    return to && items.size ? { to, items: [...items.values()] } : null;
  }

  /** Sends a member's digest (their turn already taken); true when a mail went. */
  async function deliver(userId: string): Promise<boolean> {
    const rows = await takePendingMentions(db, userId);
    const ids = rows.map((r) => r.id);
    try {
      const digest = rows.length ? await describe(userId, rows) : null;
      if (!digest) {
        await deleteTakenMentions(db, ids);
        await giveBackDigestTurn(db, userId);
        return false;
      }
      await deps.mailer.send(mentionDigestMail({ ...digest, minutes: Math.round(gapMs / 60_000) }));
    } catch (err) {
      await releasePendingMentions(db, ids);
      await giveBackDigestTurn(db, userId);
      throw err;
    }
    await deleteTakenMentions(db, ids);
    return true;
  }

  return {
    /** Queues the mention for each mentioned member but the author; mails at once those whose turn has come. */
    async mailMentions(opts: Mention): Promise<void> {
      const recipients = opts.mentions.filter((id) => id !== opts.authorId);
      if (!recipients.length) return;
      try {
        await queueMentions(db, opts.commentId, recipients);
        for (const id of recipients) {
          if (await claimDigestTurn(db, id, gapMs)) await deliver(id).catch((err) => deps.onMailError?.(err));
        }
      } catch (err) {
        deps.onMailError?.(err);
      }
    },

    /** The pass: one digest to each member with mentions waiting whose turn has come. Returns digests sent. */
    async sendPending(): Promise<number> {
      let mailed = 0;
      for (const userId of await membersWithDigestDue(db, gapMs)) {
        if (!(await claimDigestTurn(db, userId, gapMs))) continue;
        try {
          if (await deliver(userId)) mailed += 1;
        } catch (err) {
          deps.onMailError?.(err);
        }
      }
      return mailed;
    },
  };
}
