import type { MailMessage } from '../../adapters/mail/mailer.port.js';
import { action, composeMail, fields, mailLine, paragraph } from '../../lib/mail-text.js';

const ROLE_WORDS = { owner: 'an owner', editor: 'an editor', viewer: 'a viewer' } as const;

/** The invitation: who invites whom to which studio, as what, and the single-use link. */
export function inviteMail(opts: {
  to: string;
  inviter: string;
  workspace: string;
  role: keyof typeof ROLE_WORDS;
  link: string;
  days: number;
}): MailMessage {
  // Names are typed by people: each on its own line, shown as text, never as a link (mail-text.ts).
  return composeMail({
    to: opts.to,
    subject: mailLine`${opts.inviter} invited you to ${opts.workspace} on Loci`,
    blocks: [
      paragraph(mailLine`Hello,`, mailLine`You are invited to join a studio on Loci as ${ROLE_WORDS[opts.role]}.`),
      fields([
        ['Studio', opts.workspace],
        ['Invited by', opts.inviter],
      ]),
      action(mailLine`To accept, open this link (it works once, within the next ${opts.days} days):`, opts.link),
      paragraph(
        mailLine`If you do not have a Loci account yet, you can create one from that page with this email address.`,
        mailLine`If you were not expecting this, you can ignore this message.`,
      ),
    ],
  });
}
