import { ErrorCode } from '@loci/shared';
import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { AppError } from '../../errors.js';
import { bumpProjectVersion } from './projects.repository.js';

export const PROJECT_CHANGED_MESSAGE = 'This project changed since you opened it. The newer version is shown now; make your change again.';

/** Every answer of a project route carries the project's version; a write may send it back in `If-Match`. */
export const VERSION_HEADER = 'x-project-version';

/** `If-Match: "7"` (or `7`, or `W/"7"`): the version a write was based on; undefined when absent or `*`. */
export function parseIfMatch(value: string | string[] | undefined): number | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || raw.trim() === '*') return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(raw);
  if (!match) throw new AppError(ErrorCode.Validation, 'If-Match must be the project version a change is based on, like "7".');
  return Number(match[1]);
}

/**
 * Optimistic concurrency on a project's instructions (name, place, brand, website, insights,
 * keywords, prompts, logo, brand book), the form two people overwrite each other in. Every route
 * that names a project in its path answers with the version; a versioned change (`config.versioned`:
 * saving the project) moves it on by one, in one statement, and when it says which version it was
 * based on (`If-Match`) and that is no longer the project's, it is refused with 409 before anything
 * is written. A change without `If-Match` (the spec's own clients) is accepted as before. Board
 * actions (generating, choosing, labelling) do not move it: they run side by side on one screen.
 */
export function createVersionHooks(db: Kysely<DatabaseSchema>): { read: preHandlerHookHandler; write: preHandlerHookHandler } {
  return {
    async read(request: FastifyRequest, reply: FastifyReply) {
      if (request.project) reply.header(VERSION_HEADER, String(request.project.version));
    },
    async write(request: FastifyRequest, reply: FastifyReply) {
      const project = request.project;
      if (!project) return;
      const basedOn = parseIfMatch(request.headers['if-match']);
      const version = await bumpProjectVersion(db, project.id, basedOn);
      if (version === undefined) throw new AppError(ErrorCode.Conflict, PROJECT_CHANGED_MESSAGE);
      reply.header(VERSION_HEADER, String(version));
    },
  };
}
