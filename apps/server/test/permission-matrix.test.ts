import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { roleAllows, TOKEN_SCOPES, type TokenScope, type WorkspaceRole } from '@loci/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess, RouteTokenScope, WorkspaceTouch } from '../src/http/route-access.js';
import { buildPng } from './builders.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from './helpers.js';

/**
 * The permission matrix, generated from the route table: every project and workspace route ×
 * {owner, editor, viewer, member of another workspace, removed member, no session}, with the
 * status each must get from its declaration (`config.access`). Routes that change something run
 * on a fresh studio and project per call, so one call cannot spoil the next.
 */

type Caller = WorkspaceRole | 'other' | 'removed' | 'anonymous';
const CALLERS: Caller[] = ['owner', 'editor', 'viewer', 'other', 'removed', 'anonymous'];

let t: TestApp;
const people = {} as Record<Exclude<Caller, 'anonymous'>, TestUser>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000', RATE_LIMIT_INVITES_PER_HOUR: '1000' });
  for (const who of ['owner', 'editor', 'viewer', 'other', 'removed'] as const)
    people[who] = await buildUser(t.app, { name: `Matrix ${who}` });
}, 180_000);
afterAll(async () => t?.close());

const db = () => t.adapters.database.db;

/** A studio with the owner, an editor, a viewer and a removed member, holding one project (written straight to the database). */
async function studio(): Promise<{ workspaceId: string; projectId: string }> {
  const ws = await db()
    .insertInto('workspace')
    .values({ name: 'Matrix studio', created_by: people.owner.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const members: [TestUser, WorkspaceRole][] = [
    [people.owner, 'owner'],
    [people.editor, 'editor'],
    [people.viewer, 'viewer'],
    [people.removed, 'editor'],
  ];
  await db()
    .insertInto('workspace_member')
    .values(members.map(([u, role]) => ({ workspace_id: ws.id, user_id: u.id, role })))
    .execute();
  // Removed through the API, as an owner would: the matrix then proves the removal holds.
  const removed = await t.app.inject({
    method: 'DELETE',
    url: `/api/workspaces/${ws.id}/members/${people.removed.id}`,
    headers: people.owner.headers,
  });
  expect(removed.statusCode).toBe(200);
  const project = await db()
    .insertInto('project')
    .values({ owner_id: people.owner.id, workspace_id: ws.id, name: 'Matrix project' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { workspaceId: ws.id, projectId: project.id };
}

/** The owner's personal workspace (made on first use). */
async function personalWorkspace(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/workspaces/', headers: people.owner.headers });
  return res.json().workspaces.find((w: { personal: boolean }) => w.personal).id;
}

/** The owner's personal workspace as a token outside it could change it: its projects (and their versions) and library photos. */
async function personalState(personal: string): Promise<string> {
  const projects = await db()
    .selectFrom('project')
    .select(['id', 'updated_at'])
    .where('workspace_id', '=', personal)
    .orderBy('id')
    .execute();
  const photos = await db()
    .selectFrom('library_photo')
    .select('id')
    .where('owner_id', '=', people.owner.id)
    .where('project_id', 'is', null)
    .orderBy('id')
    .execute();
  return JSON.stringify({ projects, photos });
}

/** Whether a zod schema (any wrapping: forms, pipes, preprocess, optional) has an object field of this name. */
function namesField(schema: unknown, field: string, seen = new Set<unknown>()): boolean {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return false;
  seen.add(schema);
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  if (!def) return false;
  const shape = def.shape as Record<string, unknown> | undefined;
  if (shape && field in shape) return true;
  const inner = [...Object.values(def), ...(shape ? Object.values(shape) : [])];
  return inner.some((v) => (Array.isArray(v) ? v.some((x) => namesField(x, field, seen)) : namesField(v, field, seen)));
}

/** The URL for a route pattern on one studio; `:userId` is the caller themself (leaving, their own role). */
function urlFor(pattern: string, target: { workspaceId: string; projectId: string }, caller: Caller): string {
  const self = caller === 'anonymous' || caller === 'other' ? people.viewer.id : people[caller].id;
  return pattern
    .replace(':workspaceId', target.workspaceId)
    .replace(':id', target.projectId)
    .replace(':userId', self)
    .replace(':sha', 'a'.repeat(64))
    .replace(':size', '256')
    .replace(/:[A-Za-z]+/g, () => randomUUID());
}

/** What a caller must get from a route's declaration. */
function expected(access: RouteAccess, caller: Caller): 'allowed' | 401 | 403 | 404 {
  if (caller === 'anonymous') return 401;
  if (caller === 'other' || caller === 'removed') return 404;
  const need = access.kind === 'project' || access.kind === 'workspace' ? access.need : 'view';
  return roleAllows(caller, need) ? 'allowed' : 403;
}

/** A personal access token of the owner, written straight to the database (its table is the tokens module's). */
async function ownerToken(scopes: TokenScope[], workspaceIds: string[]): Promise<Record<string, string>> {
  const secret = `loci_pat_${randomBytes(32).toString('base64url')}`;
  await db()
    .withTables<{
      personal_access_token: {
        user_id: string;
        name: string;
        token_hash: string;
        prefix: string;
        scopes: string[];
        workspace_ids: string[];
      };
    }>()
    .insertInto('personal_access_token')
    .values({
      user_id: people.owner.id,
      name: 'Matrix token',
      token_hash: createHash('sha256').update(secret).digest('hex'),
      prefix: secret.slice(0, 13),
      scopes,
      workspace_ids: workspaceIds,
    })
    .execute();
  return { authorization: `Bearer ${secret}` };
}

const NOT_FOUND = new Set(['Project not found.', 'Workspace not found.']);

/** Routes whose input names a workspace field that they do not act on, with why. */
const IGNORES_WORKSPACE: Record<string, string> = {
  'PUT /api/projects/:id/': "shares the create form's schema; a save never moves the project (toProjectFields drops workspace_id)",
};

/** Which workspaces a token names: the studio called, another one, or the studio and the owner's personal one. */
type TokenList = 'studio' | 'elsewhere' | 'studio+personal';
/** A token caller: its scopes, its workspaces, and the workspace its requests name as destination (`workspace_id`, `?workspace=`). */
interface TokenCaller {
  label: string;
  scopes: TokenScope[];
  list: TokenList;
  destination: 'studio' | 'personal';
}
const TOKEN_CALLERS: TokenCaller[] = [
  ...TOKEN_SCOPES.map((scope): TokenCaller => ({ label: `token:${scope}`, scopes: [scope], list: 'studio', destination: 'studio' })),
  { label: 'token:elsewhere', scopes: [...TOKEN_SCOPES], list: 'elsewhere', destination: 'studio' },
  { label: 'token:studio→personal', scopes: [...TOKEN_SCOPES], list: 'studio', destination: 'personal' },
  { label: 'token:studio+personal→personal', scopes: [...TOKEN_SCOPES], list: 'studio+personal', destination: 'personal' },
];

type Row = TestApp['app']['accessTable'][number];
type TokenWant = { status: 403; scope: RouteTokenScope } | { status: 404; error: string } | 'allowed';

/**
 * What a token caller must get from a route's declarations: the route's scope first, then each
 * workspace it touches in order — its access kind's (the project's, the path's), then the ones it
 * declares — each needing its scope (403 naming it) and to be in the token's list (404, as for a stranger).
 */
function tokenExpected(route: Row, caller: TokenCaller, ids: { studio: string; personal: string; listed: string[] }): TokenWant {
  const { access } = route;
  if (access.kind !== 'user' && access.kind !== 'project' && access.kind !== 'workspace') return 'allowed';
  if (access.tokenScope === 'session' || !caller.scopes.includes(access.tokenScope)) return { status: 403, scope: access.tokenScope };
  const touched: { scope?: TokenScope; workspace: string; error: string }[] = [];
  if (access.kind === 'project') touched.push({ workspace: ids.studio, error: 'Project not found.' });
  if (access.kind === 'workspace') touched.push({ workspace: ids.studio, error: 'Workspace not found.' });
  const destination = caller.destination === 'personal' ? ids.personal : ids.studio;
  for (const touch of Array.isArray(route.workspaces) ? (route.workspaces as readonly WorkspaceTouch[]) : []) {
    if (touch.kind === 'named') touched.push({ scope: touch.tokenScope, workspace: destination, error: 'Workspace not found.' });
    if (touch.kind === 'personal') touched.push({ scope: touch.tokenScope, workspace: ids.personal, error: 'Workspace not found.' });
    // Content by its own id is made in the studio's project (CONTENT_BY_ID).
    if (touch.kind === 'content') touched.push({ scope: touch.tokenScope, workspace: ids.studio, error: touch.notFound });
  }
  for (const touch of touched) {
    if (touch.scope && !caller.scopes.includes(touch.scope)) return { status: 403, scope: touch.scope };
    if (!ids.listed.includes(touch.workspace)) return { status: 404, error: touch.error };
  }
  return 'allowed';
}

describe('permission matrix over the route table', () => {
  it('every project and workspace route answers each role as its declaration says', async () => {
    const routes = t.app.accessTable.filter((r) => r.access.kind === 'project' || r.access.kind === 'workspace');
    expect(routes.length).toBeGreaterThan(30);
    const shared = await studio();
    const failures: string[] = [];
    let cells = 0;
    for (const route of routes) {
      for (const caller of CALLERS) {
        const target = route.method === 'GET' ? shared : await studio();
        const body = route.access.kind === 'project' && route.access.scope === 'body' ? { project_id: target.projectId } : undefined;
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: urlFor(route.url, target, caller),
          headers: { origin: t.env.PUBLIC_URL ?? 'http://localhost:3000', ...(caller === 'anonymous' ? {} : people[caller].headers) },
          ...(body ? { payload: body } : route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        cells += 1;
        const want = expected(route.access, caller);
        const message = (() => {
          try {
            const error = res.json()?.error;
            return String(typeof error === 'string' ? error : (error?.message ?? ''));
          } catch {
            return '';
          }
        })();
        const deniedAsStranger = res.statusCode === 404 && NOT_FOUND.has(message);
        const ok =
          want === 'allowed'
            ? ![401, 403].includes(res.statusCode) && !deniedAsStranger && res.statusCode < 500
            : want === 404
              ? deniedAsStranger
              : res.statusCode === want;
        if (!ok) failures.push(`${route.method} ${route.url} as ${caller}: wanted ${want}, got ${res.statusCode} ${message}`);
      }
    }
    expect(failures).toEqual([]);
    // The size the closing note reports: routes × callers.
    expect(cells).toBe(routes.length * CALLERS.length);
    console.info(`[permission-matrix] ${routes.length} routes × ${CALLERS.length} callers = ${cells} cells`);
  }, 240_000);

  it('a personal access token per scope and workspace list: its scopes and workspaces at every end of every route', async () => {
    // Every route a token may call: a project's, a workspace's, and the signed-in ones (which declare what they touch).
    const routes = t.app.accessTable.filter(
      (r) => r.access.kind === 'project' || r.access.kind === 'workspace' || r.access.kind === 'user',
    );
    const shared = await studio();
    const personal = await personalWorkspace();
    const failures: string[] = [];
    let cells = 0;
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      for (const caller of TOKEN_CALLERS) {
        const target = route.method === 'GET' ? shared : await studio();
        const listed =
          caller.list === 'elsewhere' ? [randomUUID()] : caller.list === 'studio' ? [target.workspaceId] : [target.workspaceId, personal];
        const headers = await ownerToken(caller.scopes, listed);
        const destination = caller.destination === 'personal' ? personal : target.workspaceId;
        const content = key in CONTENT_BY_ID ? await CONTENT_BY_ID[key]?.(target, people.owner) : undefined;
        const names = Array.isArray(route.workspaces) && route.workspaces.some((w) => w.kind === 'named');
        const url = content?.url ?? urlFor(route.url, target, 'owner');
        const query = route.method === 'GET' && names ? `${url.includes('?') ? '&' : '?'}workspace=${destination}` : '';
        const body = {
          ...(route.access.kind === 'project' && route.access.scope === 'body' ? { project_id: target.projectId } : {}),
          workspace_id: destination,
        };
        // What a token outside the personal workspace must never change there.
        const guarded = !listed.includes(personal);
        const before = guarded ? await personalState(personal) : '';
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: `${url}${query}`,
          headers: { origin: t.env.PUBLIC_URL ?? 'http://localhost:3000', ...headers },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: body }),
        });
        cells += 1;
        const want = tokenExpected(route, caller, { studio: target.workspaceId, personal, listed });
        const error = (() => {
          try {
            return String(res.json()?.error ?? '');
          } catch {
            return '';
          }
        })();
        const ok =
          want === 'allowed'
            ? ![401, 403].includes(res.statusCode) &&
              !(res.statusCode === 404 && NOT_FOUND.has(error)) &&
              res.statusCode < 500 &&
              (!content || res.statusCode < 300)
            : want.status === 403
              ? res.statusCode === 403 && (want.scope === 'session' ? /cannot manage/.test(error) : error.includes(`"${want.scope}"`))
              : res.statusCode === 404 && error === want.error;
        if (!ok) failures.push(`${key} as ${caller.label}: wanted ${JSON.stringify(want)}, got ${res.statusCode} ${error}`);
        if (guarded && (await personalState(personal)) !== before)
          failures.push(`${key} as ${caller.label}: changed the personal workspace`);
      }
    }
    expect(failures).toEqual([]);
    expect(cells).toBe(routes.length * TOKEN_CALLERS.length);
    console.info(`[permission-matrix] ${routes.length} routes × ${TOKEN_CALLERS.length} token callers = ${cells} cells`);
  }, 900_000);

  it('every route a token may call declares the workspaces it touches, and one naming a workspace declares it', () => {
    const tokenRoutes = t.app.accessTable.filter(
      (r) =>
        (r.access.kind === 'user' || r.access.kind === 'project' || r.access.kind === 'workspace') && r.access.tokenScope !== 'session',
    );
    expect(tokenRoutes.length).toBeGreaterThan(60);
    // A signed-in route names no workspace by its kind: it must say which it touches (or none, and why).
    const undeclared = tokenRoutes.filter((r) => r.access.kind === 'user' && !r.workspaces).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    for (const r of tokenRoutes) {
      if (r.workspaces && !Array.isArray(r.workspaces))
        expect(String((r.workspaces as { none: string }).none).length, r.url).toBeGreaterThan(5);
    }
    // A route whose input names a workspace (`workspace_id`, `?workspace=`) acts there: a `named` destination it must declare.
    const namesWorkspace = tokenRoutes.filter((r) =>
      [r.input, r.bodySchema, r.querySchema].some((schema) => namesField(schema, 'workspace_id') || namesField(schema, 'workspace')),
    );
    expect(namesWorkspace.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/projects/',
        'POST /api/projects/:id/move',
        'POST /api/projects/:id/duplicate',
        'GET /api/projects/',
      ]),
    );
    const missing = namesWorkspace
      .filter((r) => !(Array.isArray(r.workspaces) && r.workspaces.some((w) => w.kind === 'named')))
      .map((r) => `${r.method} ${r.url}`);
    expect(missing.filter((key) => !(key in IGNORES_WORKSPACE))).toEqual([]);
    // Each exception is a route that still names a workspace field and still ignores it: a stale one fails.
    expect(Object.keys(IGNORES_WORKSPACE).filter((key) => !missing.includes(key))).toEqual([]);
  });

  it('signed-in routes let every signed-in caller through and nobody else', async () => {
    const routes = t.app.accessTable.filter((r) => r.access.kind === 'user' && r.method === 'GET');
    for (const route of routes) {
      const url = route.url.replace('*', 'get-session').replace(/:[A-Za-z]+/g, () => randomUUID());
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode, `${route.url} without a session`).toBe(401);
      for (const who of ['owner', 'viewer', 'other', 'removed'] as const) {
        const res = await t.app.inject({ method: 'GET', url, headers: people[who].headers });
        expect([401, 403], `${route.url} as ${who}`).not.toContain(res.statusCode);
      }
    }
  });
});

