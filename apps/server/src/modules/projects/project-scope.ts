import { ErrorCode, isUuid, type WorkspaceNeed } from '@loci/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { AppError } from '../../errors.js';
import { fieldValue, readForm } from '../../lib/multipart.js';
import { createVersionHooks } from './project-version.js';
import { type ProjectView, touchProject } from './projects.repository.js';
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
    /** The project the route acts on, as the caller sees it (with their role), once the guard let them in. */
    project?: ProjectView;
  }
  interface FastifyInstance {
    /** preHandler for `/api/projects/:id/...`: signed in and a member of :id's workspace whose role allows the route's need, else 401 / 404 / 403. */
    requireProject: (request: FastifyRequest) => Promise<void>;
    /**
     * The guard of a body-scoped route (`access.project('body', …)`, the spec's forms): the form's
     * `project_id`, where the caller's role allows the route's need (404 for a stranger, 403 for a
     * role that may not), checked before any other field. `optional`: a form without `project_id`
     * acts on no project (undefined).
     */
    formProject: FormProjectGuard;
    /** Every project-scoped route, for the ownership test that walks them all. */
    projectScopedRoutes: { method: string; url: string; scope: ProjectScope }[];
  }
}

/** See `FastifyInstance.formProject`. */
export interface FormProjectGuard {
  (request: FastifyRequest): Promise<ProjectView>;
  (request: FastifyRequest, opts: { optional: true }): Promise<ProjectView | undefined>;
}

/** Installs the guard and the start-up check. Call before registering project routes. */
export function registerProjectScope(app: FastifyInstance, projects: ProjectService, db: Kysely<DatabaseSchema>): void {
  const versions = createVersionHooks(db);
  const routes: FastifyInstance['projectScopedRoutes'] = [];
  app.decorate('projectScopedRoutes', routes);
  app.decorateRequest('project', undefined);
  app.decorateRequest('form', undefined);

  app.decorate('requireProject', async (request: FastifyRequest) => {
    const user = await app.authenticate(request);
    const id = (request.params as { id?: string }).id ?? '';
    request.project = await requireProjectAccess(projects, user.id, id, routeNeed(request));
  });

  const formProject = (async (request: FastifyRequest, opts?: { optional?: boolean }) => {
    const user = await app.authenticate(request);
    const id = fieldValue(await readForm(request), 'project_id')?.trim();
    if (!id && opts?.optional) return undefined;
    request.project = await requireProjectAccess(projects, user.id, id, routeNeed(request));
    return request.project;
  }) as FormProjectGuard;
  app.decorate('formProject', formProject);

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
    // A change that went through is recorded as the member's ("Changed by Ana · 2 minutes ago").
    if (declared?.kind === 'project' && declared.need !== 'view') {
      const existing = route.onResponse ? [route.onResponse].flat() : [];
      route.onResponse = [...existing, recordChange];
    }
  });

  async function recordChange(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (reply.statusCode >= 400 || !request.user) return;
    const id = request.project?.id ?? fieldValue(request.form ?? { fields: {}, files: {} }, 'project_id')?.trim();
    if (!id || !isUuid(id)) return;
    try {
      // Only where the caller may edit (a body route's check ran in its handler).
      const row = await projects.requireAccess(request.user.id, id, 'edit').catch(() => null);
      if (row) await touchProject(db, id, request.user.id);
    } catch (err) {
      request.log.warn({ err }, 'could not record who changed a project');
    }
  }
}

/** The need the route declared (view when it declared none: the guard is never looser than reading). */
function routeNeed(request: FastifyRequest): WorkspaceNeed {
  const declared = request.routeOptions.config.access;
  return declared?.kind === 'project' ? declared.need : 'view';
}

/** Checks the caller's access to a project id from any source; a malformed id is a 404 like any other. */
export async function requireProjectAccess(
  projects: ProjectService,
  userId: string,
  id: string | undefined,
  need: WorkspaceNeed,
): Promise<ProjectView> {
  if (!id || !isUuid(id)) throw new AppError(ErrorCode.NotFound, 'Project not found.');
  return projects.requireAccess(userId, id, need);
}
