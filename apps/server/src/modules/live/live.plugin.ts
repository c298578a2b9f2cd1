import { isUuid, type LiveEventDetails } from '@loci/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import type { EventBus } from '../../adapters/events/index.js';
import { AppError } from '../../errors.js';
import type { TokenGrant } from '../../http/route-access.js';
import { fieldValue } from '../../lib/multipart.js';
import { liveRoutes } from './live.routes.js';
import { liveDb } from './live.tables.js';
import { createLiveHub, type LiveHub, type LiveHubDeps, type LiveLimits, type StreamTarget } from './live-hub.js';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** better-auth writes after which a session may no longer be valid. */
const SESSION_ENDING = /\/api\/auth\/(sign-out|revoke|delete-user|change-password|change-email)/;

export interface LiveOptions {
  db: Kysely<DatabaseSchema>;
  bus: EventBus;
  limits: LiveLimits;
  /** Whether a user may still view a project (the projects module's access rule), within their token's workspaces when a token opened the stream. */
  canView: (userId: string, projectId: string, grant: TokenGrant | undefined) => Promise<boolean>;
  /** Whether a user is still a member of a studio, within their token's workspaces when a token opened the stream. */
  canViewStudio: (userId: string, workspaceId: string, grant: TokenGrant | undefined) => Promise<boolean>;
  /** Listens to the database's announcements of projects created, changed, moved or deleted (the studio streams). */
  listenStudios: LiveHubDeps['listenStudios'];
  /** The workspace a project is in now (null: no such project). */
  workspaceOf: (projectId: string) => Promise<string | null>;
}

/**
 * Live project updates (issue #38): the hub, its routes, and the one hook that announces every
 * write to a project that went through. Call before the routes that write are registered, so the
 * hook covers each of them. Explicit events (the generation worker, review feedback) go through
 * the returned hub's `publish`. Its routes are registered by `registerRoutes` (after auth and the project guard).
 */
export async function registerLive(
  app: FastifyInstance,
  opts: LiveOptions,
): Promise<{ hub: LiveHub; registerRoutes: () => Promise<void> }> {
  const db = liveDb(opts.db);
  const hub = createLiveHub({
    db,
    bus: opts.bus,
    limits: opts.limits,
    workspaceOf: opts.workspaceOf,
    listenStudios: opts.listenStudios,
    onError: (err) => app.log.error({ err }, 'live updates error'),
  });
  await hub.start();
  // Before Fastify waits for open requests: streams never end by themselves.
  app.addHook('preClose', async () => hub.stop());
  app.addHook('onResponse', (request, reply, done) => {
    announce(hub, request, reply).catch((err) => request.log.warn({ err }, 'could not announce a change'));
    done();
  });

  const stillAllowed = async (request: FastifyRequest, target: StreamTarget): Promise<boolean> => {
    const first = request.user;
    if (!first) return false;
    // The same credentials again, as a new request would present them (a revoked session fails here).
    const again = { headers: request.headers, ip: request.ip, user: undefined, tokenGrant: undefined } as unknown as FastifyRequest;
    try {
      // The server asking by itself, not the caller: nothing is charged to their token's limit.
      const user = await app.authenticate(again, { counted: false });
      if (user.id !== first.id) return false;
      return 'workspaceId' in target
        ? await opts.canViewStudio(user.id, target.workspaceId, again.tokenGrant)
        : await opts.canView(user.id, target.projectId, again.tokenGrant);
    } catch (err) {
      // Refused: access is gone. Anything else (the database away, a limit): keep the stream, look again next time.
      return !(err instanceof AppError && err.status < 500 && err.status !== 429);
    }
  };
  // The routes need the signed-in and project guards: registered once those are in place.
  const registerRoutes = async () => {
    await app.register(liveRoutes, { db, hub, stillAllowed });
  };
  return { hub, registerRoutes };
}

/** After a write that went through: which project changed, and whether anyone's access may have. */
const COMMENT_ROUTE = /^\w+ \/api\/projects\/:id\/comments(\/|$)/;

async function announce(hub: LiveHub, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!WRITES.has(request.method) || reply.statusCode >= 400) return;
  const declared = request.routeOptions.config.access;
  const route = `${request.method} ${request.routeOptions.url ?? ''}`;
  if (declared?.kind === 'project') {
    // A view-need write changes nothing of the project (presence, an export), except a team comment,
    // which any member may post and every open screen shows.
    if (declared.need === 'view' && !COMMENT_ROUTE.test(route)) return;
    const id = request.project?.id ?? fieldValue(request.form ?? { fields: {}, files: {} }, 'project_id')?.trim();
    if (!id || !isUuid(id)) return;
    const actorId = request.user?.id ?? null;
    if (route === 'DELETE /api/projects/:id/') {
      await hub.publish({ projectId: id, kind: 'project.deleted', actorId });
      return;
    }
    // The screen that made the change (X-Loci-Stream) is not sent it back: it refetches by itself.
    const from = request.headers['x-loci-stream'];
    const stream = typeof from === 'string' && isUuid(from) ? from : null;
    await hub.publish({
      projectId: id,
      kind: 'project.changed',
      payload: { route, ...(stream ? { stream } : {}) } satisfies LiveEventDetails['project.changed'],
      actorId,
    });
    // Moved to another workspace, say: its streams' callers may have lost it.
    if (declared.need === 'manage') await hub.accessChanged({ projectId: id });
    return;
  }
  // A studio's members, roles or existence: the streams of that studio's projects only.
  if (declared?.kind === 'workspace') {
    const workspaceId = (request.params as { workspaceId?: unknown } | undefined)?.workspaceId;
    return hub.accessChanged(typeof workspaceId === 'string' && isUuid(workspaceId) ? { workspaceId } : {});
  }
  // The caller's own invitations, studios and tokens: their streams only.
  if (declared?.kind === 'user' && declared.tokenScope === 'session')
    return hub.accessChanged(request.user ? { userId: request.user.id } : {});
  if (SESSION_ENDING.test(request.url)) await hub.accessChanged();
}