/**
 * Signed-in routes that change something name no project in their path, so the matrix above cannot
 * walk them. Each one either acts on a project's content through the content's own id (then it is
 * walked here on an item of the studio's project that the caller made themselves, so only their
 * current role can decide) or acts on nothing inside a project (listed with why). A new such route
 * fails this test until it is sorted into one or the other.
 */
const ACTS_ON_NO_PROJECT: Record<string, string> = {
  'POST /api/workspaces/': 'creates a new studio of the caller',
  'POST /api/invites/:token/accept': 'joins a studio through an invitation sent to the caller',
  'POST /moodboard_images_edit/': "the client's local moodboards: no project (spec §7)",
  'POST /api/photos': "adds to the caller's own library",
  'POST /api/projects/': 'creates a new project, in a studio where the caller may edit (its workspace_id is checked like the guard does)',
  'POST /api/tokens': 'creates a personal access token of the caller',
  'DELETE /api/tokens/:tokenId': "revokes one of the caller's own tokens (anyone else's: 404)",
  'POST /api/me/invites/:inviteId/accept': "joins a studio through an invitation to the caller's verified address",
  'DELETE /api/me/invites/:inviteId': "declines an invitation to the caller's verified address",
  'PUT /api/me/locale': "sets the caller's own language",
  'POST /api/credentials/verify': 'reads the Content Credentials of an uploaded image and stores nothing',
  'POST /mcp': 'each tool calls the HTTP route it stands for, in process, with that route’s own project check',
  'DELETE /mcp': 'ends a stateless MCP session: no project inside',
};

