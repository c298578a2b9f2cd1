import { canvasPictureInputSchema, exportRequestSchema } from '@loci/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { FORM_BODY_LIMIT } from '../../http/json-body.js';
import { declaresInput, parseInput } from '../../http/parse-input.js';
import { scopedProject, signedInUser } from '../../http/request-scope.js';
import { access } from '../../http/route-access.js';
import type { ExportFile, ExportService } from './export.service.js';

/** A built file as a download that is never cached. */
function sendFile(reply: FastifyReply, file: ExportFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('content-length', file.bytes.length)
    .header('cache-control', 'no-store')
    .send(file.bytes);
}

/** POST /api/projects/:id/export: the presentation as a PPTX or PDF download (owner only). */
export async function exportRoutes(app: FastifyInstance, opts: { exports: ExportService }): Promise<void> {
  app.post(
    '/api/projects/:id/export',
    { preHandler: app.requireProject, config: { ...access.project('params', 'view', 'export'), ...declaresInput(exportRequestSchema) } },
    async (request, reply) => {
      // Read after the ownership check, so a stranger learns nothing from a 400.
      const body = await parseInput(exportRequestSchema, request);
      return sendFile(reply, await opts.exports.exportProject(signedInUser(request).id, scopedProject(request).id, body));
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
      return sendFile(
        reply,
        await opts.exports.exportCanvasPdf(signedInUser(request).id, scopedProject(request).id, Buffer.from(file.bytes)),
      );
    },
  );
}
