import type { MailMessage } from '../../adapters/mail/mailer.port.js';
import { action, composeMail, fields, type MailBlock, mailLine, paragraph, quote } from '../../lib/mail-text.js';
import type { FeedbackRow } from './review.repository.js';
import type { PageNames } from './review-view.js';

const VERDICT_WORDS = { approve: 'approved', reject: 'rejected' } as const;

/** One item of feedback: who did what where (one line), and their comment quoted in a block of its own. */
function describe(row: FeedbackRow, names: PageNames): MailBlock[] {
  const { page, image } = names(row.page_id, row.image_index);
  const where = image ? `${image} on ${page}` : page;
  const verdict = row.verdict ? VERDICT_WORDS[row.verdict] : 'commented on';
  const line = paragraph(mailLine`- ${row.author_name} ${verdict}: ${where}`);
  return row.comment ? [line, quote(row.comment)] : [line];
}

/** The designer's notification: one mail per "Send feedback", summarising what the client left. */
export function feedbackMail(opts: { to: string; projectName: string; rows: FeedbackRow[]; names: PageNames; url: string }): MailMessage {
  const approved = opts.rows.filter((r) => r.verdict === 'approve').length;
  const rejected = opts.rows.filter((r) => r.verdict === 'reject').length;
  const comments = opts.rows.filter((r) => r.comment).length;
  return composeMail({
    to: opts.to,
    subject: mailLine`Review feedback on ${opts.projectName}`,
    blocks: [
      paragraph(mailLine`New review feedback: ${approved} approved, ${rejected} rejected, ${comments} comments.`),
      fields([['Project', opts.projectName]]),
      ...opts.rows.flatMap((row) => describe(row, opts.names)),
      action(mailLine`Open the presentation:`, opts.url),
    ],
  });
}
