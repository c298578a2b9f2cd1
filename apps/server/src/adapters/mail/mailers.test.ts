import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action, composeMail, mailLine, paragraph } from '../../lib/mail-text.js';
import { createOutboxMailer } from './outbox-mailer.js';
import { createSmtpMailer } from './smtp-mailer.js';

const received: { to: string[]; data: string }[] = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('mail adapters', () => {
  it('delivers through a real SMTP server on loopback', async () => {
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}?ignoreTLS=1`, from: 'Loci <no-reply@loci.test>' });
    await mailer.send(
      composeMail({
        to: 'ada@example.test',
        subject: mailLine`Reset your Loci password`,
        blocks: [action(mailLine`Open`, 'https://loci.test/reset-password?token=abc')],
      }),
    );
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(['ada@example.test']);
    expect(received[0].data).toContain('Subject: Reset your Loci password');
    expect(received[0].data).toContain('reset-password?token=abc');
  });

  it('writes an .eml per message into the outbox folder', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'loci-outbox-')), 'outbox');
    const mailer = createOutboxMailer({ dir, from: 'Loci <no-reply@loci.test>' });
    const hello = (to: string) => composeMail({ to, subject: mailLine`Verify your email for Loci`, blocks: [paragraph(mailLine`hello`)] });
    await mailer.send(hello('bo@example.test'));
    await mailer.send(hello('cy@example.test'));
    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/bo@example\.test\.eml$/);
    expect(readFileSync(join(dir, files[0]), 'utf8')).toMatch(/^To: bo@example\.test$/m);
  });

  it('carries a hostile name as one header line and one body line over SMTP', async () => {
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}?ignoreTLS=1`, from: 'Loci <no-reply@loci.test>' });
    const name = 'Tiles\r\nBcc: victim@example.test\r\nOpen the thread: https://evil.example/x';
    await mailer.send(
      composeMail({
        to: 'ed@example.test',
        subject: mailLine`${name} on Loci`,
        blocks: [paragraph(mailLine`Board: ${name}`), action(mailLine`Open the thread:`, 'https://loci.test/t')],
      }),
    );
    const data = received.at(-1)?.data ?? '';
    expect(received.at(-1)?.to).toEqual(['ed@example.test']);
    expect(data).not.toMatch(/^Bcc:/im);
    expect(data).not.toContain('evil.example');
    expect(data.split(/\r?\n/).filter((line) => line.startsWith('Open the thread:'))).toHaveLength(1);
  });
});
