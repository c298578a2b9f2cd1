import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { createProject, generateBoard } from '../../support/api';
import { signUpAndSignIn } from '../../support/auth-ui';
import { newUser } from '../../support/users';

/** The sidebar listing the presentation's pages. */
export const sidebar = (page: Page): Locator => page.getByRole('navigation', { name: 'Presentation pages' });
/** The board of the selected page. */
export const board = (page: Page): Locator => page.getByRole('main');
/** The board's image cells (each opens the image popup). */
export const openButtons = (page: Page): Locator => board(page).getByRole('button', { name: /^Open / });

/**
 * A new user (signed up through the API, signed in through the form) with a new Lisbon project,
 * "Alfama Hotel" with the Historical and Social insights; returns the project id.
 */
export async function signedInProject(page: Page, request: APIRequestContext, prefix: string, userName = 'Álvaro Siza'): Promise<string> {
  await signUpAndSignIn(page, request, newUser(prefix, userName));
  return createProject(page.request, {
    name: 'Alfama Hotel',
    location: 'Lisbon',
    insights: ['historical', 'social'],
    brandName: 'Casa Azul',
    website: 'https://casa-azul.example',
    keywords: ['azulejo', 'river light', 'lime plaster'],
  });
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

/** The asset id of an image URL (`/api/assets/<sha>` with or without a size suffix). */
export function assetId(src: string | null): string {
  return /\/api\/assets\/([0-9a-f]{16,})/i.exec(src ?? '')?.[1] ?? src ?? '';
}

type SlotJson = { images: string[]; slotStatus?: string[]; slotErrors?: string[] };

/**
 * Makes the server report one Context slot as failed (as after a provider timeout) in every read of
 * it: the project read and the board's own read (a job's end or a settled slot reads the board).
 * Reads that start after `stop()` get the server's answer. A flag rather than unroute(): unrouting
 * while a handler awaits its fetch makes fulfill() throw.
 */
export async function reportSlotFailed(
  page: Page,
  projectId: string,
  { section, index, error }: { section: string; index: number; error?: string },
): Promise<{ stop: () => void }> {
  let reporting = true;
  const fail = (board: SlotJson | undefined) => {
    if (!board) return;
    board.images[index] = '';
    board.slotStatus = board.images.map((_, i) => (i === index ? 'failed' : (board.slotStatus?.[i] ?? 'done')));
    if (error) board.slotErrors = board.images.map((_, i) => (i === index ? error : (board.slotErrors?.[i] ?? '')));
  };
  await page.route(`**/api/projects/${projectId}/`, async (route) => {
    if (!reporting || route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const json = (await response.json()) as { data: { contexts: Record<string, SlotJson> } };
    fail(json.data.contexts[section]);
    await route.fulfill({ response, json });
  });
  await page.route(`**/api/projects/${projectId}/boards/${section}/context`, async (route) => {
    if (!reporting || route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const json = (await response.json()) as { board: SlotJson | null };
    fail(json.board ?? undefined);
    await route.fulfill({ response, json });
  });
  return {
    stop: () => {
      reporting = false;
    },
  };
}

/** What a seeded moodboard is about: its topic, its description and its reference's prompt. */
export type MoodboardSeed = { topic: string; description: string; reference: string };

/** A moodboard with its images, made through the calls the app makes; its id, prompts and images. */
export async function seedMoodboard(
  page: Page,
  projectId: string,
  origin: string,
  seed: MoodboardSeed = {
    topic: 'Terracotta Lounge',
    description: 'A calm lounge in warm evening light.',
    reference: 'Terracotta tiles and oak',
  },
): Promise<{ moodboardId: string; prompts: string[]; images: string[] }> {
  const selectedImage = (await storedContext(page, projectId)).images?.[0] ?? '';
  const post = (url: string, multipart: Record<string, string>) => page.request.post(url, { headers: { Origin: origin }, multipart });
  const meta = await (
    await post('/generate_moodboard_metadata/', {
      moodboardPrompt: seed.topic,
      programmaticArea: 'Lounge',
      optionalPrompt: seed.description,
      selectedInsight: 'historical',
      contextText: 'Lisbon grew along the Tagus.',
      selectedImage,
      project_id: projectId,
      selectedImagesPrompts: JSON.stringify([seed.reference]),
    })
  ).json();
  const images: string[] = [];
  for (let i = 0; i < meta.prompts.length; i++) {
    const made = await post('/generate_single_moodboard_image/', {
      project_id: projectId,
      image_index: String(i),
      prompt: meta.prompts[i],
      moodboard_id: meta.moodboard_id,
    });
    expect(made.ok()).toBe(true);
    images.push((await made.json()).image);
  }
  return { moodboardId: meta.moodboard_id, prompts: meta.prompts, images };
}

/** A moodboard with its images and a render, made through the same calls the app makes. */
export async function seedRender(page: Page, projectId: string, origin: string): Promise<{ moodboardId: string }> {
  const post = (url: string, multipart: Record<string, string>) => page.request.post(url, { headers: { Origin: origin }, multipart });
  const seed = { topic: 'Tidal Salt', description: 'A calm lounge facing the river light.', reference: 'Blue azulejo facade' };
  const { moodboardId, prompts, images } = await seedMoodboard(page, projectId, origin, seed);
  const render = await post('/generate_render/', {
    programmaticArea: 'Lounge',
    areaDescription: 'A calm lounge facing the river light.',
    images: JSON.stringify(images),
    prompts: JSON.stringify(prompts),
    project_id: projectId,
    moodboard_id: moodboardId,
    force_regenerate: 'false',
  });
  expect(render.ok(), await render.text()).toBe(true);
  return { moodboardId };
}

/**
 * A signed-in designer's project with Historical Context generated and the Terracotta Lounge
 * moodboard, opened on that moodboard with its "Your space" panel in view.
 */
export async function openYourSpace(page: Page, request: APIRequestContext, baseURL: string | undefined, who: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  const projectId = await signedInProject(page, request, who);
  await generateBoard(page.request, projectId, 'historical', 'context');
  await seedMoodboard(page, projectId, new URL(baseURL ?? '').origin);
  await page.goto(`/projects/${projectId}/presentation`);
  await sidebar(page)
    .getByRole('button', { name: /Terracotta Lounge moodboard/ })
    .click();
  const panel = page.getByRole('region', { name: 'Your space', exact: true });
  await panel.scrollIntoViewIfNeeded();
  return { projectId, panel };
}
