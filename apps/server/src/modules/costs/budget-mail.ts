import { formatUsd } from '@loci/shared';
import type { MailMessage } from '../../adapters/mail/mailer.port.js';
import { action, composeMail, fields, mailLine, paragraph } from '../../lib/mail-text.js';

/** The owners' warning at 80 % of a studio's monthly budget (once a month). */
export function budgetWarningMail(opts: { to: string; month: string; spent: number; budget: number; link: string }): MailMessage {
  const share = Math.floor((opts.spent / opts.budget) * 100);
  return composeMail({
    to: opts.to,
    subject: mailLine`Your studio has used ${share}% of its monthly budget on Loci`,
    blocks: [
      paragraph(mailLine`Hello,`, mailLine`Image generation in your studio has reached ${share}% of this month's budget.`),
      fields([
        ['Month', opts.month],
        ['Spent', formatUsd(opts.spent)],
        ['Budget', formatUsd(opts.budget)],
      ]),
      paragraph(mailLine`At 100% Loci stops new paid work until the next month or until an owner raises the budget.`),
      action(mailLine`To see the usage or raise the budget, open Studio settings:`, opts.link),
    ],
  });
}
