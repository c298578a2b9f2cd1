import {
  ErrorCode,
  INVITE_MESSAGES,
  inviteCreateResponseSchema,
  inviteCreateSchema,
  invitePreviewSchema,
  memberRoleChangeSchema,
  myInviteListSchema,
  workspaceCreateSchema,
  workspaceDetailSchema,
  workspaceListSchema,
  workspaceMemberSchema,
  workspaceResponseSchema,
  workspaceUsageSchema,
} from '@loci/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimitStore } from '../../adapters/rate-limit/rate-limit-store.port.js';
import { AppError } from '../../errors.js';
import { signedInUser } from '../../http/request-scope.js';
import { access } from '../../http/route-access.js';
import type { WorkspaceService } from './workspaces.service.js';

// Ids are checked by the guard (a stranger gets 404 whatever the id looks like); only their length here.
const workspaceParams = z.object({ workspaceId: z.string().max(64) });
const memberParams = workspaceParams.extend({ userId: z.string().max(64) });
const inviteParams = workspaceParams.extend({ inviteId: z.string().uuid('Invitation not found.') });
// 32 random bytes in base64url are 43 characters; anything else cannot be an invitation.
const myInviteParams = z.object({ inviteId: z.string().uuid(INVITE_MESSAGES.invalid) });
const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, INVITE_MESSAGES.invalid) });

export interface InviteLimit {
  store: RateLimitStore;
  /** Invitations one person may send per hour (each one is a mail to someone else's inbox). */
  perHour: number;
  /** Invitations one studio may send per day, whoever sends them. */
  perWorkspaceDay: number;
}

const VERIFY_FIRST = 'Please verify your email address before inviting people.';

/** Counts one invitation against a limit; over it, 429 with Retry-After. */
async function spendInvite(
  store: RateLimitStore,
  key: string,
  limit: { max: number; windowMs: number; message: string },
  reply: FastifyReply,
) {
  const hit = await store.hit(key, limit.windowMs);
  if (hit.count <= limit.max) return;
  reply.header('retry-after', String(Math.max(1, Math.ceil((hit.resetAt - Date.now()) / 1000))));
  throw new AppError(ErrorCode.RateLimited, limit.message);
}

