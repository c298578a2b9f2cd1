import { ErrorCode, TOKEN_SCOPES, type TokenScope } from '@loci/shared';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import { AppError } from '../errors.js';
import { DEFAULT_BODY_LIMIT } from './json-body.js';

/**
 * What a route needs from the caller's role in the workspace (of the project, or named in the path):
 * viewers may `view`, editors `view` and `edit`, owners everything (`ROLE_ALLOWS` in packages/shared).
 */
export type ProjectNeed = 'view' | 'edit' | 'manage';

/**
 * Who may call a route. Every route declares one in `config.access`; the app refuses to start
 * when a route has none, and the declaration installs the guard, so a route cannot declare
 * "signed in" and forget to check it.
 * - `public`: anyone (health, config, the web app; better-auth's own endpoints authenticate themselves).
 * - `user`: a signed-in person (session cookie or signed bearer token), else 401.
 * - `project`: a signed-in person allowed on the project named in the path (`params`, checked before
 *   the handler) or in the form's `project_id` (`body`, the spec's generation endpoints: the handler
 *   checks it first, before any other field), else 401 / 404.
 * - `workspace`: a signed-in member of the workspace in the path (`:workspaceId`) whose role allows `need`,
 *   else 401 / 404 / 403 (checked before the body is validated).
 * - `link`: a review link's token in the path (checked by the review module, never a session).
 * - `token`: an operator's secret bearer token (metrics), checked by its handler.
 *
 * `user`, `project` and `workspace` routes also name the personal-access-token scope they need
 * (`tokenScope`); `session` means a token may not call it at all (accounts, tokens, members).
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'user'; tokenScope: RouteTokenScope }
  | { kind: 'project'; scope: 'params' | 'body'; need: ProjectNeed; tokenScope: RouteTokenScope }
  | { kind: 'workspace'; need: ProjectNeed; tokenScope: RouteTokenScope }
  | { kind: 'link' }
  | { kind: 'token' };

/** The token scope a signed-in route needs, or `session`: only a signed-in person (no token) may call it. */
export type RouteTokenScope = TokenScope | 'session';

/** What a personal access token grants the request it authenticated (set by the auth hook). */
export interface TokenGrant {
  tokenId: string;
  scopes: TokenScope[];
  workspaceIds: string[];
}

/**
 * A workspace a route acts in besides the one its access kind names (a project route: the project's,
 * as source; a workspace route: the path's). A personal access token must name each of them and hold
 * the scope each needs there; the tokens module's one rule checks them all (modules/tokens/token-workspaces.ts).
 * - `named`: the workspace the request names (`workspace_id` in the body or form, `?workspace=` /
 *   `?workspace_id=`); when it names none, `otherwise` (undefined from it, or no `otherwise`: the caller's
 *   personal workspace). A destination: a new project, a move, a copy.
 * - `personal`: the caller's personal workspace (their photo library, their scratch images).
 * - `content`: content the route names by its own id; `of` finds its workspace (undefined: no such
 *   content, which the route itself refuses); `notFound` is what a token outside it is told.
 */
export type WorkspaceTouch =
  | { kind: 'named'; tokenScope: TokenScope; otherwise?: (request: FastifyRequest) => string | undefined }
  | { kind: 'personal'; tokenScope: TokenScope }
  | {
      kind: 'content';
      tokenScope: TokenScope;
      notFound: string;
      of: (request: FastifyRequest, personal: () => Promise<string>) => Promise<string | undefined>;
    };

/**
 * What a signed-in route a token may call declares about workspaces (`config.workspaces`): the ones it
 * touches besides its access kind's, or `{ none: why }` when it acts in none (or narrows by the
 * token's list itself). A `user` route must declare it; the app does not start otherwise.
 */
export type RouteWorkspaces = readonly WorkspaceTouch[] | { readonly none: string };

/** Shorthands for `config.workspaces`: `{ config: { ...access.user('write'), ...touches([actsIn.personal('write')]) } }`. */
export const actsIn = {
  named: (tokenScope: TokenScope, otherwise?: (request: FastifyRequest) => string | undefined): WorkspaceTouch => ({
    kind: 'named',
    tokenScope,
    ...(otherwise ? { otherwise } : {}),
  }),
  personal: (tokenScope: TokenScope): WorkspaceTouch => ({ kind: 'personal', tokenScope }),
  content: (tokenScope: TokenScope, notFound: string, of: Extract<WorkspaceTouch, { kind: 'content' }>['of']): WorkspaceTouch => ({
    kind: 'content',
    tokenScope,
    notFound,
    of,
  }),
} as const;

/** `config: { ...access…, ...touches([...]) }` or `touches({ none: 'why' })`. */
export function touches(workspaces: RouteWorkspaces): { workspaces: RouteWorkspaces } {
  return { workspaces };
}

/** Whether a request may act in a workspace as far as its token goes (a session: always; a token: one of its workspaces). */
export function tokenAllows(grant: TokenGrant | undefined, workspaceId: string): boolean {
  return !grant || grant.workspaceIds.includes(workspaceId);
}

/** The 403 a token gets on a route that needs a scope it does not have (or that no token may call). */
export const SESSION_ONLY_MESSAGE = 'Personal access tokens cannot manage accounts, tokens or members: sign in to do this.';
export function missingScopeMessage(scope: TokenScope): string {
  return `This token lacks the "${scope}" scope this request needs.`;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** The workspaces the route touches besides its access kind's (see `RouteWorkspaces`). */
    workspaces?: RouteWorkspaces;
  }
  interface FastifyRequest {
    /** Set when a personal access token (not a session) authenticated the request. */
    tokenGrant?: TokenGrant;
  }
  interface FastifyInstance {
    /** Every route (HEAD left out) with its declared access, for the tests that walk the route table. */
    accessTable: {
      method: string;
      url: string;
      access: RouteAccess;
      input?: ZodType;
      bodySchema?: unknown;
      /** Its query string's schema, if it declares one (a `?workspace=` names where it acts). */
      querySchema?: unknown;
      /** What the route declared about the workspaces it touches (`config.workspaces`). */
      workspaces?: RouteWorkspaces;
    }[];
  }
}

