import type { ComposedMark, MailMessage } from '../adapters/mail/mailer.port.js';

// Line breaks, other control characters, format characters (bidi overrides, zero-width) and line/paragraph separators.
const CONTROL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu;

/** Longest a single user-written value may run on its line (a title, a name, a label). */
const VALUE_MAX = 200;

/**
 * The rules for a value someone typed (a studio, a person, a project, a title, a label), as a
 * mail's Subject or one of its lines shows it: on one line, and with nothing a mail client would
 * turn into a link (`https://x` reads `https[:]//x`, `evil.example` reads `evil[.]example`), so a
 * value cannot carry a link, a header or a line of its own.
 */
export function mailName(value: string): string {
  return defang(value.replace(CONTROL, ' ')).replace(/ {2,}/g, ' ').trim();
}

function defang(value: string): string {
  return value.replace(/([a-z][a-z0-9+.-]*):\/\//gi, '$1[:]//').replace(/([\p{L}\p{N}_-])\.(?=\p{L}{2,})/gu, '$1[.]');
}

/** Free text (a comment) as mail lines: control characters but the line break go, links are defanged; every line after the first is indented. */
export function mailQuote(value: string, indent: string): string {
  return quoteLines(value).join(`\n${indent}`);
}

function quoteLines(value: string): string[] {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[\p{Zl}\p{Zp}]/gu, '\n')
    .split('\n')
    .map((line) => defang(line.replace(CONTROL, ' ').trimEnd()));
}

declare const safeText: unique symbol;
/** One line of a mail in Loci's words, its user-written values already made safe (only `mailLine` makes one). */
export type MailLine = string & { readonly [safeText]: true };

/**
 * One line in Loci's own words (the template's literal text) with values in it: every string
 * value is treated as user-written (one line, defanged, shortened), numbers go as they are.
 * e.g. mailLine`${author} mentioned you on ${project}`.
 */
export function mailLine(words: TemplateStringsArray, ...values: (string | number)[]): MailLine {
  let out = words[0] ?? '';
  values.forEach((value, i) => {
    out += (typeof value === 'number' ? String(value) : shorten(mailName(value))) + (words[i + 1] ?? '');
  });
  return out.replace(CONTROL, ' ') as MailLine;
}

function shorten(value: string): string {
  return value.length > VALUE_MAX ? `${value.slice(0, VALUE_MAX - 1)}…` : value;
}

/** A block of a mail: its plain text and its HTML, made by the helpers below only. */
export interface MailBlock {
  readonly text: string;
  readonly html: string;
  /** The link an `action` block carries. */
  readonly href?: string;
}

/** A paragraph of Loci's words (each `mailLine` on a line of its own). */
export function paragraph(...lines: MailLine[]): MailBlock {
  return { text: lines.join('\n'), html: `<p>${lines.map(escapeHtml).join('<br>')}</p>` };
}

/**
 * User-written values, each on a line of its own after a label of Loci's: "Project: Casa Norte".
 * A value is one line and defanged; an empty value is left out.
 */
export function fields(rows: [label: string, value: string][]): MailBlock {
  const lines = rows.filter(([, value]) => value.trim()).map(([label, value]) => mailLine`${label}: ${value}`);
  return { text: lines.join('\n'), html: `<p>${lines.map(escapeHtml).join('<br>')}</p>` };
}

/** Free text someone wrote (a comment), in a block of its own: every line indented, defanged, nothing of it a line of the mail's. */
export function quote(value: string): MailBlock {
  const lines = quoteLines(value);
  return {
    text: lines.map((line) => (line ? `    ${line}` : '    ')).join('\n'),
    html: `<blockquote>${lines.map(escapeHtml).join('<br>')}</blockquote>`,
  };
}

/** A list of lines of Loci's words (each item one line). */
export function list(items: MailLine[]): MailBlock {
  return { text: items.map((item) => `- ${item}`).join('\n'), html: `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>` };
}

/**
 * The link the mail is about, which Loci made itself (its public URL and ids or tokens): its
 * label on one line, the link whole on the next. Refuses anything but one http(s) URL.
 */
export function action(label: MailLine, href: string): MailBlock {
  if (!/^https?:\/\/\S+$/.test(href)) throw new Error('A mail link must be one http(s) URL');
  return { text: `${label}\n${href}`, html: `<p><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></p>`, href };
}

/**
 * The one way a mail is made: a one-line subject and blocks made by the helpers above, as plain
 * text and HTML. `link` is the first `action`'s link (the outbox logs it).
 */
export function composeMail(opts: { to: string; subject: MailLine; blocks: MailBlock[] }): MailMessage {
  const text = `${opts.blocks.map((b) => b.text).join('\n\n')}\n`;
  const html = opts.blocks.map((b) => b.html).join('\n');
  const link = opts.blocks.find((b) => b.href)?.href;
  const message = { to: opts.to, subject: opts.subject.replace(CONTROL, ' '), text, html, ...(link ? { link } : {}) };
  return message as typeof message & ComposedMark;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
