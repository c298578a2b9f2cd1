import { ErrorCode, isUuid, type TokenScope } from '@loci/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { AppError } from '../../errors.js';
import { missingScopeMessage, type TokenGrant, tokenAllows, type WorkspaceTouch } from '../../http/route-access.js';
import { fieldValue, readForm } from '../../lib/multipart.js';
import { findAssetForUser } from '../assets/index.js';
import { ensurePersonalWorkspace, workspaceNotFound } from '../workspaces/index.js';
import { projectWorkspace } from './tokens.repository.js';

/** One workspace a request acts in: how to find it, the scope a token needs there, and what a token outside it is told. */
interface Touch {
  find: (request: FastifyRequest) => Promise<string | undefined>;
  tokenScope: TokenScope | undefined;
  notFound: () => AppError;
}

const projectNotFound = () => new AppError(ErrorCode.NotFound, 'Project not found.');
const imageNotFound = () => new AppError(ErrorCode.NotFound, 'Image not found.');
/** Our image URLs anywhere in a request's body (a field, a list, JSON text): each is read from somewhere. */
const ASSET_URL = /\/api\/assets\/([0-9a-f]{64})/g;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A personal access token acts only in the workspaces it names, with the scope each needs: for a
 * token, a project or workspace elsewhere does not exist (404, as for a stranger). One rule for every
 * signed-in route, after its own guards: the workspace its access kind names (a project's, the path's)
 * and each one it declares in `config.workspaces` — a destination (`named`), the personal one, the
 * content it names by id — and, on a write, every image the body names (a copy's source). Call before any route.
 */
export function registerTokenWorkspaces(app: FastifyInstance, db: Kysely<DatabaseSchema>): void {
  app.addHook('onRoute', (route) => {
    const declared = route.config?.access;
    if (!declared || (declared.kind !== 'user' && declared.kind !== 'project' && declared.kind !== 'workspace')) return;
    if (declared.tokenScope === 'session') return; // no token gets past the scope check
    const listed = route.config?.workspaces;
    const touches: Touch[] = [];
    if (declared.kind === 'project') touches.push(projectTouch);
    if (declared.kind === 'workspace') touches.push(pathTouch);
    if (Array.isArray(listed)) for (const touch of listed as readonly WorkspaceTouch[]) touches.push(toTouch(touch));
    const methods = [route.method].flat();
    const writes = methods.some((m) => WRITES.has(m));
    if (!touches.length && !writes) return;
    const check = async (request: FastifyRequest) => {
      const grant = request.tokenGrant;
      if (!grant) return;
      for (const touch of touches) await checkTouch(request, grant, touch);
      if (WRITES.has(request.method)) await checkImages(request, grant);
    };
    const existing = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [...existing, check];
  });

  const personal = (request: FastifyRequest) => ensurePersonalWorkspace(db, request.user?.id ?? '');

  /** The project the route acts on (path or form), as its source: the route's own scope, already checked. */
  const projectTouch: Touch = {
    tokenScope: undefined,
    notFound: projectNotFound,
    async find(request) {
      if (request.project) return request.project.workspace_id;
      // A form route (project_id in the body): read it now; the handler gets the same form back.
      const id = fieldValue(await readForm(request), 'project_id')?.trim();
      return id && isUuid(id) ? projectWorkspace(db, id) : undefined;
    },
  };
  const pathTouch: Touch = {
    tokenScope: undefined,
    notFound: workspaceNotFound,
    find: async (request) => (request.params as { workspaceId?: string }).workspaceId ?? '',
  };

  function toTouch(touch: WorkspaceTouch): Touch {
    switch (touch.kind) {
      case 'named':
        return {
          tokenScope: touch.tokenScope,
          notFound: workspaceNotFound,
          async find(request) {
            const named = (await namedWorkspace(request)) ?? touch.otherwise?.(request);
            return named ?? personal(request);
          },
        };
      case 'personal':
        return { tokenScope: touch.tokenScope, notFound: workspaceNotFound, find: personal };
      case 'content':
        return {
          tokenScope: touch.tokenScope,
          notFound: () => new AppError(ErrorCode.NotFound, touch.notFound),
          find: (request) => touch.of(request, () => personal(request)),
        };
      default:
        return touch satisfies never;
    }
  }

  /** Refuses a token without the scope a workspace needs (403 naming it) or outside the workspace (404). */
  async function checkTouch(request: FastifyRequest, grant: TokenGrant, touch: Touch): Promise<void> {
    if (touch.tokenScope && !grant.scopes.includes(touch.tokenScope)) {
      throw new AppError(ErrorCode.Forbidden, missingScopeMessage(touch.tokenScope));
    }
    const workspaceId = await touch.find(request);
    if (workspaceId !== undefined && !tokenAllows(grant, workspaceId)) throw touch.notFound();
  }

  /** Every image a write names must be one the token may see (an image of its workspaces): a copy's source is checked like its destination. */
  async function checkImages(request: FastifyRequest, grant: TokenGrant): Promise<void> {
    const body = request.isMultipart() ? (await readForm(request)).fields : request.body;
    if (body === undefined || body === null) return;
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    const shas = new Set([...text.matchAll(ASSET_URL)].map((m) => m[1] as string));
    for (const sha of shas) {
      if (!(await findAssetForUser(db, sha, request.user?.id ?? '', grant.workspaceIds))) throw imageNotFound();
    }
  }

  /** The workspace a request names (query, then body or form), if any. */
  async function namedWorkspace(request: FastifyRequest): Promise<string | undefined> {
    const query = request.query as { workspace?: unknown; workspace_id?: unknown } | undefined;
    const inQuery = query?.workspace ?? query?.workspace_id;
    const named =
      typeof inQuery === 'string'
        ? inQuery
        : request.method === 'GET' || request.method === 'DELETE'
          ? undefined
          : fieldValue(await readForm(request), 'workspace_id');
    return named?.trim() || undefined;
  }
}
