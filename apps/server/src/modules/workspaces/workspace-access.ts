import { EDITOR_CANNOT_MANAGE, ErrorCode, INVITE_MESSAGES, isUuid, roleAllows, VIEWER_CANNOT_EDIT, type WorkspaceNeed } from '@loci/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema, WorkspaceRole } from '../../adapters/db/schema.js';
import { AppError } from '../../errors.js';
import { findWorkspace, memberRole, type WorkspaceView } from './workspaces.repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's role in the workspace of a `/api/workspaces/:workspaceId/...` route, once the guard let them in. */
    workspaceRole?: WorkspaceRole;
  }
  interface FastifyInstance {
    /** preHandler for `/api/workspaces/:workspaceId/...`: a member whose role allows the route's need, else 404 / 403. */
    requireWorkspace: (request: FastifyRequest) => Promise<void>;
  }
}

/** The 403 a role that may not do something gets, in words the screen shows as is. */
export function forbidden(need: WorkspaceNeed): AppError {
  return new AppError(ErrorCode.Forbidden, need === 'manage' ? EDITOR_CANNOT_MANAGE : VIEWER_CANNOT_EDIT);
}

/** A workspace the caller does not belong to does not exist for them. */
export function workspaceNotFound(): AppError {
  return new AppError(ErrorCode.NotFound, 'Workspace not found.');
}

/** The workspace as the user sees it; one they do not belong to is not found. */
export async function requireView(db: Kysely<DatabaseSchema>, workspaceId: string, userId: string): Promise<WorkspaceView> {
  const row = await findWorkspace(db, workspaceId, userId);
  if (!row) throw workspaceNotFound();
  return row;
}

/** A personal workspace has one member for good: nobody is invited to it, removed from it, nor does it get deleted. */
export function refusePersonal(row: WorkspaceView): void {
  if (row.personal_of !== null) throw new AppError(ErrorCode.Conflict, INVITE_MESSAGES.personal);
}

/** Installs the workspace guard (the route table's `workspace` access declares its need). Call before any route. */
export function registerWorkspaceAccess(app: FastifyInstance, db: Kysely<DatabaseSchema>): void {
  app.decorateRequest('workspaceRole', undefined);
  app.decorate('requireWorkspace', async (request: FastifyRequest) => {
    const user = await app.authenticate(request);
    const id = (request.params as { workspaceId?: string }).workspaceId ?? '';
    const role = isUuid(id) ? await memberRole(db, id, user.id) : undefined;
    if (!role) throw workspaceNotFound();
    const declared = request.routeOptions.config.access;
    const need = declared?.kind === 'workspace' ? declared.need : 'manage';
    if (!roleAllows(role, need)) throw forbidden(need);
    request.workspaceRole = role;
  });
}