type ContentCall = { url: string; method: 'DELETE' };
const CONTENT_BY_ID: Record<string, (target: { projectId: string }, maker: TestUser) => Promise<ContentCall>> = {
  /** A photo of the studio's project that `maker` uploaded (while they were an editor). */
  'DELETE /api/photos/:photoId': async (target, maker) => {
    const form = new FormData();
    form.append('credit', 'Matrix');
    form.append('file', new Blob([new Uint8Array(await buildPng(Math.floor(Math.random() * 10_000)))], { type: 'image/png' }), 'p.png');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${target.projectId}/photos`,
      headers: people.owner.headers,
      body: form,
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().photo.id as string;
    await db().updateTable('library_photo').set({ owner_id: maker.id }).where('id', '=', id).execute();
    return { method: 'DELETE', url: `/api/photos/${id}` };
  },
};

describe("routes that act on a project's content by its own id", () => {
  it('every signed-in route that changes something is sorted: content of a project, or nothing inside one', () => {
    const writes = t.app.accessTable.filter((r) => r.access.kind === 'user' && r.method !== 'GET').map((r) => `${r.method} ${r.url}`);
    const unsorted = writes.filter((w) => !(w in ACTS_ON_NO_PROJECT) && !(w in CONTENT_BY_ID));
    expect(unsorted).toEqual([]);
    expect(Object.keys(CONTENT_BY_ID).every((k) => writes.includes(k))).toBe(true);
  });

  it("each answers the caller's current role in the project: edit allowed, viewer 403, removed or stranger 404", async () => {
    const failures: string[] = [];
    for (const [route, make] of Object.entries(CONTENT_BY_ID)) {
      for (const caller of CALLERS) {
        const target = await studio();
        const call = await make(target, caller === 'anonymous' ? people.owner : people[caller]);
        const res = await t.app.inject({
          method: call.method,
          url: call.url,
          headers: { origin: t.env.PUBLIC_URL ?? 'http://localhost:3000', ...(caller === 'anonymous' ? {} : people[caller].headers) },
        });
        const want = expected({ kind: 'project', scope: 'params', need: 'edit', tokenScope: 'write' }, caller);
        const ok = want === 'allowed' ? res.statusCode < 300 : res.statusCode === want;
        if (!ok) failures.push(`${route} as ${caller}: wanted ${want}, got ${res.statusCode} ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
