import type { MailMessage } from '../../adapters/mail/mailer.port.js';
import { mailName } from '../../lib/mail-text.js';

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
  // Names are typed by people: shown as text, never as a link of their own (mail-text.ts).
  const inviter = mailName(opts.inviter);
  const workspace = mailName(opts.workspace);
  const text = [
    'Hello,',
    '',
    `${inviter} invited you to join "${workspace}" on Loci as ${ROLE_WORDS[opts.role]}.`,
    '',
    `To accept, open this link (it works once, within the next ${opts.days} days):`,
    '',
    opts.link,
    '',
    'If you do not have a Loci account yet, you can create one from that page with this email address.',
    'If you were not expecting this, you can ignore this message.',
  ].join('\n');
  return { to: opts.to, subject: `${inviter} invited you to ${workspace} on Loci`, text, link: opts.link };
}
