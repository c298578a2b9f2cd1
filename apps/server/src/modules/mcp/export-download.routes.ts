import { ErrorCode } from '@loci/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { AppError } from '../../errors.js';
import { access } from '../../http/route-access.js';
import { projectWorkspace, type TokenService } from '../tokens/index.js';
import { readExportTicket } from './export-links.js';

export const EXPORT_LINK_GONE = 'This download link has expired or its token was revoked. Ask for the export again.';

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
}

/**
 * GET /api/exports?ticket=… — the file behind an MCP export's link (a few minutes, no header needed,
 * so an agent can hand it to a person). The token that asked must still be live, with `export` and the project's workspace.
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
      const file = await deps.exports.exportProject(who.user.id, ticket.projectId, { format: ticket.format, pages: ticket.pages });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  );
}
