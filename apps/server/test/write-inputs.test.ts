import { randomUUID } from 'node:crypto';
import { isFormInput } from '@loci/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/errors.js';
import { parseValue } from '../src/http/parse-input.js';
import { buildForm, buildProject } from './builders.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from './helpers.js';

/**
 * The 400s of the write routes come from their input schemas (packages/shared), walked over the
 * route table: for every route that declares the input it parses (`declaresInput`), a request
 * that lacks a required field is a 400 with the message the schema gives — as JSON and, for the
 * spec's forms, as multipart — and never a 500.
 */

let t: TestApp;
let ada: TestUser;
let projectId: string;
let workspaceId: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000' });
  ada = await buildUser(t.app, { name: 'Ada Inputs' });
  projectId = await buildProject(t.app, ada);
  const project = await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/metadata`, headers: ada.headers });
  workspaceId = project.json().project.workspace_id;
});
afterAll(async () => t?.close());

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Write routes that read no body, or whose body is not a form of fields (MCP speaks JSON-RPC;
 * better-auth reads its own). Each is named so a new write route must take a side.
 */
const NO_INPUT = new Set([
  'POST /api/auth/*',
  'DELETE /api/tokens/:tokenId',
  'DELETE /api/projects/:id/',
  'DELETE /api/projects/:id/canvas/items/:itemId',
  'POST /api/projects/:id/canvas/tidy',
  'DELETE /api/workspaces/:workspaceId/',
  'DELETE /api/workspaces/:workspaceId/members/:userId',
  'DELETE /api/workspaces/:workspaceId/invites/:inviteId',
  'POST /api/invites/:token/accept',
  'POST /api/me/invites/:inviteId/accept',
  'DELETE /api/me/invites/:inviteId',
  'DELETE /api/projects/:id/moodboards/:moodboardId',
  'DELETE /api/projects/:id/moodboards/:moodboardId/space',
  'DELETE /api/projects/:id/moodboards/:moodboardId/space/renders/:jobId',
  'DELETE /api/projects/:id/comments/:commentId',
  'POST /api/projects/:id/slot-versions/:versionId/restore',
  'POST /api/projects/:id/generation/cancel',
  'DELETE /api/photos/:photoId',
  'DELETE /api/projects/:id/review-links/:linkId',
  'DELETE /api/workspaces/:workspaceId/review-links/:linkId',
  'POST /api/review/:token/submit',
  'POST /mcp',
  'DELETE /mcp',
  // A project file is streamed to disk by its route (up to PROJECT_FILE_MAX_BYTES), never parsed as fields.
  'POST /api/workspaces/:workspaceId/projects/import',
  'POST /api/workspaces/:workspaceId/archive/import',
  'DELETE /api/workspaces/:workspaceId/brand-kits/:kitId',
]);

function urlFor(pattern: string): string {
  return (
    pattern
      .replace(':id', projectId)
      // Ada's own workspace: its guard lets her through to the schema.
      .replace(':workspaceId', workspaceId)
      .replace(':token', 'A'.repeat(43))
      .replace(/:[A-Za-z]+/g, () => randomUUID())
  );
}

/** The 400 text the route's schema gives for `value`, or null when the schema takes it. */
function expectedMessage(input: Parameters<typeof parseValue>[0], value: unknown): string | null {
  try {
    parseValue(input, value);
    return null;
  } catch (err) {
    if (err instanceof AppError) return err.message;
    throw err;
  }
}

describe('write routes parse their input once, with their schema', () => {
  it('every write route declares its input, is validated by Fastify, or is named as taking none', () => {
    const writes = t.app.accessTable.filter((r) => WRITES.has(r.method));
    const undecided = writes
      .filter((r) => !r.input && !r.bodySchema)
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !NO_INPUT.has(key));
    expect(undecided).toEqual([]);
    // The lists name routes that exist and take no input: a stale name fails too.
    const bare = new Set(writes.filter((r) => !r.input && !r.bodySchema).map((r) => `${r.method} ${r.url}`));
    expect([...NO_INPUT].filter((key) => !bare.has(key))).toEqual([]);
    expect(writes.filter((r) => r.input).length).toBeGreaterThan(20);
  });

  it('a request missing a required field is a 400 with the schema message, never a 500', async () => {
    const routes = t.app.accessTable.filter((r) => WRITES.has(r.method) && r.input);
    const failures: string[] = [];
    let checked = 0;
    for (const route of routes) {
      const input = route.input as Parameters<typeof parseValue>[0];
      const bodyScoped = route.access.kind === 'project' && route.access.scope === 'body';
      const value: Record<string, string> = bodyScoped ? { project_id: projectId } : {};
      const want = expectedMessage(input, value);
      // A schema with nothing required takes the empty request: nothing to refuse (and the call would act).
      if (want === null) continue;
      const sends = isFormInput(input) ? (['json', 'multipart'] as const) : (['json'] as const);
      for (const as of sends) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: urlFor(route.url),
          headers: { origin: t.env.PUBLIC_URL ?? 'http://localhost:3000', ...ada.headers },
          ...(as === 'json' ? { payload: value } : { body: buildForm(value) }),
        });
        checked += 1;
        const error = (() => {
          try {
            return String(res.json()?.error ?? '');
          } catch {
            return res.body.slice(0, 80);
          }
        })();
        if (res.statusCode !== 400 || error !== want)
          failures.push(`${route.method} ${route.url} (${as}): wanted 400 "${want}", got ${res.statusCode} "${error}"`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(15);
  }, 120_000);
});
