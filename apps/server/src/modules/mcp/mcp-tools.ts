import { type McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';

/** One call to the app's own HTTP API, as the token's person: same routes, same guards, scopes and quotas. */
export type ApiCall = (call: { method: 'GET' | 'POST' | 'DELETE'; url: string; json?: unknown; form?: Record<string, string> }) => Promise<{
  status: number;
  body: unknown;
  raw: Buffer;
  contentType: string;
}>;

const id = z.string().describe('The project id (from list_projects or create_project).');
const asText = (value: unknown): CallToolResult => ({ content: [{ type: 'text', text: JSON.stringify(value, null, 2) }] });
const failed = (status: number, body: unknown): CallToolResult => {
  const error = (body as { error?: unknown } | null)?.error;
  return {
    isError: true,
    content: [{ type: 'text', text: `HTTP ${status}: ${typeof error === 'string' ? error : JSON.stringify(body)}` }],
  };
};

/** Runs a call and answers its JSON as the tool's text, or the API's refusal as a tool error. */
async function forward(api: ApiCall, call: Parameters<ApiCall>[0], pick: (body: unknown) => unknown = (b) => b): Promise<CallToolResult> {
  const res = await api(call);
  return res.status >= 400 ? failed(res.status, res.body) : asText(pick(res.body));
}

/**
 * The tools an agent gets. Each one is a call to the HTTP route a person's browser would make, so
 * it passes the same access checks (role, token scope, token workspaces) and is charged to the same quotas.
 */
/** Makes the short-lived download link of an export the caller was just allowed to make. */
export type ExportLink = (projectId: string, format: 'pptx' | 'pdf', pages?: string[]) => string;

export function registerTools(server: McpServer, api: ApiCall, opts: { workspaceIds: string[]; exportLink: ExportLink }): void {
  const { workspaceIds } = opts;
  server.registerTool(
    'list_workspaces',
    { description: 'The workspaces this token may act in, with your role in each.', inputSchema: {} },
    async () =>
      forward(api, { method: 'GET', url: '/api/workspaces/' }, (b) => ({
        workspaces: ((b as { workspaces: { id: string }[] }).workspaces ?? []).filter((w) => workspaceIds.includes(w.id)),
      })),
  );
  server.registerTool(
    'list_projects',
    {
      description: "A workspace's projects (the personal workspace when none is named).",
      inputSchema: { workspace_id: z.string().optional() },
    },
    async ({ workspace_id }) =>
      forward(api, { method: 'GET', url: `/api/projects/${workspace_id ? `?workspace=${encodeURIComponent(workspace_id)}` : ''}` }),
  );
  server.registerTool(
    'create_project',
    {
      description: 'Creates a project from a brief: its name, the place, the brand, its website and the insights to draw on.',
      inputSchema: {
        name: z.string().min(1).max(200),
        place: z.string().max(200).optional().describe('Where the project is, e.g. "Lisbon, Portugal".'),
        brand: z.string().max(200).optional(),
        website: z.string().max(500).optional(),
        insights: z.array(z.enum(['historical', 'social', 'physical'])).optional(),
        workspace_id: z.string().optional().describe('Where to create it; the personal workspace when left out.'),
      },
    },
    async (input) => {
      const form: Record<string, string> = { projectName: input.name };
      if (input.place) form.projectLocation = input.place;
      if (input.brand) form.brandName = input.brand;
      if (input.website) form.website = input.website;
      if (input.insights?.length) form.contextInsights = input.insights.join(',');
      if (input.workspace_id) form.workspace_id = input.workspace_id;
      return forward(api, { method: 'POST', url: '/api/projects/', form });
    },
  );
  server.registerTool(
    'get_project',
    { description: 'A project with its boards and moodboards.', inputSchema: { project_id: id } },
    async ({ project_id }) => forward(api, { method: 'GET', url: `/api/projects/${encodeURIComponent(project_id)}/` }),
  );
  server.registerTool(
    'generate_boards',
    {
      description:
        "Queues generation of a project's boards (all pages, or one section). Returns the job's progress; poll get_generation_status.",
      inputSchema: {
        project_id: id,
        section: z.enum(['historical', 'social', 'physical']).optional(),
        kind: z.enum(['context', 'topics', 'all']).optional(),
      },
    },
    async ({ project_id, ...job }) =>
      forward(api, { method: 'POST', url: `/api/projects/${encodeURIComponent(project_id)}/generation`, json: job }),
  );
  server.registerTool(
    'get_generation_status',
    { description: "Progress of a project's board generation, board by board.", inputSchema: { project_id: id } },
    async ({ project_id }) => forward(api, { method: 'GET', url: `/api/projects/${encodeURIComponent(project_id)}/generation` }),
  );
  registerMoodboardTools(server, api);
  registerDeliveryTools(server, api, opts.exportLink);
  // A project's pages (its boards, moodboards and their images) as a resource an agent can read or attach.
  server.registerResource(
    'project-pages',
    new ResourceTemplate('loci://projects/{project_id}/pages', { list: undefined }),
    { description: "A project's pages: its boards and moodboards with their images and prompts.", mimeType: 'application/json' },
    async (uri, { project_id }) => {
      const res = await api({ method: 'GET', url: `/api/projects/${encodeURIComponent(String(project_id))}/` });
      if (res.status >= 400) throw new Error(`HTTP ${res.status}: ${(res.body as { error?: string } | null)?.error ?? 'refused'}`);
      return { contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(res.body) }] };
    },
  );
}

