import { type APIRequestContext, expect, type PlaywrightWorkerArgs } from '@playwright/test';
import type { TestUser } from '../../support/users';

// Copied in small from specs/canvas/canvas-api.ts so spec folders stay independent.

/** An API context for one user: signs in (with the app's Origin) and sends the bearer token. */
export async function signedInApi(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  user: TestUser,
): Promise<APIRequestContext> {
  if (!baseURL) throw new Error('baseURL is not configured');
  const origin = new URL(baseURL).origin;
  const anonymous = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: origin } });
  const response = await anonymous.post('/api/auth/sign-in/email', { data: { email: user.email, password: user.password } });
  expect(response.status(), await response.text()).toBe(200);
  const token = response.headers()['set-auth-token'];
  expect(token, 'set-auth-token header').toBeTruthy();
  await anonymous.dispose();
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: origin, Authorization: `Bearer ${token}` } });
}

/** Creates a Lisbon project with the Historical insight (POST /api/projects/, multipart) and returns its id. */
export async function createProject(api: APIRequestContext, name: string): Promise<string> {
  const created = await api.post('/api/projects/', {
    multipart: {
      projectName: name,
      projectLocation: 'Lisbon',
      contextInsights: 'historical',
      brandName: 'Aurora Hotels',
      website: 'https://aurora.example',
      keywords: JSON.stringify(['limestone', 'linen', 'harbour light']),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { project_id: string }).project_id;
}

type Progress = { sections: { section: string; kind: string; total: number; completed: number }[] };

/** Queues one board on the offline providers and waits until all its images are done. */
export async function generateBoard(api: APIRequestContext, projectId: string, section: string, kind: 'context' | 'topics'): Promise<void> {
  const queued = await api.post(`/api/projects/${projectId}/generation`, { data: { section, kind } });
  expect(queued.ok(), await queued.text()).toBe(true);
  await expect
    .poll(
      async () => {
        const progress = (await (await api.get(`/api/projects/${projectId}/generation`)).json()) as Progress;
        const entry = progress.sections.find((s) => s.section === section && s.kind === kind);
        return Boolean(entry && entry.total > 0 && entry.completed === entry.total);
      },
      { timeout: 60_000, intervals: [500, 1000] },
    )
    .toBe(true);
}
