import { commentListSchema, commentThreadSchema } from '@loci/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopedProject, signedInUser } from '../../http/request-scope.js';
import { access } from '../../http/route-access.js';
import type { CommentsService } from './comments.service.js';

const projectParams = z.object({ id: z.string().max(64) });
// A malformed id finds nothing: the service answers 404 in plain words (checked after the project guard).
const threadParams = projectParams.extend({ threadId: z.string().max(64) });
const commentParams = projectParams.extend({ commentId: z.string().max(64) });
const deletedSchema = z.object({ deleted: z.literal(true), thread_deleted: z.boolean() });

/**
 * Team comments under `/api/projects/:id/comments…`. Every member may read and write them, viewers
 * too (`view`); the service holds the finer rules (only an author edits or deletes a comment; its
 * author, editors and owners resolve a thread). Tokens: `read` to list, `write` to comment.
 * Bodies are parsed with the shared schemas by the service, after the guard.
 */
export async function commentRoutes(app: FastifyInstance, opts: { comments: CommentsService }): Promise<void> {
  const { comments } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { config: access.project('params', 'view', 'read') };
  const write = { config: access.project('params', 'view', 'write') };
  const project = scopedProject;
  const me = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).id;
  const uuidOr404 = (id: string) => (z.uuid().safeParse(id).success ? id : '00000000-0000-0000-0000-000000000000');

  r.get(
    '/api/projects/:id/comments',
    { ...read, schema: { params: projectParams, response: { 200: commentListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return comments.list(project(request), me(request));
    },
  );
  r.post(
    '/api/projects/:id/comments',
    { ...write, schema: { params: projectParams, response: { 201: commentThreadSchema } } },
    async (request, reply) => reply.status(201).send(await comments.createThread(project(request), me(request), request.body)),
  );
  r.post(
    '/api/projects/:id/comments/threads/:threadId/replies',
    { ...write, schema: { params: threadParams, response: { 201: commentThreadSchema } } },
    async (request, reply) =>
      reply.status(201).send(await comments.reply(project(request), me(request), uuidOr404(request.params.threadId), request.body)),
  );
  r.patch(
    '/api/projects/:id/comments/threads/:threadId',
    { ...write, schema: { params: threadParams, response: { 200: commentThreadSchema } } },
    async (request) => comments.resolve(project(request), me(request), uuidOr404(request.params.threadId), request.body),
  );
  r.patch(
    '/api/projects/:id/comments/:commentId',
    { ...write, schema: { params: commentParams, response: { 200: commentThreadSchema } } },
    async (request) => comments.edit(project(request), me(request), uuidOr404(request.params.commentId), request.body),
  );
  r.delete(
    '/api/projects/:id/comments/:commentId',
    { ...write, schema: { params: commentParams, response: { 200: deletedSchema } } },
    async (request) => comments.remove(project(request), me(request), uuidOr404(request.params.commentId)),
  );
}
