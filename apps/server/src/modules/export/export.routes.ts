import { exportRequestSchema } from '@loci/shared';
import type { FastifyInstance } from 'fastify';
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
}
