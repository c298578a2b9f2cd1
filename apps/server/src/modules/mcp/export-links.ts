import { createHmac, timingSafeEqual } from 'node:crypto';
import { type ExportFormat, exportFormatSchema } from '@loci/shared';
import { z } from 'zod';

/** How long an export link from the MCP server works. */
export const EXPORT_LINK_TTL_MS = 10 * 60 * 1000;

const ticketSchema = z.object({ t: z.string(), p: z.string(), f: exportFormatSchema, pg: z.array(z.string()).optional(), e: z.number() });
export type ExportTicket = { tokenId: string; projectId: string; format: ExportFormat; pages?: string[]; expiresAt: number };

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(`export:${body}`).digest('base64url');

/**
 * A download link's ticket: what to export, for which token, until when, signed with the app's
 * secret. Nothing is stored; the download checks the token again (live, `export` scope, its workspaces).
 */
export function signExportTicket(secret: string, ticket: ExportTicket): string {
  const body = Buffer.from(
    JSON.stringify({ t: ticket.tokenId, p: ticket.projectId, f: ticket.format, pg: ticket.pages, e: ticket.expiresAt }),
  ).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

/** The ticket, if its signature holds and it has not expired; undefined otherwise. */
export function readExportTicket(secret: string, value: string, now = Date.now()): ExportTicket | undefined {
  const [body, mac, extra] = value.split('.');
  if (!body || !mac || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  let parsed: z.infer<typeof ticketSchema>;
  try {
    parsed = ticketSchema.parse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
  } catch {
    return undefined;
  }
  if (parsed.e <= now) return undefined;
  return { tokenId: parsed.t, projectId: parsed.p, format: parsed.f, pages: parsed.pg, expiresAt: parsed.e };
}
