import type { MailMessage } from '../../adapters/mail/mailer.port.js';
import { action, composeMail, mailLine, paragraph } from '../../lib/mail-text.js';

/** Who an account mail goes to: the address, the account's name (typed by its owner) and the link. */
interface AccountMail {
  to: string;
  name: string;
  link: string;
}

/** Plain, friendly account mails; the link stands on a line of its own so any client shows it whole. */
export function renderVerificationMail({ to, name, link }: AccountMail): MailMessage {
  return composeMail({
    to,
    subject: mailLine`Verify your email for Loci`,
    blocks: [
      paragraph(mailLine`Hello ${name || 'there'},`),
      paragraph(mailLine`Please confirm your email address for Loci by opening this link:`),
      action(mailLine`Verify my email`, link),
      paragraph(mailLine`If you did not create an account, you can ignore this message.`),
    ],
  });
}

/** The password reset mail; the link expires within an hour and works once. */
export function renderResetMail({ to, name, link }: AccountMail): MailMessage {
  return composeMail({
    to,
    subject: mailLine`Reset your Loci password`,
    blocks: [
      paragraph(mailLine`Hello ${name || 'there'},`),
      paragraph(
        mailLine`Someone asked to reset the password of your Loci account. To choose a new one, open this link within the next hour:`,
      ),
      action(mailLine`Reset my password`, link),
      paragraph(mailLine`If it wasn't you, ignore this message: your password stays as it is.`),
    ],
  });
}

/** The one-time sign-in link; it works once, within 15 minutes. */
export function renderSignInLinkMail({ to, name, link }: AccountMail): MailMessage {
  return composeMail({
    to,
    subject: mailLine`Your Loci sign-in link`,
    blocks: [
      paragraph(mailLine`Hello ${name || 'there'},`),
      paragraph(mailLine`You asked for a link to sign in to Loci. Open it within 15 minutes; it works once:`),
      action(mailLine`Sign me in`, link),
      paragraph(mailLine`If it wasn't you, ignore this message: nobody can sign in without the link.`),
    ],
  });
}
