import { type APIRequestContext, expect, type PlaywrightWorkerArgs } from '@playwright/test';
import type { TestUser } from './users';

/** The `playwright` worker fixture (it makes new API contexts). */
export type PlaywrightFixture = PlaywrightWorkerArgs['playwright'];

/** A contextual insight: one section of the presentation. */
export type Insight = 'historical' | 'social' | 'physical';

/** A board of one insight: its Context or its Topics. */
export type BoardKind = 'context' | 'topics';

/** What the Instructions form sends for a new project. */
export type ProjectFields = {
  name: string;
  location: string;
  insights: Insight[];
  brandName: string;
  website: string;
  keywords: string[];
  /** The picked hexagon's centre, when the project has one. */
  lat?: number;
  lng?: number;
  /** Sent as JSON when given (the form sends `[]` before any prompt is written). */
  prompts?: string[];
  /** The studio to create it in (the personal workspace when absent). */
  workspaceId?: string;
};

/** Progress of one board, as `GET /api/projects/:id/generation` reports it. */
export type BoardProgress = {
  section: string;
  kind: string;
  total: number;
  completed: number;
  failed: number;
  status: 'pending' | 'queued' | 'running' | 'done' | 'failed';
};

/** The answer of `GET /api/projects/:id/generation`. */
export type GenerationProgress = { sections: BoardProgress[]; running: boolean };

function appOrigin(baseURL: string | undefined): string {
  if (!baseURL) throw new Error('baseURL is not configured');
  return new URL(baseURL).origin;
}

/**
 * The app's Origin for writes sent with a page's cookies (`page.request` adds none): the server
 * refuses a cookie-authenticated POST, PUT or DELETE that does not say it comes from the app.
 */
function sameOrigin(): Record<string, string> {
  const base = process.env.LOCI_E2E_BASE_URL;
  return base ? { Origin: appOrigin(base) } : {};
}

/**
 * A fresh, signed-out API context that sends the app's Origin: once a context holds a
 * session cookie, better-auth refuses cookie-carrying auth calls without a trusted Origin.
 */
export async function newApiContext(playwright: PlaywrightFixture, baseURL: string | undefined): Promise<APIRequestContext> {
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: appOrigin(baseURL) } });
}

/**
 * An API context for one user: signs in (POST /api/auth/sign-in/email, with the app's Origin)
 * and sends the bearer token from `set-auth-token` on every request. Dispose it when done.
 */
export async function signedInApi(playwright: PlaywrightFixture, baseURL: string | undefined, user: TestUser): Promise<APIRequestContext> {
  const origin = appOrigin(baseURL);
  const anonymous = await newApiContext(playwright, baseURL);
  const response = await anonymous.post('/api/auth/sign-in/email', { data: { email: user.email, password: user.password } });
  expect(response.status(), await response.text()).toBe(200);
  const token = response.headers()['set-auth-token'];
  expect(token, 'set-auth-token header').toBeTruthy();
  await anonymous.dispose();
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: origin, Authorization: `Bearer ${token}` } });
}

/**
 * Creates a project (POST /api/projects/, multipart, as the Instructions form sends it) and
 * returns its id. `api` is any signed-in context: `signedInApi(…)` or a signed-in `page.request`.
 */
export async function createProject(api: APIRequestContext, fields: ProjectFields): Promise<string> {
  const multipart: Record<string, string> = {
    projectName: fields.name,
    projectLocation: fields.location,
    contextInsights: fields.insights.join(','),
    brandName: fields.brandName,
    website: fields.website,
    keywords: JSON.stringify(fields.keywords),
  };
  if (fields.lat !== undefined) multipart.locationLat = String(fields.lat);
  if (fields.lng !== undefined) multipart.locationLng = String(fields.lng);
  if (fields.prompts) multipart.prompts = JSON.stringify(fields.prompts);
  if (fields.workspaceId) multipart.workspace_id = fields.workspaceId;
  const created = await api.post('/api/projects/', { multipart, headers: sameOrigin() });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { project_id: string }).project_id;
}

/**
 * Attaches `count` offline images to a project (test-only POST /api/projects/:id/dev/seed-images,
 * which needs LOCI_E2E_SEED=1 on the server; playwright.config.ts sets it).
 */
export async function seedImages(api: APIRequestContext, projectId: string, count: number): Promise<void> {
  const seeded = await api.post(`/api/projects/${projectId}/dev/seed-images`, { data: { count }, headers: sameOrigin() });
  expect(seeded.status(), `seed-images (is LOCI_E2E_SEED=1 set?) ${await seeded.text()}`).toBe(200);
}

/** `GET /api/projects/:id/generation`: the progress of every board of the project. */
export async function generationProgress(api: APIRequestContext, projectId: string): Promise<GenerationProgress> {
  const response = await api.get(`/api/projects/${projectId}/generation`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as GenerationProgress;
}

/**
 * Queues one board (POST /api/projects/:id/generation) on the offline providers and polls
 * `GET` until all its images are done (completed === total, total > 0). Fails at once when the
 * board finishes with failed images, and after 60 s with the last progress seen.
 */
export async function generateBoard(api: APIRequestContext, projectId: string, section: Insight, kind: BoardKind): Promise<void> {
  const queued = await api.post(`/api/projects/${projectId}/generation`, { data: { section, kind }, headers: sameOrigin() });
  expect(queued.ok(), await queued.text()).toBe(true);
  const deadline = Date.now() + 60_000;
  for (let attempt = 0; ; attempt++) {
    const progress = await generationProgress(api, projectId);
    const board = progress.sections.find((s) => s.section === section && s.kind === kind);
    if (board && board.total > 0 && board.completed === board.total) return;
    const seen = board ? `${board.completed} of ${board.total} done, ${board.failed} failed, ${board.status}` : 'not in the progress';
    if (board?.status === 'failed') throw new Error(`Generating ${section} ${kind} failed: ${seen}`);
    if (Date.now() > deadline) throw new Error(`Generating ${section} ${kind} did not finish in 60 s: ${seen}`);
    await new Promise((resolve) => setTimeout(resolve, attempt === 0 ? 500 : 1000));
  }
}

/** Creates a review link for a project (POST /api/projects/:id/review-links); returns its path, `/review/<token>`. */
export async function createReviewLink(api: APIRequestContext, projectId: string): Promise<string> {
  const created = await api.post(`/api/projects/${projectId}/review-links`, { data: {}, headers: sameOrigin() });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { path: string }).path;
}

/** Creates a studio (POST /api/workspaces/) and returns its id. */
export async function createStudio(api: APIRequestContext, name: string): Promise<string> {
  const created = await api.post('/api/workspaces/', { data: { name }, headers: sameOrigin() });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { workspace: { id: string } }).workspace.id;
}

/** Invites an address to a studio (POST /api/workspaces/:id/invites); the mail goes to the outbox. */
export async function inviteToStudio(api: APIRequestContext, workspaceId: string, email: string, role: 'editor' | 'viewer'): Promise<void> {
  const sent = await api.post(`/api/workspaces/${workspaceId}/invites`, { data: { email, role }, headers: sameOrigin() });
  expect(sent.status(), await sent.text()).toBe(201);
}
