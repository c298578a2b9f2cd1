import type { MailMessage } from '../../adapters/mail/mailer.port.js';
import { mailName, mailQuote } from '../../lib/mail-text.js';
import type { FeedbackRow } from './review.repository.js';
import type { PageNames } from './review-view.js';

const VERDICT_WORDS = { approve: 'approved', reject: 'rejected' } as const;

function describe(row: FeedbackRow, names: PageNames): string {
  const { page, image } = names(row.page_id, row.image_index);
  const where = image ? `${image} on ${page}` : page;
  const verdict = row.verdict ? `${VERDICT_WORDS[row.verdict]} ` : 'commented on ';
  // A comment may span lines: each one after the first is indented, so none can pass for a line of the mail.
  const comment = row.comment ? `: "${mailQuote(row.comment, '    ')}"` : '';
  return `- ${mailName(row.author_name)} ${verdict}${where}${comment}`;
}

/** The designer's notification: one mail per "Send feedback", summarising what the client left (plain text only). */
export function feedbackMail(opts: { to: string; projectName: string; rows: FeedbackRow[]; names: PageNames; url: string }): MailMessage {
  const approved = opts.rows.filter((r) => r.verdict === 'approve').length;
  const rejected = opts.rows.filter((r) => r.verdict === 'reject').length;
  const comments = opts.rows.filter((r) => r.comment).length;
  const project = mailName(opts.projectName);
  const text = [
    `New review feedback on "${project}": ${approved} approved, ${rejected} rejected, ${comments} comments.`,
    '',
    ...opts.rows.map((row) => describe(row, opts.names)),
    '',
    `Open the presentation: ${opts.url}`,
  ].join('\n');
  return { to: opts.to, subject: `Review feedback on ${project}`, text, link: opts.url };
}
