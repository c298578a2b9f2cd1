import { type APIRequestContext, expect, type PlaywrightWorkerArgs } from '@playwright/test';
import type { TestUser } from '../../support/users';

export type SeedProject = { name: string; location: string; images: number };

/**
 * A fresh API context for one user. It sends the app's Origin: once the context holds a
 * session cookie, better-auth refuses cookie-carrying auth calls without a trusted Origin.
 */
export async function newApiContext(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
): Promise<APIRequestContext> {
  if (!baseURL) throw new Error('baseURL is not configured');
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: new URL(baseURL).origin } });
}

/** Signs in through the API and returns the bearer token (the `set-auth-token` header). */
export async function getBearerToken(request: APIRequestContext, user: TestUser): Promise<string> {
  const response = await request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const token = response.headers()['set-auth-token'];
  expect(token, 'set-auth-token header').toBeTruthy();
  return token;
}

/**
 * Creates a project (POST /api/projects/, multipart) and attaches `images` offline images
 * (test-only POST /api/projects/:id/dev/seed-images, needs LOCI_E2E_SEED=1 on the server).
 */
export async function seedProject(request: APIRequestContext, token: string, seed: SeedProject): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/projects/', {
    headers,
    multipart: {
      projectName: seed.name,
      projectLocation: seed.location,
      contextInsights: 'historical,social,physical',
      brandName: 'Aurora Hotels',
      website: 'https://aurora.example',
      keywords: JSON.stringify(['limestone', 'linen']),
      prompts: JSON.stringify([]),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { project_id: id } = (await created.json()) as { project_id: string };
  if (seed.images > 0) {
    const seeded = await request.post(`/api/projects/${id}/dev/seed-images`, { headers, data: { count: seed.images } });
    expect(seeded.status(), `seed-images (is LOCI_E2E_SEED=1 set?) ${await seeded.text()}`).toBe(200);
  }
  return id;
}
