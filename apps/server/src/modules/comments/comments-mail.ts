import type { MailMessage } from '../../adapters/mail/mailer.port.js';
import { action, composeMail, fields, type MailBlock, mailLine, paragraph, quote } from '../../lib/mail-text.js';

/** Longest part of a comment a digest quotes. */
const QUOTE_MAX = 500;

/** One thread a digest lists: who mentioned the member, where, the latest comment, and the way back. */
export interface MentionItem {
  author: string;
  projectName: string;
  where: string;
  body: string;
  /** Mentions of the member in this thread since the last digest. */
  count: number;
  url: string;
}

function threadBlocks(item: MentionItem): MailBlock[] {
  const body = item.body.length > QUOTE_MAX ? `${item.body.slice(0, QUOTE_MAX - 1)}…` : item.body;
  return [
    fields([
      ['From', item.author],
      ['Project', item.projectName],
      ['Where', item.where],
    ]),
    ...(item.count > 1 ? [paragraph(mailLine`${item.count} mentions in this thread; the latest:`)] : []),
    quote(body),
    action(mailLine`Open the thread:`, item.url),
  ];
}

/**
 * The mention digest a member gets (at most one every `minutes`): each thread that mentioned them
 * since the last one, every name, title and comment in a block of its own (lib/mail-text.ts).
 */
export function mentionDigestMail(opts: { to: string; items: MentionItem[]; minutes: number }): MailMessage {
  const [first] = opts.items;
  const one = opts.items.length === 1 && first;
  return composeMail({
    to: opts.to,
    subject: one
      ? mailLine`${first.author} mentioned you on ${first.projectName}`
      : mailLine`You were mentioned in ${opts.items.length} comment threads on Loci`,
    blocks: [
      paragraph(one ? mailLine`You were mentioned in a comment:` : mailLine`You were mentioned in ${opts.items.length} comment threads:`),
      ...opts.items.flatMap(threadBlocks),
      paragraph(mailLine`You get at most one mention mail every ${opts.minutes} minutes; later mentions come together in the next one.`),
    ],
  });
}
