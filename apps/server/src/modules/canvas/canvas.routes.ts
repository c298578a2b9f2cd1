import {
  canvasBoardSchema,
  canvasConflictSchema,
  canvasItemCreateSchema,
  canvasItemPatchSchema,
  canvasItemSchema,
  canvasPictureInputSchema,
  canvasPictureSchema,
  ErrorCode,
} from '@loci/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FORM_BODY_LIMIT } from '../../http/json-body.js';
import { declaresInput, parseInput } from '../../http/parse-input.js';
import { scopedProject, signedInUser } from '../../http/request-scope.js';
import { access } from '../../http/route-access.js';
import type { CanvasService } from './canvas.service.js';

const projectParams = z.object({ id: z.string().max(64) });
// A malformed item id finds nothing: the service answers 404 in plain words (after the project guard).
const itemParams = projectParams.extend({ itemId: z.string().max(100) });
const deletedSchema = z.object({ deleted: z.array(z.string()) });

/** The words of a stale change (409): the web merges the item it carries. */
export const CANVAS_CONFLICT_MESSAGE = 'Someone changed this item since you opened the board.';

/**
 * The Canvas board under `/api/projects/:id/canvas…`: every member reads it (`view`), editors and
 * owners change it (`edit`: a viewer gets 403). Each change is a project write, so the live module
 * announces it ("project.changed") and the other screens on the project refetch the board.
 * Tokens: `read` to read, `write` to change.
 */
export async function canvasRoutes(app: FastifyInstance, opts: { canvas: CanvasService }): Promise<void> {
  const { canvas } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const write = (input: z.ZodType) => ({ config: { ...access.project('params', 'edit', 'write'), ...declaresInput(input) } });
  const me = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).id;

  r.get(
    '/api/projects/:id/canvas',
    { config: access.project('params', 'view', 'read'), schema: { params: projectParams, response: { 200: canvasBoardSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return canvas.board(scopedProject(request));
    },
  );
  r.post(
    '/api/projects/:id/canvas/items',
    { ...write(canvasItemCreateSchema), schema: { params: projectParams, response: { 201: canvasItemSchema } } },
    async (request, reply) => {
      const input = await parseInput(canvasItemCreateSchema, request);
      return reply.status(201).send(await canvas.create(scopedProject(request), me(request), input));
    },
  );
  r.patch(
    '/api/projects/:id/canvas/items/:itemId',
    {
      ...write(canvasItemPatchSchema),
      schema: { params: itemParams, response: { 200: canvasItemSchema, 409: canvasConflictSchema } },
    },
    async (request, reply) => {
      const input = await parseInput(canvasItemPatchSchema, request);
      const result = await canvas.patch(scopedProject(request), me(request), request.params.itemId, input);
      if ('conflict' in result) {
        return reply.status(409).send({ code: ErrorCode.Conflict, error: CANVAS_CONFLICT_MESSAGE, item: result.conflict });
      }
      return result;
    },
  );
  r.delete(
    '/api/projects/:id/canvas/items/:itemId',
    {
      config: access.project('params', 'edit', 'write'),
      schema: { params: itemParams, response: { 200: deletedSchema } },
    },
    async (request) => canvas.remove(scopedProject(request), request.params.itemId),
  );
  // "Add to deck": the board as the browser drew it (a PNG), kept for the deck's Canvas slide.
  r.put(
    '/api/projects/:id/canvas/picture',
    {
      ...write(canvasPictureInputSchema),
      bodyLimit: FORM_BODY_LIMIT,
      schema: { params: projectParams, response: { 200: canvasPictureSchema } },
    },
    async (request) => {
      const input = await parseInput(canvasPictureInputSchema, request);
      return canvas.savePicture(scopedProject(request), Buffer.from(input.file.bytes));
    },
  );
  r.post(
    '/api/projects/:id/canvas/tidy',
    { config: access.project('params', 'edit', 'write'), schema: { params: projectParams, response: { 200: canvasBoardSchema } } },
    async (request) => canvas.tidy(scopedProject(request)),
  );
}