function registerMoodboardTools(server: McpServer, api: ApiCall): void {
  server.registerTool(
    'create_moodboard',
    {
      description: 'Makes a moodboard from one board image (its /api/assets/… URL or sha) and a topic.',
      inputSchema: {
        project_id: id,
        topic: z.string().min(1).max(200),
        insight: z.enum(['historical', 'social', 'physical']),
        selected_image: z.string().describe('A board image: its /api/assets/<sha> URL or the sha.'),
        programmatic_area: z.string().max(60).optional(),
        description: z.string().max(4000).optional(),
      },
    },
    async (input) =>
      forward(api, {
        method: 'POST',
        url: '/generate_moodboard_metadata/',
        form: {
          project_id: input.project_id,
          moodboardPrompt: input.topic,
          selectedInsight: input.insight,
          selectedImage: input.selected_image,
          ...(input.programmatic_area ? { programmaticArea: input.programmatic_area } : {}),
          ...(input.description ? { optionalPrompt: input.description } : {}),
        },
      }),
  );
  server.registerTool(
    'render',
    {
      description: "Renders a moodboard's interior (a new image from the moodboard and an area).",
      inputSchema: {
        project_id: id,
        moodboard_id: z.string(),
        programmatic_area: z.string().max(60).optional(),
        description: z.string().max(4000).optional(),
      },
    },
    async (input) =>
      forward(api, {
        method: 'POST',
        url: '/generate_render/',
        form: {
          project_id: input.project_id,
          moodboard_id: input.moodboard_id,
          ...(input.programmatic_area ? { programmaticArea: input.programmatic_area } : {}),
          ...(input.description ? { areaDescription: input.description } : {}),
        },
      }),
  );
}

function registerDeliveryTools(server: McpServer, api: ApiCall, exportLink: ExportLink): void {
  server.registerTool(
    'export',
    {
      description: 'Exports the project as a deck (pptx or pdf), optionally some pages only. Returns a download URL valid for 10 minutes.',
      inputSchema: { project_id: id, format: z.enum(['pptx', 'pdf']), pages: z.array(z.string()).optional() },
    },
    async ({ project_id, format, pages }) => {
      const res = await api({
        method: 'POST',
        url: `/api/projects/${encodeURIComponent(project_id)}/export`,
        json: { format, ...(pages ? { pages } : {}) },
      });
      if (res.status >= 400) return failed(res.status, res.body);
      const url = exportLink(project_id, format, pages);
      return asText({ url, format, bytes: res.raw.length, expires_in_seconds: 600 });
    },
  );
  server.registerTool(
    'create_review_link',
    {
      description: 'A link for a client to review the boards (no account), valid for some days, optionally with a passcode.',
      inputSchema: {
        project_id: id,
        label: z.string().max(80).optional(),
        expires_in_days: z.number().int().min(1).max(90).optional(),
        passcode: z.string().optional(),
      },
    },
    async ({ project_id, label, expires_in_days, passcode }) =>
      forward(api, {
        method: 'POST',
        url: `/api/projects/${encodeURIComponent(project_id)}/review-links`,
        json: {
          ...(label ? { label } : {}),
          ...(expires_in_days ? { expiresInDays: expires_in_days } : {}),
          ...(passcode ? { passcode } : {}),
        },
      }),
  );
  server.registerTool(
    'get_feedback',
    { description: 'What reviewers said: verdicts and comments per page and image.', inputSchema: { project_id: id } },
    async ({ project_id }) => forward(api, { method: 'GET', url: `/api/projects/${encodeURIComponent(project_id)}/feedback` }),
  );
}
