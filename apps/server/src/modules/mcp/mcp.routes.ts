import { ErrorCode } from '@loci/shared';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import { innerCallHeaders } from '../../http/inner-call.js';
import { access, touches } from '../../http/route-access.js';
import { EXPORT_LINK_TTL_MS, signExportTicket } from './export-links.js';
import { type ApiCall, registerTools } from './mcp-tools.js';

export const MCP_TOKEN_MESSAGE = 'The MCP server takes a personal access token: Authorization: Bearer loci_pat_…';
export const MCP_BATCH_MESSAGE = 'This MCP server takes one JSON-RPC message per request: send each tool call in its own request.';

/**
 * The MCP server at /mcp (Streamable HTTP, stateless: a server and transport per request, JSON
 * answers). Only a personal access token gets in; it needs the `read` scope, and each tool the
 * scope of the route it calls.
 */
export async function mcpRoutes(app: FastifyInstance, opts: { version: string; publicUrl: string; secret: string }): Promise<void> {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const grant = request.tokenGrant;
    if (!grant) throw new AppError(ErrorCode.Unauthenticated, MCP_TOKEN_MESSAGE);
    // The token's per-minute limit counts requests, and the tools' own calls are not counted again
    // (inner calls): a batch would run any number of tools for one count. MCP 2025-06-18 has no batches.
    if (Array.isArray(request.body) && request.body.length !== 1) throw new AppError(ErrorCode.BadRequest, MCP_BATCH_MESSAGE);
    const authorization = String(request.headers.authorization ?? '');
    const server = new McpServer({ name: 'loci', version: opts.version });
    const exportLink = (projectId: string, format: 'pptx' | 'pdf', pages?: string[]) => {
      const ticket = signExportTicket(opts.secret, {
        tokenId: grant.tokenId,
        projectId,
        format,
        pages,
        expiresAt: Date.now() + EXPORT_LINK_TTL_MS,
      });
      return `${opts.publicUrl}/api/exports?ticket=${ticket}`;
    };
    registerTools(server, apiFor(app, authorization, opts.secret), { workspaceIds: grant.workspaceIds, exportLink });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    reply.hijack();
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  };
  // Each tool calls its route in process, where that route's workspace checks apply.
  const config = { ...access.user('read'), ...touches({ none: 'each tool calls its route, checked there' }) };
  app.post('/mcp', { config }, handler);
  // Stateless: no stream to resume and no session to end.
  const notHere = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.status(405).header('allow', 'POST').send({ code: ErrorCode.BadRequest, error: 'This MCP server is stateless: POST /mcp only.' });
  app.get('/mcp', { config }, notHere);
  app.delete('/mcp', { config }, notHere);
}

/** Calls the app's own routes with the caller's token (in process, through every hook a request passes). */
function apiFor(app: FastifyInstance, authorization: string, secret: string): ApiCall {
  return async ({ method, url, json, form }) => {
    let body: FormData | string | undefined;
    // Counted once against the token's limit: as the caller's /mcp request, not again per inner call.
    const headers: Record<string, string> = { authorization, ...innerCallHeaders(secret, authorization) };
    if (form) {
      body = new FormData();
      for (const [key, value] of Object.entries(form)) body.append(key, value);
    } else if (json !== undefined) {
      body = JSON.stringify(json);
      headers['content-type'] = 'application/json';
    }
    const res = await app.inject({ method, url, headers, ...(body === undefined ? {} : { body }) });
    const contentType = String(res.headers['content-type'] ?? '');
    let parsed: unknown = null;
    if (contentType.includes('json')) parsed = res.json();
    return { status: res.statusCode, body: parsed, raw: res.rawPayload, contentType };
  };
}
