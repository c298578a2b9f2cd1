import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject } from '../../../test/builders.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';

/** The MCP server over a real socket, driven by the SDK's own client. */

let t: TestApp;
let base: URL;
let ana: TestUser;
let personal: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000' });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = new URL('/mcp', address);
  ana = await buildUser(t.app, { name: 'Ana Agent' });
  const list = await t.app.inject({ method: 'GET', url: '/api/workspaces/', headers: ana.headers });
  personal = list.json().workspaces[0].id;
});
afterAll(async () => t?.close());

async function makeToken(
  user: TestUser,
  workspaceIds: string[],
  scopes = ['read', 'write', 'generate', 'export', 'review'],
): Promise<{ secret: string; id: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tokens',
    headers: user.headers,
    payload: { name: 'Agent', expires_in_days: 7, scopes, workspace_ids: workspaceIds },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { secret: res.json().token, id: res.json().personal_token.id };
}

async function connect(secret?: string): Promise<Client> {
  const client = new Client({ name: 'loci-test', version: '1.0.0' });
  const headers: Record<string, string> = secret ? { authorization: `Bearer ${secret}` } : {};
  await client.connect(new StreamableHTTPClientTransport(base, { requestInit: { headers } }));
  return client;
}

const text = (result: unknown) => {
  const r = result as CallToolResult;
  const first = r.content[0];
  return first?.type === 'text' ? first.text : '';
};
const json = (result: unknown) => JSON.parse(text(result));

describe('the MCP server', () => {
  it('lists its tools and runs create → generate → status → export on the offline providers', async () => {
    const { secret, id: tokenId } = await makeToken(ana, [personal]);
    const client = await connect(secret);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual(
        [
          'create_moodboard',
          'create_project',
          'create_review_link',
          'export',
          'generate_boards',
          'get_feedback',
          'get_generation_status',
          'get_project',
          'list_projects',
          'list_workspaces',
          'render',
        ].sort(),
      );
      const workspaces = json(await client.callTool({ name: 'list_workspaces', arguments: {} }));
      expect(workspaces.workspaces.map((w: { id: string }) => w.id)).toEqual([personal]);

      const created = await client.callTool({
        name: 'create_project',
        arguments: { name: 'Harbour Hotel', place: 'Lisbon', brand: 'Maré', insights: ['historical'] },
      });
      expect(created.isError ?? false, text(created)).toBe(false);
      const projectId: string = json(created).project_id;

      const queued = await client.callTool({ name: 'generate_boards', arguments: { project_id: projectId } });
      expect(queued.isError ?? false, text(queued)).toBe(false);
      expect(json(queued).running).toBe(true);

      const worker = t.app.services.generation.startWorker({ concurrency: 3, pollMs: 20 });
      let status: { running: boolean } = { running: true };
      try {
        for (let i = 0; i < 1500 && status.running; i++) {
          status = json(await client.callTool({ name: 'get_generation_status', arguments: { project_id: projectId } }));
          if (status.running) await new Promise((r) => setTimeout(r, 20));
        }
      } finally {
        await worker.stop();
      }
      expect(status.running).toBe(false);

      const pages = await client.readResource({ uri: `loci://projects/${projectId}/pages` });
      const read = pages.contents[0];
      expect(read && 'text' in read ? JSON.parse(String(read.text)).project.id : null).toBe(projectId);

      const exported = await client.callTool({ name: 'export', arguments: { project_id: projectId, format: 'pdf' } });
      expect(exported.isError ?? false, text(exported)).toBe(false);
      const link = new URL(json(exported).url);
      expect(link.pathname).toBe('/api/exports');
      const at = (ticket: string) => new URL(`/api/exports?ticket=${ticket}`, base);
      const ticket = link.searchParams.get('ticket') ?? '';
      // A plain download, no header: the link is the credential, for a few minutes.
      const download = await fetch(at(ticket));
      expect(download.status, await download.clone().text()).toBe(200);
      expect(
        Buffer.from(await download.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      const forged = await fetch(at(`${ticket.slice(0, -3)}abc`));
      expect(forged.status).toBe(404);
      const revoke = await t.app.inject({ method: 'DELETE', url: `/api/tokens/${tokenId}`, headers: ana.headers });
      expect(revoke.statusCode).toBe(200);
      expect((await fetch(at(ticket))).status).toBe(404);
    } finally {
      await client.close();
    }
  }, 120_000);

  it("counts a tool call once against the token's limit, however many API calls it makes inside", async () => {
    const mine = await buildProject(t.app, ana);
    const { secret, id } = await makeToken(ana, [personal], ['read']);
    const used = async () =>
      (await t.adapters.database.db.selectFrom('rate_limit').select('count').where('key', '=', `pat:${id}`).executeTakeFirst())?.count ?? 0;
    // One raw JSON-RPC request (the SDK client also opens a stream in the background, which would count too).
    const before = await used();
    const call = await t.app.inject({
      method: 'POST',
      url: '/mcp',
      headers: { authorization: `Bearer ${secret}`, accept: 'application/json, text/event-stream', 'content-type': 'application/json' },
      payload: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_project', arguments: { project_id: mine } } },
    });
    expect(call.statusCode, call.body).toBe(200);
    expect(call.json().result.isError ?? false).toBe(false);
    expect(await used()).toBe(before + 1);
    // The inner-call header is an HMAC under the server's secret: a forged one counts as usual.
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${mine}/`,
      headers: { authorization: `Bearer ${secret}`, 'x-loci-inner-call': 'forged' },
    });
    expect(forged.statusCode).toBe(200);
    const after = await used();
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${mine}/`,
      headers: { authorization: `Bearer ${secret}`, 'x-loci-inner-call': 'forged' },
    });
    expect(again.statusCode).toBe(200);
    expect(await used()).toBe(after + 1);
  });

  it('is refused without a token, with a session instead of one, and with a revoked one', async () => {
    await expect(connect()).rejects.toThrow(/UNAUTHENTICATED.*Please sign in/);
    const session = new Client({ name: 'loci-test', version: '1.0.0' });
    await expect(session.connect(new StreamableHTTPClientTransport(base, { requestInit: { headers: ana.headers } }))).rejects.toThrow(
      /UNAUTHENTICATED.*takes a personal access token/,
    );
    const { secret, id } = await makeToken(ana, [personal]);
    const client = await connect(secret);
    await client.close();
    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/tokens/${id}`, headers: ana.headers });
    expect(revoked.statusCode).toBe(200);
    await expect(connect(secret)).rejects.toThrow(/UNAUTHENTICATED.*unknown, revoked or expired/);
  });

  it('answers a tool error for a project the token cannot see, and for a scope it lacks', async () => {
    const bea = await buildUser(t.app);
    const hers = await buildProject(t.app, bea);
    const mine = await buildProject(t.app, ana);
    const reader = await makeToken(ana, [personal], ['read']);
    const client = await connect(reader.secret);
    try {
      const other = await client.callTool({ name: 'get_project', arguments: { project_id: hers } });
      expect(other.isError).toBe(true);
      expect(text(other)).toMatch(/404: Project not found/);
      await expect(client.readResource({ uri: `loci://projects/${hers}/pages` })).rejects.toThrow(/404: Project not found/);
      const own = await client.callTool({ name: 'get_project', arguments: { project_id: mine } });
      expect(own.isError ?? false).toBe(false);
      const generate = await client.callTool({ name: 'generate_boards', arguments: { project_id: mine } });
      expect(generate.isError).toBe(true);
      expect(text(generate)).toMatch(/403: .*"generate"/);
    } finally {
      await client.close();
    }
  });
});
