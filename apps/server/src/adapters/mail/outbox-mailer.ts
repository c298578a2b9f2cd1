import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Mailer, MailMessage } from './mailer.port.js';

/** Writes each message as an RFC 822 `.eml` file into `dir` and logs its link. */
export function createOutboxMailer(opts: { dir: string; from: string; logger?: Pick<Logger, 'info'> }): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let counter = 0;
  return {
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from: opts.from, ...message });
      await mkdir(opts.dir, { recursive: true });
      counter += 1;
      const slug = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = join(opts.dir, `${Date.now()}-${String(counter).padStart(4, '0')}-${slug}.eml`);
      await writeFile(file, info.message as Buffer);
      opts.logger?.info({ to: message.to, subject: message.subject, link: message.link, file }, 'mail written to outbox');
    },
  };
}
