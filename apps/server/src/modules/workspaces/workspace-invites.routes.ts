import {
  ErrorCode,
  INVITE_MESSAGES,
  inviteCreateResponseSchema,
  inviteCreateSchema,
  invitePreviewSchema,
  myInviteListSchema,
  workspaceResponseSchema,
} from '@loci/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimitStore } from '../../adapters/rate-limit/rate-limit-store.port.js';
import { AppError } from '../../errors.js';
import { signedInUser } from '../../http/request-scope.js';
import { access } from '../../http/route-access.js';
import { workspaceParams } from './workspace-studio.routes.js';
import type { WorkspaceService } from './workspaces.service.js';

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

interface InviteRouteOptions {
  workspaces: WorkspaceService;
  inviteLimit: InviteLimit;
  requireVerifiedEmail: boolean;
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

/** May this person send one more invitation from this studio? Counts it when so; else 403 or 429. */
async function allowInvite(opts: InviteRouteOptions, who: { userId: string; verified: boolean; workspaceId: string }, reply: FastifyReply) {
  // An invitation is a mail to someone else's inbox: only from a verified address when verification is required.
  if (opts.requireVerifiedEmail && !who.verified) throw new AppError(ErrorCode.Forbidden, VERIFY_FIRST);
  const { store, perHour, perWorkspaceDay } = opts.inviteLimit;
  await spendInvite(
    store,
    `invite:${who.userId}`,
    { max: perHour, windowMs: 3_600_000, message: 'You have sent many invitations in the last hour. Please try again later.' },
    reply,
  );
  await spendInvite(
    store,
    `invite-workspace:${who.workspaceId}`,
    { max: perWorkspaceDay, windowMs: 86_400_000, message: 'This studio has sent many invitations today. Please try again tomorrow.' },
    reply,
  );
}

/** Invitations: a studio's owners send and revoke them; the invited person previews, accepts or declines them. */
export async function workspaceInviteRoutes(app: FastifyInstance, opts: InviteRouteOptions): Promise<void> {
  const { workspaces } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/workspaces/:workspaceId/invites',
    {
      config: access.workspace('manage', 'session'),
      schema: { params: workspaceParams, body: inviteCreateSchema, response: { 201: inviteCreateResponseSchema } },
    },
    async (request, reply) => {
      const me = signedInUser(request);
      await allowInvite(opts, { userId: me.id, verified: Boolean(me.emailVerified), workspaceId: request.params.workspaceId }, reply);
      const inviter = { id: me.id, name: me.name || me.email };
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
      workspace: await workspaces.accept(request.params.token, { id: signedInUser(request).id, email: signedInUser(request).email }),
    }),
  );

  // Invitations to the signed-in person's (verified) address, without the mailed link: Projects lists them.
  r.get('/api/me/invites', { config: access.user('session'), schema: { response: { 200: myInviteListSchema } } }, async (request) => ({
    invites: await workspaces.mine(signedInUser(request).id),
  }));
  r.post(
    '/api/me/invites/:inviteId/accept',
    { config: access.user('session'), schema: { params: myInviteParams, response: { 200: workspaceResponseSchema } } },
    async (request) => ({ workspace: await workspaces.acceptMine(request.params.inviteId, signedInUser(request).id) }),
  );
  r.delete(
    '/api/me/invites/:inviteId',
    { config: access.user('session'), schema: { params: myInviteParams, response: { 200: z.object({ declined: z.literal(true) }) } } },
    async (request) => {
      await workspaces.declineMine(request.params.inviteId, signedInUser(request).id);
      return { declined: true as const };
    },
  );
}
