import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { roleAllows, TOKEN_SCOPES, type TokenScope, type WorkspaceRole } from '@loci/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../src/http/route-access.js';
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
});
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
async function ownerToken(scopes: TokenScope[], workspaceId: string): Promise<Record<string, string>> {
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
      workspace_ids: [workspaceId],
    })
    .execute();
  return { authorization: `Bearer ${secret}` };
}

const NOT_FOUND = new Set(['Project not found.', 'Workspace not found.']);

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

  it('a personal access token per scope: its scope and its owner role, in its workspaces only', async () => {
    const routes = t.app.accessTable.filter((r) => r.access.kind === 'project' || r.access.kind === 'workspace');
    const shared = await studio();
    const failures: string[] = [];
    // Each scope alone, then every scope but in another workspace (the project does not exist for it).
    const callers: { label: string; scopes: TokenScope[]; elsewhere: boolean }[] = [
      ...TOKEN_SCOPES.map((scope) => ({ label: `token:${scope}`, scopes: [scope], elsewhere: false })),
      { label: 'token:elsewhere', scopes: [...TOKEN_SCOPES], elsewhere: true },
    ];
    for (const route of routes) {
      if (route.access.kind !== 'project' && route.access.kind !== 'workspace') continue;
      for (const caller of callers) {
        const target = route.method === 'GET' ? shared : await studio();
        const headers = await ownerToken(caller.scopes, caller.elsewhere ? randomUUID() : target.workspaceId);
        const body = route.access.kind === 'project' && route.access.scope === 'body' ? { project_id: target.projectId } : undefined;
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: urlFor(route.url, target, 'owner'),
          headers: { origin: t.env.PUBLIC_URL ?? 'http://localhost:3000', ...headers },
          ...(body ? { payload: body } : route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const scope = route.access.tokenScope;
        const want = scope === 'session' || !caller.scopes.includes(scope) ? 403 : caller.elsewhere ? 404 : 'allowed';
        const error = String(res.json()?.error ?? '');
        const ok =
          want === 403
            ? res.statusCode === 403 && (scope === 'session' ? /cannot manage/.test(error) : error.includes(`"${scope}"`))
            : want === 404
              ? res.statusCode === 404 && NOT_FOUND.has(error)
              : ![401, 403].includes(res.statusCode) && !(res.statusCode === 404 && NOT_FOUND.has(error)) && res.statusCode < 500;
        if (!ok) failures.push(`${route.method} ${route.url} as ${caller.label}: wanted ${want}, got ${res.statusCode} ${error}`);
      }
    }
    expect(failures).toEqual([]);
    console.info(`[permission-matrix] ${routes.length} routes × ${callers.length} token callers`);
  }, 240_000);

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
