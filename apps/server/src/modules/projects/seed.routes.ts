import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderOfflineImage } from '../../adapters/ai/index.js';
import { scopedProject } from '../../http/request-scope.js';
import { access } from '../../http/route-access.js';
import type { AssetService } from '../assets/index.js';
import { linkAsset } from '../assets/index.js';

const SEED_PROMPTS = [
  'weathered limestone arcade',
  'terracotta roof tiles at dusk',
  'linen and oak interior',
  'harbour market at noon',
  'azulejo facade detail',
  'aerial view of the old town',
];

/**
 * Test-only (registered when LOCI_E2E_SEED=1): attaches `count` offline-rendered, AI-marked
 * images to a project's board, so end-to-end specs can seed collages through the API.
 */
export async function seedRoutes(app: FastifyInstance, opts: { assets: AssetService }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/projects/:id/dev/seed-images',
    {
      preHandler: app.requireProject,
      config: access.project('params', 'edit', 'write'),
      schema: { body: z.object({ count: z.number().int().min(0).max(24) }), response: { 200: z.object({ seeded: z.number() }) } },
    },
    async (request) => {
      const projectId = scopedProject(request).id;
      for (let i = 0; i < request.body.count; i++) {
        const prompt = `${SEED_PROMPTS[i % SEED_PROMPTS.length]} (${projectId.slice(0, 4)} ${i})`;
        const bytes = renderOfflineImage({ prompt, width: 512, height: 512, microMacro: (i % 3) as 0 | 1 | 2, photoStyled: 1 });
        const stored = await app.services.assets.storeGenerated(bytes, { prompt, provider: 'offline', model: 'procedural-v1' });
        await linkAsset(opts.assets.db, { projectId, sha256: stored.sha256, role: 'context', position: i });
      }
      return { seeded: request.body.count };
    },
  );
}
