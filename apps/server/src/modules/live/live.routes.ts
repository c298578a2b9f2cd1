import { createHash, randomUUID } from 'node:crypto';
import { ErrorCode, presenceListSchema, presenceUpdateSchema } from '@loci/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { declaresInput, parseInput } from '../../http/parse-input.js';
import { scopedProject, signedInUser } from '../../http/request-scope.js';
import { access } from '../../http/route-access.js';
import { listPresence, movePresence } from './live.repository.js';
import type { LiveDb } from './live.tables.js';
import type { LiveHub, StreamTarget } from './live-hub.js';
import { openStream, openStudioStream } from './live-stream.js';
import { lastEventIdOf } from './sse.js';

/** The caller's credentials and the project (or studio), hashed: streams that share it share one access check. */
function accessKeyOf(request: FastifyRequest, id: string): string {
  const { authorization = '', cookie = '' } = request.headers;
  return createHash('sha256').update(`${authorization}\n${cookie}\n${id}`).digest('base64url');
}

function requireEventStream(request: FastifyRequest): void {
  if (!/text\/event-stream/.test(request.headers.accept ?? ''))
    throw new AppError(ErrorCode.BadRequest, 'This address streams Server-Sent Events: ask for text/event-stream.');
}

const params = z.object({ id: z.string().max(64) });
const streamQuery = z.object({
  /** The page the screen opens on (presence). */
  page: z.string().trim().max(200).optional(),
  /** Same as the `Last-Event-ID` header, for clients that cannot set it. */
  last_event_id: z.string().max(24).optional(),
});

const SSE_DESCRIPTION =
  'Server-Sent Events: `hello` (stream id, who is here), then `change` frames (id = event number; data: kind, actor_id, detail) as the project changes, `presence`, `reset` (refetch everything: missed events are no longer kept), `closed` (do not reconnect). Resume with `Last-Event-ID`. A comment line every LIVE_HEARTBEAT_MS.';

const studioParams = z.object({ workspaceId: z.string().max(64) });
const STUDIO_SSE_DESCRIPTION =
  "Server-Sent Events for a studio's Projects page: `hello` (stream id), then a `projects` frame (data: kind `created` | `changed` | `moved` | `deleted`, project_id) each time one of the studio's projects changes, whoever committed it; `reset` (read the listing again), `closed` (do not reconnect). Nothing is replayed.";

/**
 * Takes the caller's place for a stream (or answers 429 over a limit), then hands the response over
 * to `open`; a stream that fails to open gives its place back.
 */
async function streamOn(
  opts: LiveRouteOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  slot: { userId: string; id: string; page: string | null },
  open: (basics: {
    id: string;
    hub: LiveHub;
    raw: FastifyReply['raw'];
    userId: string;
    accessKey: string;
    onError: (err: unknown) => void;
  }) => Promise<unknown>,
): Promise<void> {
  requireEventStream(request);
  const streamId = randomUUID();
  const over = await opts.hub.takeSlot({ streamId, userId: slot.userId, projectId: slot.id, page: slot.page });
  if (over) throw new AppError(ErrorCode.RateLimited, over.message, { retryAfter: over.retryAfter });
  reply.hijack();
  await open({
    id: streamId,
    hub: opts.hub,
    raw: reply.raw,
    userId: slot.userId,
    accessKey: accessKeyOf(request, slot.id),
    onError: (err) => request.log.error({ err }, 'live stream error'),
  }).catch((err) => {
    request.log.error({ err }, 'could not open a live stream');
    reply.raw.destroy();
    void opts.hub.releaseSlot(streamId).catch(() => undefined);
  });
}

export interface LiveRouteOptions {
  db: LiveDb;
  hub: LiveHub;
  /** Whether the stream's caller (as first authenticated) may still view the project, or still belongs to the studio. */
  stillAllowed: (request: FastifyRequest, target: StreamTarget) => Promise<boolean>;
}

/** GET /api/projects/:id/events (the live stream), GET /api/workspaces/:workspaceId/events (a studio's Projects page) and POST /api/projects/:id/presence (which page a stream's screen shows). */
export async function liveRoutes(app: FastifyInstance, opts: LiveRouteOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/projects/:id/events',
    {
      config: access.project('params', 'view', 'read'),
      // Never compressed: each frame must reach the browser as it is written.
      compress: false,
      schema: {
        params,
        querystring: streamQuery,
        description: SSE_DESCRIPTION,
        response: { 200: { description: 'The event stream.', content: { 'text/event-stream': { schema: z.string() } } } },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const project = scopedProject(request);
      const page = request.query.page || null;
      await streamOn(opts, request, reply, { userId: user.id, id: project.id, page }, (basics) =>
        openStream({
          ...basics,
          db: opts.db,
          projectId: project.id,
          page,
          lastEventId: lastEventIdOf(request.headers['last-event-id'], request.query.last_event_id),
          stillAllowed: () => opts.stillAllowed(request, { projectId: project.id }),
        }),
      );
    },
  );

  r.get(
    '/api/workspaces/:workspaceId/events',
    {
      config: access.workspace('view', 'read'),
      compress: false,
      schema: {
        params: studioParams,
        description: STUDIO_SSE_DESCRIPTION,
        response: { 200: { description: 'The event stream.', content: { 'text/event-stream': { schema: z.string() } } } },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { workspaceId } = request.params;
      await streamOn(opts, request, reply, { userId: user.id, id: workspaceId, page: null }, (basics) =>
        openStudioStream({ ...basics, workspaceId, stillAllowed: () => opts.stillAllowed(request, { workspaceId }) }),
      );
    },
  );

  r.post(
    '/api/projects/:id/presence',
    {
      config: { ...access.project('params', 'view', 'read'), ...declaresInput(presenceUpdateSchema) },
      schema: { params, response: { 200: presenceListSchema } },
    },
    async (request) => {
      const user = signedInUser(request);
      const project = scopedProject(request);
      // Read after the project guard: a stranger learns nothing from a 400.
      const body = await parseInput(presenceUpdateSchema, request);
      const row = { streamId: body.stream_id, projectId: project.id, userId: user.id, page: body.page || null };
      if (!(await movePresence(opts.db, row))) throw new AppError(ErrorCode.NotFound, 'That live connection is closed.');
      await opts.hub.presenceChanged(project.id, row.streamId);
      return { people: await listPresence(opts.db, project.id, opts.hub.staleMs) };
    },
  );
}
