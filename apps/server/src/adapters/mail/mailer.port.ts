/** A message Loci sends: account verification, password reset. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link the message is about; logged by the outbox so a developer can follow it. */
  link?: string;
}

/** The mail port: SMTP when configured, otherwise an outbox folder. */
export interface Mailer {
  /** Sends (or stores) one message. */
  send(message: MailMessage): Promise<void>;
}
