import { createHash } from 'node:crypto';
import { ErrorCode } from '@loci/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import type { RateLimitStore } from '../../adapters/rate-limit/rate-limit-store.port.js';
import { AppError } from '../../errors.js';
import { access } from '../../http/route-access.js';
import { projectWorkspace, type TokenService } from '../tokens/index.js';
import { EXPORT_LINK_TTL_MS, readExportTicket } from './export-links.js';
import type { ExportRenders } from './export-renders.js';

export const EXPORT_LINK_GONE = 'This download link has expired or its token was revoked. Ask for the export again.';
export const EXPORT_LINK_BUSY = 'This download link has been used many times. Ask for the export again.';
/** Downloads one export link allows in its lifetime (each one sends the whole file). */
export const EXPORT_LINK_DOWNLOADS = 20;
export interface ExportDownloadDeps {
  db: Kysely<DatabaseSchema>;
  tokens: TokenService;
  /** The export module's service (what POST /api/projects/:id/export calls). */
  exports: {
    exportProject(
      userId: string,
      projectId: string,
      request: { format: 'pptx' | 'pdf'; pages?: string[] },
    ): Promise<{ bytes: Buffer | Uint8Array; contentType: string; filename: string }>;
  };
  secret: string;
  /** Counts each link's downloads (the rate-limit table: every process shares the count). */
  rateLimits: RateLimitStore;
  /** Each link's one render, reused for its lifetime. */
  renders: ExportRenders;
}

/** What a link is known by in the counter and the renders: a hash of its ticket (the ticket itself is a credential). */
function linkKey(ticket: string): string {
  return createHash('sha256').update(`export-link:${ticket}`).digest('base64url');
}

/**
 * GET /api/exports?ticket=… — the file behind an MCP export's link (a few minutes, no header needed,
 * so an agent can hand it to a person). The token that asked must still be live, with `export` and the project's workspace.
 * A link renders once (later downloads get the same file) and allows EXPORT_LINK_DOWNLOADS downloads.
 */
export async function exportDownloadRoutes(app: FastifyInstance, deps: ExportDownloadDeps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/exports',
    // In the query: a path parameter is capped at 100 characters, a signed ticket is longer.
    { config: access.link, schema: { querystring: z.object({ ticket: z.string().max(4000) }) } },
    async (request, reply) => {
      const ticket = readExportTicket(deps.secret, request.query.ticket);
      const who = ticket ? await deps.tokens.grantById(ticket.tokenId) : undefined;
      if (!ticket || !who?.grant.scopes.includes('export')) throw new AppError(ErrorCode.NotFound, EXPORT_LINK_GONE);
      const workspaceId = await projectWorkspace(deps.db, ticket.projectId);
      if (!workspaceId || !who.grant.workspaceIds.includes(workspaceId)) throw new AppError(ErrorCode.NotFound, 'Project not found.');
      const key = linkKey(request.query.ticket);
      const hit = await deps.rateLimits.hit(`export-link:${key}`, EXPORT_LINK_TTL_MS);
      if (hit.count > EXPORT_LINK_DOWNLOADS) {
        const retryAfter = Math.max(1, Math.ceil((hit.resetAt - Date.now()) / 1000));
        throw new AppError(ErrorCode.RateLimited, EXPORT_LINK_BUSY, { retryAfter });
      }
      const file = await deps.renders.get(key, ticket.expiresAt, () =>
        deps.exports.exportProject(who.user.id, ticket.projectId, { format: ticket.format, pages: ticket.pages }),
      );
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  );
}
