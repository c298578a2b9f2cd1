import { canvasPictureInputSchema, exportRequestSchema } from '@loci/shared';
import type { FastifyInstance } from 'fastify';
import { FORM_BODY_LIMIT } from '../../http/json-body.js';
import { declaresInput, parseInput } from '../../http/parse-input.js';
import { scopedProject, signedInUser } from '../../http/request-scope.js';
import { access } from '../../http/route-access.js';
import type { ExportService } from './export.service.js';

/** POST /api/projects/:id/export: the presentation as a PPTX or PDF download (owner only). */
export async function exportRoutes(app: FastifyInstance, opts: { exports: ExportService }): Promise<void> {
  app.post(
    '/api/projects/:id/export',
    { preHandler: app.requireProject, config: { ...access.project('params', 'view', 'export'), ...declaresInput(exportRequestSchema) } },
    async (request, reply) => {
      // Read after the ownership check, so a stranger learns nothing from a 400.
      const body = await parseInput(exportRequestSchema, request);
      const file = await opts.exports.exportProject(signedInUser(request).id, scopedProject(request).id, body);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('content-length', file.bytes.length)
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  );
  // The Canvas alone as a PDF: the board the browser drew (a PNG, multipart `file`), never stored.
  app.post(
    '/api/projects/:id/export/canvas',
    {
      preHandler: app.requireProject,
      bodyLimit: FORM_BODY_LIMIT,
      config: { ...access.project('params', 'view', 'export'), ...declaresInput(canvasPictureInputSchema) },
    },
    async (request, reply) => {
      const { file } = await parseInput(canvasPictureInputSchema, request);
      const pdf = await opts.exports.exportCanvasPdf(signedInUser(request).id, scopedProject(request).id, Buffer.from(file.bytes));
      return reply
        .header('content-type', pdf.contentType)
        .header('content-disposition', `attachment; filename="${pdf.filename}"`)
        .header('content-length', pdf.bytes.length)
        .header('cache-control', 'no-store')
        .send(pdf.bytes);
    },
  );
}
