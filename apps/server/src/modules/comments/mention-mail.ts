import type { ProjectView } from '../projects/index.js';
import { listMembers } from '../workspaces/index.js';
import { claimMentionMail, releaseMentionMail, type ThreadRow } from './comments.repository.js';
import { appDb } from './comments.tables.js';
import type { CommentsDeps } from './comments-deps.js';
import { mentionMail } from './comments-mail.js';
import { placeName } from './comments-view.js';

/** At most one mention mail per member per thread in this time. */
export const MENTION_MAIL_GAP_MS = 60 * 60 * 1000;

/**
 * The mail a mention sends: to each mentioned member but the author, at most once per thread per
 * hour (the turn is taken in the database, so two processes never both mail). A mail that fails is
 * reported and its turn given back; it never fails the comment.
 */
export function createMentionMail(deps: Pick<CommentsDeps, 'db' | 'data' | 'mailer' | 'publicUrl' | 'onMailError'>) {
  const { db } = deps;
  type Mention = { project: ProjectView; thread: ThreadRow; authorId: string; body: string; mentions: string[] };

  /** Mails each newly mentioned member (not the author) whose turn on this thread has come; a failed mail never fails the comment. */
  async function mailMentions(opts: Mention): Promise<void> {
    if (!opts.mentions.some((id) => id !== opts.authorId)) return;
    try {
      await sendMentionMails(opts);
    } catch (err) {
      deps.onMailError?.(err);
    }
  }

  async function sendMentionMails(opts: Mention): Promise<void> {
    const recipients = opts.mentions.filter((id) => id !== opts.authorId);
    const members = await listMembers(appDb(db), opts.project.workspace_id);
    const author = members.find((m) => m.user_id === opts.authorId);
    const data = await deps.data.getData(opts.project.id);
    const where = placeName(data, opts.thread.page_id, opts.thread.image_index);
    const query = new URLSearchParams({ page: opts.thread.page_id, thread: opts.thread.id });
    const url = `${deps.publicUrl}/projects/${opts.project.id}/presentation?${query}`;
    for (const id of recipients) {
      const member = members.find((m) => m.user_id === id);
      if (!member) continue;
      if (!(await claimMentionMail(db, { threadId: opts.thread.id, userId: id, gapMs: MENTION_MAIL_GAP_MS }))) continue;
      try {
        await deps.mailer.send(
          mentionMail({
            to: member.email,
            author: author?.name || author?.email || 'A member',
            projectName: opts.project.name,
            where,
            body: opts.body,
            url,
          }),
        );
      } catch (err) {
        await releaseMentionMail(db, opts.thread.id, id);
        deps.onMailError?.(err);
      }
    }
  }

  return mailMentions;
}
