import type { MailMessage } from '../../adapters/mail/mailer.port.js';
import { mailName, mailQuote } from '../../lib/mail-text.js';

/** The mail a mentioned member gets (plain text): who, where, what they wrote, and the way back to the thread. */
export function mentionMail(opts: {
  to: string;
  author: string;
  projectName: string;
  where: string;
  body: string;
  url: string;
}): MailMessage {
  const author = mailName(opts.author);
  const project = mailName(opts.projectName);
  const text = [
    `${author} mentioned you in a comment on ${opts.where} in "${project}":`,
    '',
    `    "${mailQuote(opts.body, '    ')}"`,
    '',
    `Open the thread: ${opts.url}`,
    '',
    'You get at most one mail per thread per hour; later mentions wait in the Comments panel.',
  ].join('\n');
  return { to: opts.to, subject: `${author} mentioned you on ${project}`, text, link: opts.url };
}
