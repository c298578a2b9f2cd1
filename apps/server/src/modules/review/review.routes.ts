import type { FastifyInstance } from 'fastify';
import { reviewClientRoutes } from './review-client.routes.js';
import type { ReviewClient } from './review-client.service.js';
import { reviewDesignerRoutes } from './review-designer.routes.js';
import type { ReviewDesigner } from './review-designer.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route authorised by a review link's token, for the test that walks them all. */
    reviewLinkRoutes: { method: string; url: string }[];
  }
}

/**
 * Review links. Designer side under the project (`/api/projects/:id/review-links…`, `…/feedback…`),
 * guarded like every project route. Client side under `/api/review/:token/…`: authorised by the
 * link's token alone (and its passcode key); no session is read, so a designer's cookie changes nothing.
 */
export async function reviewRoutes(
  app: FastifyInstance,
  opts: { designer: ReviewDesigner; client: ReviewClient; linkRoutes: { method: string; url: string }[] },
): Promise<void> {
  // Added before the plugins are registered: they inherit the hook, so every link route they add is counted.
  app.addHook('onRoute', (route) => {
    if (route.config?.access?.kind !== 'link') return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') opts.linkRoutes.push({ method, url: route.url });
  });
  await app.register(reviewDesignerRoutes, opts);
  await app.register(reviewClientRoutes, opts);
}
