import type { FastifyInstance } from 'fastify';
import type { Storage } from '../../adapters/storage/storage.port.js';
import type { BrandFiles } from './brand-files.js';
import type { ListingCache } from './listing-cache.js';
import { projectCollectionRoutes } from './project-collection.routes.js';
import { projectContentRoutes } from './project-content.routes.js';
import { projectLifecycleRoutes } from './project-lifecycle.routes.js';
import type { ProjectService } from './projects.service.js';

/** Spec §7 project rows: thin handlers, one service call each (the list and a new project; one project; move, duplicate, delete). */
export async function projectRoutes(
  app: FastifyInstance,
  opts: { projects: ProjectService; brandFiles: BrandFiles; storage: Storage; listing: ListingCache },
): Promise<void> {
  await app.register(projectCollectionRoutes, opts);
  await app.register(projectContentRoutes, opts);
  await app.register(projectLifecycleRoutes, opts);
}
