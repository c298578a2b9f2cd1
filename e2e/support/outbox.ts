import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One mail from the server's outbox folder. */
export type OutboxMail = {
  file: string;
  to: string;
  subject: string;
  /** Decoded body (all parts, quoted-printable undone). */
  body: string;
};

function outboxDir(): string {
  const dataDir = process.env.LOCI_E2E_DATA_DIR;
  if (!dataDir) throw new Error('LOCI_E2E_DATA_DIR is not set (see playwright.config.ts)');
  return join(dataDir, 'outbox');
}

/** Undoes quoted-printable: soft line breaks, then =XX escapes (as UTF-8 bytes). */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Undoes RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`), as a subject with accents arrives. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const match = head.match(new RegExp(`^${name}:\\s*(.*)$`, 'im'));
  return match ? decodeEncodedWords(match[1].trim()) : '';
}

function parseMail(file: string, raw: string): OutboxMail {
  const isQuotedPrintable = /content-transfer-encoding:\s*quoted-printable/i.test(raw);
  return {
    file,
    to: header(raw, 'To'),
    subject: header(raw, 'Subject'),
    body: isQuotedPrintable ? decodeQuotedPrintable(raw) : raw,
  };
}

async function readMails(): Promise<OutboxMail[]> {
  const dir = outboxDir();
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map(async (f) => parseMail(f, await readFile(join(dir, f), 'utf8'))));
}

/**
 * Polls the outbox until a mail to `to` whose subject contains `subjectContains` appears;
 * returns the newest such mail.
 */
export async function waitForMail(to: string, subjectContains: string, timeoutMs = 15_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  const wanted = subjectContains.toLowerCase();
  while (Date.now() < deadline) {
    const matches = (await readMails()).filter(
      (m) => m.to.toLowerCase().includes(to.toLowerCase()) && m.subject.toLowerCase().includes(wanted),
    );
    if (matches.length > 0) return matches[matches.length - 1];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} with subject containing "${subjectContains}" in ${outboxDir()}`);
}

/** The first http(s) link in the mail's text (ampersands un-escaped). */
export function extractLink(mail: OutboxMail): string {
  const match = mail.body.match(/https?:\/\/[^\s"'<>]+/);
  if (!match) throw new Error(`No link in mail ${mail.file}`);
  return match[0].replace(/&amp;/g, '&');
}
