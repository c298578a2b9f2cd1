import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { signIn } from '../../support/auth-ui';
import { newUser, signUpViaApi } from '../../support/users';

export const sidebar = (page: Page): Locator => page.getByRole('navigation', { name: 'Presentation pages' });
export const board = (page: Page): Locator => page.getByRole('main');
export const openButtons = (page: Page): Locator => board(page).getByRole('button', { name: /^Open / });

/** Creates a Lisbon project with the historical and social insights through the API. */
export async function createProject(page: Page, name = 'Alfama Hotel'): Promise<string> {
  const response = await page.request.post('/api/projects/', {
    multipart: {
      projectName: name,
      projectLocation: 'Lisbon',
      contextInsights: 'historical,social',
      brandName: 'Casa Azul',
      website: 'https://casa-azul.example',
      keywords: JSON.stringify(['azulejo', 'river light', 'lime plaster']),
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { project_id?: string; id?: string; project?: { id: string } };
  const id = body.project_id ?? body.id ?? body.project?.id;
  if (!id) throw new Error(`No project id in ${JSON.stringify(body)}`);
  return id;
}

/** A new signed-in user with a new project; returns the project id. */
export async function signedInProject(page: Page, request: APIRequestContext, prefix: string): Promise<string> {
  const user = await signUpViaApi(request, newUser(prefix, 'Álvaro Siza'));
  await signIn(page, user.email, user.password);
  return createProject(page);
}

/** Opens the presentation and waits until Historical Context has its four images and the toast left. */
export async function openGeneratedContext(page: Page, projectId: string): Promise<void> {
  await page.goto(`/projects/${projectId}/presentation`);
  await expect(openButtons(page)).toHaveCount(4, { timeout: 60_000 });
  await expect(page.getByText('Generating Historical Context')).toBeHidden({ timeout: 15_000 });
}

type BoardJson = { images?: string[]; imageLabels?: string[]; labels?: string[] };
type ProjectJson = { data: { contexts: Record<string, BoardJson>; topics: Record<string, BoardJson> } };

/** The stored Historical Context board as `GET /api/projects/:id/` returns it. */
export async function storedContext(page: Page, projectId: string): Promise<BoardJson> {
  const response = await page.request.get(`/api/projects/${projectId}/`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as ProjectJson;
  return body.data.contexts.historical ?? {};
}

export type Progress = { sections: { section: string; kind: string; total: number; completed: number; failed: number; status: string }[] };

/** `GET /api/projects/:id/generation`. */
export async function generationProgress(page: Page, projectId: string): Promise<Progress> {
  const response = await page.request.get(`/api/projects/${projectId}/generation`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Progress;
}

/** The asset id of an image URL (`/api/assets/<sha>` with or without a size suffix). */
export function assetId(src: string | null): string {
  return /\/api\/assets\/([0-9a-f]{16,})/i.exec(src ?? '')?.[1] ?? src ?? '';
}

/** Screenshot into e2e/screenshots after the fonts are in. */
export async function capture(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `screenshots/${name}.png` });
}
