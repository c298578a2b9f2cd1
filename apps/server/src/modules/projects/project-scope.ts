import { ErrorCode, isUuid } from '@loci/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { AppError } from '../../errors.js';
import { type FormBody, fieldValue } from '../../lib/multipart.js';
import { createVersionHooks } from './project-version.js';
import type { ProjectRow } from './projects.repository.js';
import type { ProjectService } from './projects.service.js';

/**
 * How a route names its project: in the path (`/api/projects/:id/...`) or in the form body
 * (`project_id`, the spec's generation endpoints). Every project route declares it in its access
 * (`config.access`, http/route-access.ts); the onRoute check below refuses to start an app whose
 * `/api/projects/:id` route declares anything else.
 */
export type ProjectScope = 'params' | 'body';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This change edits what the project's version covers (its instructions): `If-Match` is honoured and the version moves on. */
    versioned?: boolean;
  }
  interface FastifyRequest {
    project?: ProjectRow;
  }
  interface FastifyInstance {
    /** preHandler for `/api/projects/:id/...`: signed in and owner of :id, else 401 / 404. */
    requireProject: (request: FastifyRequest) => Promise<void>;
    /** Every project-scoped route, for the ownership test that walks them all. */
    projectScopedRoutes: { method: string; url: string; scope: ProjectScope }[];
  }
}

/** Installs the guard and the start-up check. Call before registering project routes. */
export function registerProjectScope(app: FastifyInstance, projects: ProjectService, db: Kysely<DatabaseSchema>): void {
  const versions = createVersionHooks(db);
  const routes: FastifyInstance['projectScopedRoutes'] = [];
  app.decorate('projectScopedRoutes', routes);
  app.decorateRequest('project', undefined);

  app.decorate('requireProject', async (request: FastifyRequest) => {
    const user = await app.authenticate(request);
    const id = (request.params as { id?: string }).id ?? '';
    request.project = await requireOwnedProject(projects, user.id, id);
  });

  app.addHook('onRoute', (route) => {
    const declared = route.config?.access;
    const scope = declared?.kind === 'project' ? declared.scope : undefined;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (/^\/api\/projects\/:/.test(route.url) && !scope) {
      throw new Error(`Route ${methods.join(',')} ${route.url} names a project but does not declare project access`);
    }
    if (scope) for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url, scope });
    // After the project check: answers carry the version; a versioned change moves it on (or meets a newer one: 409).
    if (declared?.kind === 'project' && scope === 'params') {
      const changes = route.config?.versioned === true;
      const existing = route.preHandler ? [route.preHandler].flat() : [];
      route.preHandler = [...existing, changes ? versions.write : versions.read];
    }
  });
}

/** Checks ownership of a project id from any source; a malformed id is a 404 like any other. */
export async function requireOwnedProject(projects: ProjectService, userId: string, id: string | undefined): Promise<ProjectRow> {
  if (!id || !isUuid(id)) throw new AppError(ErrorCode.NotFound, 'Project not found.');
  return projects.requireOwned(userId, id);
}

/** The form's project_id (the spec's generation endpoints), owned by the caller (404 otherwise) — checked before any other field. */
export function ownedProject(projects: ProjectService, userId: string, form: FormBody): Promise<ProjectRow> {
  return requireOwnedProject(projects, userId, fieldValue(form, 'project_id')?.trim());
}
