import { ErrorCode, type ExportRequest, exportRequestSchema } from '@loci/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.js';
import { scopedProject, signedInUser } from '../../http/request-scope.js';
import { access } from '../../http/route-access.js';
import type { ExportService } from './export.service.js';

/** Validates the body after the ownership check, so a stranger learns nothing from a 400. */
export function parseExportRequest(body: unknown): ExportRequest {
  if (typeof body !== 'object' || body === null)
    throw new AppError(ErrorCode.Validation, 'Send a JSON body: { "format": "pptx" | "pdf", "pages"?: [page ids] }.');
  const parsed = exportRequestSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.');
  throw new AppError(ErrorCode.Validation, field ? `${field}: ${issue.message}` : (issue?.message ?? 'The request is not valid.'));
}

/** POST /api/projects/:id/export: the presentation as a PPTX or PDF download (owner only). */
export async function exportRoutes(app: FastifyInstance, opts: { exports: ExportService }): Promise<void> {
  app.post(
    '/api/projects/:id/export',
    { preHandler: app.requireProject, config: access.project('params', 'view', 'export') },
    async (request, reply) => {
      const body = parseExportRequest(request.body);
      const file = await opts.exports.exportProject(signedInUser(request).id, scopedProject(request).id, body);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('content-length', file.bytes.length)
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  );
}
