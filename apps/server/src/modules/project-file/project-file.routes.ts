import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ErrorCode, type Project } from '@loci/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { scopedProject, signedInUser } from '../../http/request-scope.js';
import { access } from '../../http/route-access.js';
import { exportProjectFile } from './project-file-export.js';
import { importProjectFile } from './project-file-import.js';
import { exportStudioArchive, importStudioArchive, type StudioArchiveDeps } from './studio-archive.js';

export const NO_FILE_MESSAGE = 'Choose the file to import (a .loci project file or a studio archive): send it as the form field "file".';

const fileQuery = z.object({ comments: z.enum(['0', '1']).optional() });
const archiveQuery = z.object({ comments: z.enum(['0', '1']).optional(), after: z.string().uuid().optional() });
const workspaceParams = z.object({ workspaceId: z.string().max(64) });

/** Runs `use` on the upload, streamed to a temporary file within `maxBytes` (a larger one is a 413); the file is removed after. */
async function withUpload<T>(request: FastifyRequest, maxBytes: number, what: string, use: (path: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), 'loci-import-'));
  try {
    return await use(await receiveFile(request, folder, maxBytes, what));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function receiveFile(request: FastifyRequest, folder: string, maxBytes: number, what: string): Promise<string> {
  if (!request.isMultipart()) throw new AppError(ErrorCode.BadRequest, NO_FILE_MESSAGE);
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch {
    throw new AppError(ErrorCode.BadRequest, NO_FILE_MESSAGE);
  }
  if (part?.fieldname !== 'file') throw new AppError(ErrorCode.BadRequest, NO_FILE_MESSAGE);
  const path = join(folder, 'upload.loci');
  try {
    await pipeline(part.file, createWriteStream(path));
  } catch {
    throw new AppError(ErrorCode.BadRequest, NO_FILE_MESSAGE);
  }
  if (part.file.truncated) throw new AppError(ErrorCode.PayloadTooLarge, `The ${what} is too large to import.`);
  return path;
}

/**
 * `GET /api/projects/:id/file`: the project as one `.loci` file (`?comments=1` takes the team's comments);
 * `POST /api/workspaces/:workspaceId/projects/import`: a `.loci` file as a new project of that studio.
 */
export async function projectFileRoutes(
  app: FastifyInstance,
  opts: {
    files: StudioArchiveDeps;
    maxFileBytes: number;
    maxArchiveBytes: number;
    project: (userId: string, projectId: string) => Promise<Project>;
    studioName: (userId: string, workspaceId: string) => Promise<string>;
  },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/projects/:id/file',
    { preHandler: app.requireProject, config: access.project('params', 'view', 'export'), schema: { querystring: fileQuery } },
    async (request, reply) => {
      const file = await exportProjectFile(opts.files, scopedProject(request).id, { comments: request.query.comments === '1' });
      return reply
        .header('content-type', 'application/vnd.loci.project+zip')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );

  r.post(
    '/api/workspaces/:workspaceId/projects/import',
    { config: access.workspace('edit', 'write'), schema: { params: workspaceParams } },
    async (request, reply) => {
      const user = signedInUser(request).id;
      const id = await withUpload(request, opts.maxFileBytes, 'project file', (path) =>
        importProjectFile(opts.files, path, { workspaceId: request.params.workspaceId, userId: user }),
      );
      return reply.status(201).send({ project: await opts.project(user, id) });
    },
  );

  r.get(
    '/api/workspaces/:workspaceId/archive',
    { config: access.workspace('manage', 'export'), schema: { params: workspaceParams, querystring: archiveQuery } },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      const { workspaceId } = request.params;
      const archive = await exportStudioArchive(opts.files, {
        userId,
        workspaceId,
        studio: await opts.studioName(userId, workspaceId),
        after: request.query.after,
        comments: request.query.comments === '1',
      });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${archive.filename}"`)
        .header('cache-control', 'no-store')
        .send(archive.stream);
    },
  );

  r.post(
    '/api/workspaces/:workspaceId/archive/import',
    { config: access.workspace('manage', 'write'), schema: { params: workspaceParams } },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      const ids = await withUpload(request, opts.maxArchiveBytes, 'studio archive', (path) =>
        importStudioArchive(opts.files, path, { userId, workspaceId: request.params.workspaceId, maxProjectBytes: opts.maxFileBytes }),
      );
      return reply.status(201).send({ projects: ids });
    },
  );
}
