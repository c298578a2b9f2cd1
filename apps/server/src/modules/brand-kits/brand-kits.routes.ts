import {
  brandKitInputSchema,
  brandKitListSchema,
  brandKitPatchSchema,
  brandKitResponseSchema,
  ErrorCode,
  kitLogoInputSchema,
  studioKitInputSchema,
  studioKitResponseSchema,
} from '@loci/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { FORM_BODY_LIMIT } from '../../http/json-body.js';
import { declaresInput, parseInput } from '../../http/parse-input.js';
import { signedInUser } from '../../http/request-scope.js';
import { access } from '../../http/route-access.js';
import { fileBytes } from '../../lib/multipart.js';
import type { BrandKitService } from './brand-kits.service.js';

// Ids are checked by the guard and the service (a stranger gets 404 whatever the id looks like); only their length here.
const workspaceParams = z.object({ workspaceId: z.string().max(64) });
const kitParams = workspaceParams.extend({ kitId: z.string().max(64) });

/** The uploaded logo's bytes, or a 400 when the form has none. */
async function logoBytes(request: FastifyRequest): Promise<Buffer> {
  const { logo } = await parseInput(kitLogoInputSchema, request);
  if (!logo) throw new AppError(ErrorCode.Validation, 'Please choose a logo image.');
  return fileBytes(logo);
}

/** A studio's brand kits, `/api/workspaces/:workspaceId/brand-kits/…`, and its studio kit, `…/studio-kit`: members read, editors write. */
export async function brandKitRoutes(app: FastifyInstance, opts: { kits: BrandKitService }): Promise<void> {
  const { kits } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reading = access.workspace('view', 'read');
  const writing = access.workspace('edit', 'write');

  r.get(
    '/api/workspaces/:workspaceId/brand-kits',
    { config: reading, schema: { params: workspaceParams, response: { 200: brandKitListSchema } } },
    async (request) => ({ kits: await kits.list(request.params.workspaceId) }),
  );

  r.post(
    '/api/workspaces/:workspaceId/brand-kits',
    {
      config: { ...writing, ...declaresInput(brandKitInputSchema) },
      schema: { params: workspaceParams, response: { 201: brandKitResponseSchema } },
    },
    async (request, reply) => {
      const input = await parseInput(brandKitInputSchema, request);
      const kit = await kits.create(request.params.workspaceId, signedInUser(request).id, input);
      return reply.status(201).send({ kit });
    },
  );

  r.get(
    '/api/workspaces/:workspaceId/brand-kits/:kitId',
    { config: reading, schema: { params: kitParams, response: { 200: brandKitResponseSchema } } },
    async (request) => ({ kit: await kits.get(request.params.workspaceId, request.params.kitId) }),
  );

  r.patch(
    '/api/workspaces/:workspaceId/brand-kits/:kitId',
    {
      config: { ...writing, ...declaresInput(brandKitPatchSchema) },
      schema: { params: kitParams, response: { 200: brandKitResponseSchema } },
    },
    async (request) => {
      const patch = await parseInput(brandKitPatchSchema, request);
      return { kit: await kits.update(request.params.workspaceId, request.params.kitId, signedInUser(request).id, patch) };
    },
  );

  r.put(
    '/api/workspaces/:workspaceId/brand-kits/:kitId/logo',
    {
      config: { ...writing, ...declaresInput(kitLogoInputSchema) },
      bodyLimit: FORM_BODY_LIMIT,
      schema: { params: kitParams, response: { 200: brandKitResponseSchema } },
    },
    async (request) => {
      const bytes = await logoBytes(request);
      return { kit: await kits.setLogo(request.params.workspaceId, request.params.kitId, signedInUser(request).id, bytes) };
    },
  );

  r.delete(
    '/api/workspaces/:workspaceId/brand-kits/:kitId',
    { config: writing, schema: { params: kitParams, response: { 200: z.object({ deleted: z.literal(true) }) } } },
    async (request) => {
      await kits.remove(request.params.workspaceId, request.params.kitId, signedInUser(request).id);
      return { deleted: true as const };
    },
  );

  r.get(
    '/api/workspaces/:workspaceId/studio-kit',
    { config: reading, schema: { params: workspaceParams, response: { 200: studioKitResponseSchema } } },
    async (request) => ({ studio_kit: await kits.studio(request.params.workspaceId) }),
  );

  r.put(
    '/api/workspaces/:workspaceId/studio-kit',
    {
      config: { ...writing, ...declaresInput(studioKitInputSchema) },
      schema: { params: workspaceParams, response: { 200: studioKitResponseSchema } },
    },
    async (request) => {
      const input = await parseInput(studioKitInputSchema, request);
      return { studio_kit: await kits.saveStudio(request.params.workspaceId, input) };
    },
  );

  r.put(
    '/api/workspaces/:workspaceId/studio-kit/logo',
    {
      config: { ...writing, ...declaresInput(kitLogoInputSchema) },
      bodyLimit: FORM_BODY_LIMIT,
      schema: { params: workspaceParams, response: { 200: studioKitResponseSchema } },
    },
    async (request) => ({ studio_kit: await kits.setStudioLogo(request.params.workspaceId, await logoBytes(request)) }),
  );
}
