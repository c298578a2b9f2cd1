import { ErrorCode, isUuid } from '@loci/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { AppError } from '../../errors.js';
import { fieldValue, readForm } from '../../lib/multipart.js';
import { ensurePersonalWorkspace, workspaceNotFound } from '../workspaces/index.js';
import { projectWorkspace } from './tokens.repository.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A signed-in route that lists or makes projects in a workspace: `?workspace=` or the form's `workspace_id`, else the personal one. */
    actsInWorkspace?: boolean;
  }
}

/**
 * A personal access token acts only in the workspaces it names: for a token, a project or workspace
 * elsewhere does not exist (404, as for a stranger). Installed on every project and workspace route
 * (after their own guards) and on the routes that declare `actsInWorkspace`. Call before any route.
 */
export function registerTokenWorkspaces(app: FastifyInstance, db: Kysely<DatabaseSchema>): void {
  app.addHook('onRoute', (route) => {
    const declared = route.config?.access;
    const applies = declared?.kind === 'project' || declared?.kind === 'workspace' || route.config?.actsInWorkspace === true;
    if (!applies) return;
    const existing = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [...existing, checkWorkspace];
  });

  async function checkWorkspace(request: FastifyRequest): Promise<void> {
    const grant = request.tokenGrant;
    if (!grant) return;
    const workspaceId = await workspaceOf(request);
    if (workspaceId === undefined || grant.workspaceIds.includes(workspaceId)) return;
    const declared = request.routeOptions.config.access;
    throw declared?.kind === 'project' ? new AppError(ErrorCode.NotFound, 'Project not found.') : workspaceNotFound();
  }

  /** The workspace the request acts in (undefined: none to check, e.g. a project that does not exist, which its own check refuses). */
  async function workspaceOf(request: FastifyRequest): Promise<string | undefined> {
    const declared = request.routeOptions.config.access;
    if (declared?.kind === 'workspace') return (request.params as { workspaceId?: string }).workspaceId ?? '';
    if (declared?.kind === 'project') {
      if (request.project) return request.project.workspace_id;
      // A form route (project_id in the body): read it now; the handler gets the same form back.
      const id = fieldValue(await readForm(request), 'project_id')?.trim();
      return id && isUuid(id) ? projectWorkspace(db, id) : undefined;
    }
    const query = request.query as { workspace?: string; workspace_id?: string } | undefined;
    const named =
      query?.workspace ??
      query?.workspace_id ??
      (request.method === 'GET' ? undefined : fieldValue(await readForm(request), 'workspace_id'));
    if (named?.trim()) return named.trim();
    return ensurePersonalWorkspace(db, request.user?.id ?? '');
  }
}
