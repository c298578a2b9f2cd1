import { type APIRequestContext, expect, type PlaywrightWorkerArgs } from '@playwright/test';
import type { TestUser } from '../../support/users';

export type CanvasSeed = { name: string; location: string; keywords: string[]; lat: number; lng: number };

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

/** Creates a project (POST /api/projects/, multipart) and returns its id. */
export async function createCanvasProject(api: APIRequestContext, seed: CanvasSeed): Promise<string> {
  const created = await api.post('/api/projects/', {
    multipart: {
      projectName: seed.name,
      projectLocation: seed.location,
      contextInsights: 'historical,social,physical',
      brandName: 'Aurora Hotels',
      website: 'https://aurora.example',
      keywords: JSON.stringify(seed.keywords),
      locationLat: String(seed.lat),
      locationLng: String(seed.lng),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { project_id: string }).project_id;
}

type Progress = { sections: { section: string; kind: string; total: number; completed: number }[] };

/** Queues one section's Context on the offline providers and waits until all its images are done. */
export async function generateContext(api: APIRequestContext, projectId: string, section: string): Promise<void> {
  const queued = await api.post(`/api/projects/${projectId}/generation`, { data: { section, kind: 'context' } });
  expect(queued.ok(), await queued.text()).toBe(true);
  await expect
    .poll(
      async () => {
        const progress = (await (await api.get(`/api/projects/${projectId}/generation`)).json()) as Progress;
        const entry = progress.sections.find((s) => s.section === section && s.kind === 'context');
        return entry && entry.total > 0 && entry.completed === entry.total;
      },
      { timeout: 60_000, intervals: [500, 1000] },
    )
    .toBe(true);
}
