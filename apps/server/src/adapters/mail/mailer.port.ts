/** Marks a message built by `composeMail` (lib/mail-text.ts): no other code can make one. */
export declare const composedMail: unique symbol;

/**
 * A message Loci sends: account verification, password reset, invitations, mentions, feedback.
 * Only `composeMail` makes one, so every user-written value in a mail passes the same rules.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link the message is about; logged by the outbox so a developer can follow it. */
  link?: string;
  readonly [composedMail]: true;
}

/** The mark `composeMail` puts on the messages it makes. */
export type ComposedMark = { readonly [composedMail]: true };

/** The mail port: SMTP when configured, otherwise an outbox folder. */
export interface Mailer {
  /** Sends (or stores) one message. */
  send(message: MailMessage): Promise<void>;
}
