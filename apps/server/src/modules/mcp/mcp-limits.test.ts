import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildProject } from '../../../test/builders.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { EXPORT_LINK_DOWNLOADS } from './export-download.routes.js';
import { MCP_BATCH_MESSAGE } from './mcp.routes.js';

/** Issue #43 item 2: a JSON-RPC batch ran 100 tools for one count; an export link rendered a fresh PDF per download, unlimited. */
let t: TestApp;
let ana: TestUser;
let personal: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000' });
  ana = await buildUser(t.app, { name: 'Ana Agent' });
  const list = await t.app.inject({ method: 'GET', url: '/api/workspaces/', headers: ana.headers });
  personal = list.json().workspaces[0].id;
}, 240_000);
afterAll(async () => t?.close());

async function makeToken(scopes: string[]): Promise<{ secret: string; id: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tokens',
    headers: ana.headers,
    payload: { name: 'Agent', expires_in_days: 7, scopes, workspace_ids: [personal] },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { secret: res.json().token, id: res.json().personal_token.id };
}

const mcp = (secret: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/mcp',
    headers: { authorization: `Bearer ${secret}`, accept: 'application/json, text/event-stream', 'content-type': 'application/json' },
    payload: payload as object,
  });

const toolCall = (id: number, name: string, args: Record<string, unknown>) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name, arguments: args },
});

describe('MCP batches', () => {
  it('refuses a batch of tool calls (400) without running any of them; a batch of one still works', async () => {
    const mine = await buildProject(t.app, ana);
    const { secret } = await makeToken(['read', 'export']);
    const exportProject = vi.spyOn(t.app.services.exports, 'exportProject');
    try {
      const batch = await mcp(
        secret,
        Array.from({ length: 5 }, (_, i) => toolCall(i + 1, 'export', { project_id: mine, format: 'pdf' })),
      );
      expect(batch.statusCode, batch.body).toBe(400);
      expect(batch.json().error).toBe(MCP_BATCH_MESSAGE);
      expect(exportProject).not.toHaveBeenCalled();
      const one = await mcp(secret, [toolCall(1, 'get_project', { project_id: mine })]);
      expect(one.statusCode, one.body).toBe(200);
    } finally {
      exportProject.mockRestore();
    }
  });
});

describe('export links', () => {
  it(`render once for their lifetime, and allow ${EXPORT_LINK_DOWNLOADS} downloads`, async () => {
    const mine = await buildProject(t.app, ana);
    const { secret } = await makeToken(['read', 'export']);
    const made = await mcp(secret, toolCall(1, 'export', { project_id: mine, format: 'pdf' }));
    expect(made.statusCode, made.body).toBe(200);
    const url = new URL(JSON.parse(made.json().result.content[0].text).url);
    const exportProject = vi.spyOn(t.app.services.exports, 'exportProject');
    try {
      const get = () => t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      // Simultaneous first downloads share one render.
      const [first, second] = await Promise.all([get(), get()]);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      for (let i = 2; i < EXPORT_LINK_DOWNLOADS; i++) {
        const again = await get();
        expect(again.statusCode).toBe(200);
        expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      }
      expect(exportProject).toHaveBeenCalledTimes(1);
      const over = await get();
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(exportProject).toHaveBeenCalledTimes(1);

      // Another link (another token, another person's count) is not touched by this one's.
      const other = await mcp(secret, toolCall(2, 'export', { project_id: mine, format: 'pdf' }));
      const otherUrl = new URL(JSON.parse(other.json().result.content[0].text).url);
      const fresh = await t.app.inject({ method: 'GET', url: `${otherUrl.pathname}${otherUrl.search}` });
      expect(fresh.statusCode).toBe(200);
    } finally {
      exportProject.mockRestore();
    }
  }, 120_000);
});
