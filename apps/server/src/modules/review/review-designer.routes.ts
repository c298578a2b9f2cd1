import {
  reviewFeedbackListSchema,
  reviewLinkCreatedSchema,
  reviewLinkCreateSchema,
  reviewLinkListSchema,
  reviewLinkSchema,
  reviewRegenerateResponseSchema,
  reviewRegenerateSchema,
  workspaceReviewLinkListSchema,
  workspaceReviewLinkSchema,
} from '@loci/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { declaresInput, parseInput } from '../../http/parse-input.js';
import { scopedProject, signedInUser } from '../../http/request-scope.js';
import { access } from '../../http/route-access.js';
import type { ReviewDesigner } from './review-designer.service.js';

const projectParams = z.object({ id: z.string().max(64) });
// Checked by the service after the project guard (a stranger learns nothing from a 400).
const linkParams = projectParams.extend({ linkId: z.string().max(64) });

/**
 * The designer's side, guarded like every project route: a project's links (`/api/projects/:id/review-links…`),
 * a studio's links for its owners (`/api/workspaces/:workspaceId/review-links…`) and the feedback (`…/feedback…`).
 */
export async function reviewDesignerRoutes(app: FastifyInstance, opts: { designer: ReviewDesigner }): Promise<void> {
  const { designer } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const edit = {
    preHandler: app.requireProject,
    config: access.project('params', 'edit', 'review'),
  };
  const view = {
    preHandler: app.requireProject,
    config: access.project('params', 'view', 'review'),
  };
  const project = scopedProject;

  r.post(
    '/api/projects/:id/review-links',
    {
      ...edit,
      config: { ...edit.config, ...declaresInput(reviewLinkCreateSchema) },
      schema: { params: projectParams, response: { 201: reviewLinkCreatedSchema } },
    },
    async (request, reply) => {
      const input = await parseInput(reviewLinkCreateSchema, request);
      return reply.status(201).send(await designer.createLink(project(request), signedInUser(request).id, input));
    },
  );
  r.get(
    '/api/projects/:id/review-links',
    { ...view, schema: { params: projectParams, response: { 200: reviewLinkListSchema } } },
    async (request) => designer.listLinks(project(request), signedInUser(request).id),
  );
  r.delete(
    '/api/projects/:id/review-links/:linkId',
    { ...edit, schema: { params: linkParams, response: { 200: reviewLinkSchema } } },
    async (request) => designer.revoke(project(request), signedInUser(request).id, request.params.linkId),
  );
  // A studio's owners see and revoke every link of its projects (the guard lets only owners in).
  const owners = { config: access.workspace('manage', 'review') };
  const studioParams = z.object({ workspaceId: z.string().max(64) });
  r.get(
    '/api/workspaces/:workspaceId/review-links',
    { ...owners, schema: { params: studioParams, response: { 200: workspaceReviewLinkListSchema } } },
    async (request) => designer.studioLinks(request.params.workspaceId, signedInUser(request).id),
  );
  r.delete(
    '/api/workspaces/:workspaceId/review-links/:linkId',
    {
      ...owners,
      schema: { params: studioParams.extend({ linkId: z.string().max(64) }), response: { 200: workspaceReviewLinkSchema } },
    },
    async (request) => designer.revokeStudioLink(request.params.workspaceId, signedInUser(request).id, request.params.linkId),
  );
  r.get(
    '/api/projects/:id/feedback',
    { ...view, schema: { params: projectParams, response: { 200: reviewFeedbackListSchema } } },
    async (request) => designer.feedback(project(request).id),
  );
  r.post(
    '/api/projects/:id/feedback/regenerate',
    // It generates again (charged to the quota): the generate scope, not review.
    {
      ...edit,
      config: { ...access.project('params', 'edit', 'generate'), ...declaresInput(reviewRegenerateSchema) },
      schema: { params: projectParams, response: { 202: reviewRegenerateResponseSchema } },
    },
    async (request, reply) => {
      const input = await parseInput(reviewRegenerateSchema, request);
      return reply.status(202).send(await designer.regenerate(project(request), input, signedInUser(request).id));
    },
  );
}