/** Studios: `/api/workspaces/…` (members, invitations, usage) and `/api/invites/:token` (the invited person's side). */
export async function workspaceRoutes(
  app: FastifyInstance,
  opts: { workspaces: WorkspaceService; inviteLimit: InviteLimit; requireVerifiedEmail: boolean },
): Promise<void> {
  const { workspaces } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = (request: Pick<FastifyRequest, 'user'>) => signedInUser(request).id;

  r.get('/api/workspaces/', { config: access.user('read'), schema: { response: { 200: workspaceListSchema } } }, async (request) => ({
    workspaces: await workspaces.list(user(request)),
  }));

  r.post(
    '/api/workspaces/',
    { config: access.user('session'), schema: { body: workspaceCreateSchema, response: { 201: workspaceResponseSchema } } },
    async (request, reply) => reply.status(201).send({ workspace: await workspaces.create(user(request), request.body.name) }),
  );

  r.get(
    '/api/workspaces/:workspaceId/',
    { config: access.workspace('view', 'read'), schema: { params: workspaceParams, response: { 200: workspaceDetailSchema } } },
    async (request) => workspaces.detail(request.params.workspaceId, user(request)),
  );

  r.patch(
    '/api/workspaces/:workspaceId/',
    {
      config: access.workspace('manage', 'session'),
      schema: { params: workspaceParams, body: workspaceCreateSchema, response: { 200: workspaceResponseSchema } },
    },
    async (request) => ({ workspace: await workspaces.rename(request.params.workspaceId, user(request), request.body.name) }),
  );

  r.delete(
    '/api/workspaces/:workspaceId/',
    {
      config: access.workspace('manage', 'session'),
      schema: { params: workspaceParams, response: { 200: z.object({ deleted: z.literal(true) }) } },
    },
    async (request) => {
      await workspaces.remove(request.params.workspaceId, user(request));
      return { deleted: true as const };
    },
  );

  r.patch(
    '/api/workspaces/:workspaceId/members/:userId',
    {
      config: access.workspace('manage', 'session'),
      schema: { params: memberParams, body: memberRoleChangeSchema, response: { 200: z.object({ member: workspaceMemberSchema }) } },
    },
    async (request) => ({ member: await workspaces.changeRole(request.params.workspaceId, request.params.userId, request.body.role) }),
  );

  // Any member may leave; removing someone else is an owner's act (the service checks which).
  r.delete(
    '/api/workspaces/:workspaceId/members/:userId',
    {
      config: access.workspace('view', 'session'),
      schema: { params: memberParams, response: { 200: z.object({ removed: z.literal(true) }) } },
    },
    async (request) => {
      const actor = { id: user(request), role: request.workspaceRole ?? 'viewer' };
      await workspaces.removeMember(request.params.workspaceId, actor, request.params.userId);
      return { removed: true as const };
    },
  );

  r.post(
    '/api/workspaces/:workspaceId/invites',
    {
      config: access.workspace('manage', 'session'),
      schema: { params: workspaceParams, body: inviteCreateSchema, response: { 201: inviteCreateResponseSchema } },
    },
    async (request, reply) => {
      // An invitation is a mail to someone else's inbox: only from a verified address when verification is required.
      if (opts.requireVerifiedEmail && !request.user?.emailVerified) throw new AppError(ErrorCode.Forbidden, VERIFY_FIRST);
      const { store, perHour, perWorkspaceDay } = opts.inviteLimit;
      await spendInvite(
        store,
        `invite:${user(request)}`,
        { max: perHour, windowMs: 3_600_000, message: 'You have sent many invitations in the last hour. Please try again later.' },
        reply,
      );
      await spendInvite(
        store,
        `invite-workspace:${request.params.workspaceId}`,
        { max: perWorkspaceDay, windowMs: 86_400_000, message: 'This studio has sent many invitations today. Please try again tomorrow.' },
        reply,
      );
      const inviter = { id: user(request), name: signedInUser(request).name || signedInUser(request).email };
      const invite = await workspaces.invite(request.params.workspaceId, inviter, request.body.email, request.body.role);
      return reply.status(201).send({ invite });
    },
  );

  r.delete(
    '/api/workspaces/:workspaceId/invites/:inviteId',
    {
      config: access.workspace('manage', 'session'),
      schema: { params: inviteParams, response: { 200: z.object({ revoked: z.literal(true) }) } },
    },
    async (request) => {
      await workspaces.revokeInvite(request.params.workspaceId, request.params.inviteId);
      return { revoked: true as const };
    },
  );

  r.get(
    '/api/workspaces/:workspaceId/usage',
    { config: access.workspace('manage', 'session'), schema: { params: workspaceParams, response: { 200: workspaceUsageSchema } } },
    async (request) => workspaces.usage(request.params.workspaceId),
  );

  // The invited person's side: what the link is for (no account needed), then accepting it signed in.
  r.get(
    '/api/invites/:token',
    { config: access.public, schema: { params: tokenParams, response: { 200: invitePreviewSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return workspaces.preview(request.params.token);
    },
  );

  r.post(
    '/api/invites/:token/accept',
    { config: access.user('session'), schema: { params: tokenParams, response: { 200: workspaceResponseSchema } } },
    async (request) => ({
      workspace: await workspaces.accept(request.params.token, { id: user(request), email: signedInUser(request).email }),
    }),
  );

  // Invitations to the signed-in person's (verified) address, without the mailed link: Projects lists them.
  r.get('/api/me/invites', { config: access.user('session'), schema: { response: { 200: myInviteListSchema } } }, async (request) => ({
    invites: await workspaces.mine(user(request)),
  }));
  r.post(
    '/api/me/invites/:inviteId/accept',
    { config: access.user('session'), schema: { params: myInviteParams, response: { 200: workspaceResponseSchema } } },
    async (request) => ({ workspace: await workspaces.acceptMine(request.params.inviteId, user(request)) }),
  );
  r.delete(
    '/api/me/invites/:inviteId',
    { config: access.user('session'), schema: { params: myInviteParams, response: { 200: z.object({ declined: z.literal(true) }) } } },
    async (request) => {
      await workspaces.declineMine(request.params.inviteId, user(request));
      return { declined: true as const };
    },
  );
}
