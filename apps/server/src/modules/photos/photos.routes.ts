import { libraryPhotoListSchema, photoUploadInputSchema, photoUploadResponseSchema, successResponseSchema } from '@loci/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FORM_BODY_LIMIT } from '../../http/json-body.js';
import { declaresInput, parseInput } from '../../http/parse-input.js';
import { scopedProject, signedInUser } from '../../http/request-scope.js';
import { access, actsIn, touches } from '../../http/route-access.js';
import type { PhotoService } from './photos.service.js';

/**
 * The user's own reference photos. `/api/photos` is the library (every project offers it);
 * `/api/projects/:id/photos` adds a photo to one project and lists the library with that project's.
 * Uploads are multipart: `file`, `credit` (required), `licence` and `title` (optional).
 */
export async function photoRoutes(app: FastifyInstance, opts: { photos: PhotoService }): Promise<void> {
  const p = opts.photos;
  const userId = (request: FastifyRequest) => signedInUser(request).id;
  const projectId = (request: FastifyRequest) => scopedProject(request).id;
  const viewing = { preHandler: app.requireProject, config: access.project('params', 'view', 'read') };
  const editing = {
    preHandler: app.requireProject,
    config: { ...access.project('params', 'edit', 'write'), ...declaresInput(photoUploadInputSchema) },
  };
  // The library is the caller's own: for a token, it lives in their personal workspace.
  const reading = { preHandler: app.requireUser, config: { ...access.user('read'), ...touches([actsIn.personal('read')]) } };
  const writing = { preHandler: app.requireUser, config: { ...access.user('write'), ...touches([actsIn.personal('write')]) } };
  // A photo by its id: in its project's workspace, or (a library photo) its uploader's personal one.
  const deleting = {
    preHandler: app.requireUser,
    config: {
      ...access.user('write'),
      ...touches([
        actsIn.content('write', 'Photo not found.', (r, personal) =>
          p.workspaceOf(userId(r), (r.params as { photoId: string }).photoId, personal),
        ),
      ]),
    },
  };
  // Each answer is serialised by its response schema (a field it does not name never leaves the server).
  const listed = { schema: { response: { 200: libraryPhotoListSchema } } };
  const uploaded = { bodyLimit: FORM_BODY_LIMIT, schema: { response: { 201: photoUploadResponseSchema } } };
  const deleted = { schema: { response: { 200: successResponseSchema } } };

  app.get('/api/photos', { ...reading, ...listed }, async (r) => p.list(userId(r)));
  app.post(
    '/api/photos',
    { ...writing, config: { ...writing.config, ...declaresInput(photoUploadInputSchema) }, ...uploaded },
    async (r, reply) => reply.status(201).send({ photo: await p.upload(userId(r), null, await parseInput(photoUploadInputSchema, r)) }),
  );
  app.delete('/api/photos/:photoId', { ...deleting, ...deleted }, async (r) =>
    p.remove(userId(r), (r.params as { photoId: string }).photoId),
  );
  app.get('/api/projects/:id/photos', { ...viewing, ...listed }, async (r) => p.list(userId(r), projectId(r)));
  // The body is read after the ownership check (a stranger learns nothing from a validation error).
  app.post('/api/projects/:id/photos', { ...editing, ...uploaded }, async (r, reply) =>
    reply.status(201).send({ photo: await p.upload(userId(r), projectId(r), await parseInput(photoUploadInputSchema, r)) }),
  );
}