/** Shorthands for route options: `{ config: access.user }`. */
export const access = {
  public: { access: { kind: 'public' } },
  user: (tokenScope: RouteTokenScope) => ({ access: { kind: 'user', tokenScope } }),
  link: { access: { kind: 'link' } },
  token: { access: { kind: 'token' } },
  project: (scope: 'params' | 'body', need: ProjectNeed, tokenScope: RouteTokenScope) => ({
    access: { kind: 'project', scope, need, tokenScope },
  }),
  workspace: (need: ProjectNeed, tokenScope: RouteTokenScope) => ({ access: { kind: 'workspace', need, tokenScope } }),
} as const satisfies Record<string, { access: RouteAccess } | ((...args: never[]) => { access: RouteAccess })>;

/**
 * Installs the access rule (call before any route): each route's declaration is recorded and its
 * guard put in front of its preHandlers when the route did not name it; once every plugin has
 * registered (onReady), a route without a declaration stops the app from starting.
 */
export function registerRouteAccess(app: FastifyInstance): void {
  const table: FastifyInstance['accessTable'] = [];
  const seen: RouteOptions[] = [];
  app.decorate('accessTable', table);
  app.decorateRequest('tokenGrant', undefined);

  app.addHook('onRoute', (route) => {
    seen.push(route);
    const declared = route.config?.access;
    if (!declared) return; // a plugin's own hook may still declare it (the web app's files); checked on ready
    // Signed in first, before the input is validated: a stranger learns nothing from a 400.
    // A personal access token then needs the route's scope (403 naming it), before anything else runs.
    if (declared.kind === 'user' || declared.kind === 'project' || declared.kind === 'workspace')
      route.preValidation = [app.requireUser, requireTokenScope, ...hooks(route.preValidation)];
    // The project check (which needs the parsed path) where the route did not name it.
    if (declared.kind === 'project' && declared.scope === 'params' && !hooks(route.preHandler).includes(app.requireProject)) {
      route.preHandler = [app.requireProject, ...hooks(route.preHandler)];
    }
    // The member check needs only the raw path, so it runs before the body is validated too.
    if (declared.kind === 'workspace') route.preValidation = [...hooks(route.preValidation), app.requireWorkspace];
    // A route that takes more than the default body knows its caller before the body is read:
    // a stranger's megabytes are refused on their headers. Anonymous routes keep the default.
    if ((route.bodyLimit ?? 0) > DEFAULT_BODY_LIMIT) {
      if (declared.kind === 'public' || declared.kind === 'link' || declared.kind === 'token')
        throw new Error(`${route.url}: an anonymous route takes at most the default body (${DEFAULT_BODY_LIMIT} bytes)`);
      route.onRequest = [...hooks(route.onRequest), app.requireUser];
    }
  });

  app.addHook('onReady', async () => {
    const missing: string[] = [];
    for (const route of seen) {
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
      const declared = route.config?.access;
      if (!declared || !declaresTokenScope(declared)) {
        if (methods.length) missing.push(`${methods.join(',')} ${route.url}${declared ? ' (no tokenScope)' : ''}`);
        continue;
      }
      const workspaces = route.config?.workspaces;
      // A signed-in route a token may call names no workspace by its kind: it says which it touches, or none and why.
      if (declared.kind === 'user' && declared.tokenScope !== 'session' && !workspaces) {
        if (methods.length) missing.push(`${methods.join(',')} ${route.url} (no workspaces)`);
        continue;
      }
      // The input a write route parses (http/parse-input.ts) or Fastify validates: the input table test walks both.
      const input = route.config?.input;
      const bodySchema = (route.schema as { body?: unknown } | undefined)?.body;
      const querySchema = (route.schema as { querystring?: unknown } | undefined)?.querystring;
      for (const method of methods)
        table.push({ method, url: route.url, access: declared, input, bodySchema, querySchema, ...(workspaces ? { workspaces } : {}) });
    }
    if (missing.length) throw new Error(`Routes without an access declaration (config.access): ${missing.join('; ')}`);
  });
}

/** Signed-in routes must name the token scope they need (a plain-JS or cast declaration could forget it). */
function declaresTokenScope(declared: RouteAccess): boolean {
  if (declared.kind !== 'user' && declared.kind !== 'project' && declared.kind !== 'workspace') return true;
  return declared.tokenScope === 'session' || TOKEN_SCOPE_SET.has(declared.tokenScope);
}

const TOKEN_SCOPE_SET = new Set<string>(TOKEN_SCOPES);

/** A request a personal access token authenticated gets only the routes its scopes cover. */
async function requireTokenScope(request: FastifyRequest): Promise<void> {
  const grant = request.tokenGrant;
  if (!grant) return;
  const declared = request.routeOptions.config.access;
  const needed = declared && 'tokenScope' in declared ? declared.tokenScope : 'session';
  if (needed === 'session') throw new AppError(ErrorCode.Forbidden, SESSION_ONLY_MESSAGE);
  if (!grant.scopes.includes(needed)) throw new AppError(ErrorCode.Forbidden, missingScopeMessage(needed));
}

/** A route's hooks of one kind as a list (Fastify takes one function or an array). */
function hooks<T>(value: T | T[] | undefined): T[] {
  if (!value) return [];
  return Array.isArray(value) ? value : [value];
}
