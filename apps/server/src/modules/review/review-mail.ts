import type { MailMessage } from '../../adapters/mail/mailer.port.js';
import type { FeedbackRow } from './review.repository.js';

const VERDICT_WORDS = { approve: 'approved', reject: 'rejected' } as const;

function describe(row: FeedbackRow): string {
  const where = row.image_index === null ? `page ${row.page_id}` : `image ${row.image_index + 1} of ${row.page_id}`;
  const verdict = row.verdict ? `${VERDICT_WORDS[row.verdict]} ` : 'commented on ';
  const comment = row.comment ? `: "${row.comment}"` : '';
  return `- ${row.author_name} ${verdict}${where}${comment}`;
}

/** The designer's notification: one mail per "Send feedback", summarising what the client left (plain text only). */
export function feedbackMail(opts: { to: string; projectName: string; rows: FeedbackRow[]; url: string }): MailMessage {
  const approved = opts.rows.filter((r) => r.verdict === 'approve').length;
  const rejected = opts.rows.filter((r) => r.verdict === 'reject').length;
  const comments = opts.rows.filter((r) => r.comment).length;
  const text = [
    `New review feedback on "${opts.projectName}": ${approved} approved, ${rejected} rejected, ${comments} comments.`,
    '',
    ...opts.rows.map(describe),
    '',
    `Open the presentation: ${opts.url}`,
  ].join('\n');
  return { to: opts.to, subject: `Review feedback on ${opts.projectName}`, text, link: opts.url };
}
