import {
  commentListSchema,
  commentThreadCreateSchema,
  commentThreadResolveSchema,
  commentThreadSchema,
  commentWriteSchema,
} from '@loci/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { declaresInput, parseInput } from '../../http/parse-input.js';
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
 * Bodies are parsed once with the shared schemas, after the guard (`parseInput`).
 */
export async function commentRoutes(app: FastifyInstance, opts: { comments: CommentsService }): Promise<void> {
  const { comments } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { config: access.project('params', 'view', 'read') };
  const write = (input: Parameters<typeof declaresInput>[0] | null) => ({
    config: { ...access.project('params', 'view', 'write'), ...(input ? declaresInput(input) : {}) },
  });
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
    { ...write(commentThreadCreateSchema), schema: { params: projectParams, response: { 201: commentThreadSchema } } },
    async (request, reply) => {
      const input = await parseInput(commentThreadCreateSchema, request);
      return reply.status(201).send(await comments.createThread(project(request), me(request), input));
    },
  );
  r.post(
    '/api/projects/:id/comments/threads/:threadId/replies',
    { ...write(commentWriteSchema), schema: { params: threadParams, response: { 201: commentThreadSchema } } },
    async (request, reply) => {
      const input = await parseInput(commentWriteSchema, request);
      return reply.status(201).send(await comments.reply(project(request), me(request), uuidOr404(request.params.threadId), input));
    },
  );
  r.patch(
    '/api/projects/:id/comments/threads/:threadId',
    { ...write(commentThreadResolveSchema), schema: { params: threadParams, response: { 200: commentThreadSchema } } },
    async (request) => {
      const input = await parseInput(commentThreadResolveSchema, request);
      return comments.resolve(project(request), me(request), uuidOr404(request.params.threadId), input);
    },
  );
  r.patch(
    '/api/projects/:id/comments/:commentId',
    { ...write(commentWriteSchema), schema: { params: commentParams, response: { 200: commentThreadSchema } } },
    async (request) => {
      const input = await parseInput(commentWriteSchema, request);
      return comments.edit(project(request), me(request), uuidOr404(request.params.commentId), input);
    },
  );
  r.delete(
    '/api/projects/:id/comments/:commentId',
    { ...write(null), schema: { params: commentParams, response: { 200: deletedSchema } } },
    async (request) => comments.remove(project(request), me(request), uuidOr404(request.params.commentId)),
  );
}
