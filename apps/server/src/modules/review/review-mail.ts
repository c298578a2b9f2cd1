import type { MailMessage } from '../../adapters/mail/mailer.port.js';
import { mailName, mailQuote } from '../../lib/mail-text.js';
import type { FeedbackRow } from './review.repository.js';

const VERDICT_WORDS = { approve: 'approved', reject: 'rejected' } as const;

function describe(row: FeedbackRow): string {
  const where = row.image_index === null ? `page ${row.page_id}` : `image ${row.image_index + 1} of ${row.page_id}`;
  const verdict = row.verdict ? `${VERDICT_WORDS[row.verdict]} ` : 'commented on ';
  // A comment may span lines: each one after the first is indented, so none can pass for a line of the mail.
  const comment = row.comment ? `: "${mailQuote(row.comment, '    ')}"` : '';
  return `- ${mailName(row.author_name)} ${verdict}${where}${comment}`;
}

/** The designer's notification: one mail per "Send feedback", summarising what the client left (plain text only). */
export function feedbackMail(opts: { to: string; projectName: string; rows: FeedbackRow[]; url: string }): MailMessage {
  const approved = opts.rows.filter((r) => r.verdict === 'approve').length;
  const rejected = opts.rows.filter((r) => r.verdict === 'reject').length;
  const comments = opts.rows.filter((r) => r.comment).length;
  const project = mailName(opts.projectName);
  const text = [
    `New review feedback on "${project}": ${approved} approved, ${rejected} rejected, ${comments} comments.`,
    '',
    ...opts.rows.map(describe),
    '',
    `Open the presentation: ${opts.url}`,
  ].join('\n');
  return { to: opts.to, subject: `Review feedback on ${project}`, text, link: opts.url };
}
