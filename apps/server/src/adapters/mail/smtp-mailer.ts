import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.port.js';

/** Sends through an SMTP server given as a URL (smtp://user:pass@host:port, smtps:// for TLS). */
export function createSmtpMailer(opts: { url: string; from: string }): Mailer {
  const url = new URL(opts.url);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
    secure: url.protocol === 'smtps:',
    ignoreTLS: url.searchParams.get('ignoreTLS') === '1',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
  });
  return {
    async send(message: MailMessage) {
      await transport.sendMail({ from: opts.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
  };
}
