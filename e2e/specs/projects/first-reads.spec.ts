import { expect, type Page, test } from '@playwright/test';
import { createProject, type ProjectFields, signedInApi } from '../../support/api';
import { signIn } from '../../support/auth-ui';
import { newUser, signUpViaApi } from '../../support/users';

/** The API reads a page load makes, the browser's complaints about preloads it could not use, and errors (a hydration mismatch is one). */
function watch(page: Page): { reads: string[]; warnings: string[]; errors: string[] } {
  const seen = { reads: [] as string[], warnings: [] as string[], errors: [] as string[] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/assets/')) seen.reads.push(url.pathname + url.search);
  });
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) seen.warnings.push(message.text());
    if (message.type() === 'error') seen.errors.push(message.text());
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  return seen;
}

/** The studio's live stream, which the Projects page holds open (not a read). */
const isStream = (path: string) => /^\/api\/workspaces\/[\w-]+\/events$/.test(path);

/** The one project both tests list. */
const HARBOUR_HOTEL: ProjectFields = {
  name: 'Harbour Hotel',
  location: 'Lisbon, Portugal',
  insights: ['historical'],
  brandName: 'Aurora Hotels',
  website: 'https://aurora.example',
  keywords: ['limestone'],
  prompts: [],
};

// Projects comes rendered with the user's own listing (the cards and their images are in the
// HTML), and the app takes that markup over with the listing it was rendered from: the session is
// read once, the listing not at all, and nothing is painted twice.
test('a signed-in Projects page arrives rendered with its listing, for the remembered workspace, and the app takes it over', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const user = await signUpViaApi(request, newUser('first-reads'));
  const api = await signedInApi(playwright, baseURL, user);
  await createProject(api, HARBOUR_HOTEL);
  const studio = (await (await api.post('/api/workspaces/', { data: { name: 'North Studio' } })).json()).workspace.id as string;
  await signIn(page, user.email, user.password);
  await expect(page.getByRole('link', { name: /Harbour Hotel/ })).toBeVisible();

  // The personal workspace: the page's HTML has the card; the app reads the session once and not the listing.
  let seen = watch(page);
  let html = await (await page.reload())?.text();
  expect(html).toContain('Harbour Hotel');
  await expect(page.getByRole('link', { name: /Harbour Hotel/ })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.querySelector('h1') ?? {}).some((k) => k.startsWith('__reactFiber'))))
    .toBe(true);
  expect(seen.reads.filter((r) => r === '/api/auth/get-session')).toHaveLength(1);
  // The page then follows its studio live; the stream's hello (the project was made before this
  // listing was read) does not make it read the listing again.
  await expect.poll(() => seen.reads.filter(isStream)).toEqual([expect.stringMatching(/^\/api\/workspaces\/[\w-]+\/events$/)]);
  await page.waitForTimeout(500);
  expect(seen.reads.filter((r) => (r.startsWith('/api/projects/') || r.startsWith('/api/workspaces/')) && !isStream(r))).toEqual([]);
  expect(seen.warnings).toEqual([]);
  expect(seen.errors).toEqual([]);

  // A workspace this browser chose before its cookie said so: the page (rendered for the personal
  // workspace) is painted afresh for the remembered one, which is read.
  await page.evaluate((id) => localStorage.setItem('loci.workspace', id), studio);
  seen = watch(page);
  await page.reload();
  await expect(page.getByRole('main').getByText('North Studio')).toBeVisible();
  await expect(page.getByText(/^No projects yet/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Harbour Hotel/ })).toHaveCount(0);
  expect(seen.reads.filter((r) => r.startsWith('/api/projects/'))).toEqual([`/api/projects/?workspace=${studio}`]);
  expect(seen.errors).toEqual([]);
  // The app mirrors the choice into its cookie: from the next load on, the page comes with that workspace's listing.
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'loci_workspace')?.value).toBe(studio);
  seen = watch(page);
  html = await (await page.reload())?.text();
  expect(html).toContain('No projects yet');
  expect(html).toContain('North Studio'); // the workspace's name is in the page too
  await expect(page.getByRole('main').getByText('North Studio')).toBeVisible();
  await expect(page.getByText(/^No projects yet/)).toBeVisible();
  expect(seen.reads.filter((r) => r.startsWith('/api/projects/'))).toEqual([]);
  expect(seen.warnings).toEqual([]);
  expect(seen.errors).toEqual([]);
  await api.dispose();
});

// The scripts of a page rendered with data are asked for after its first frame; a click on a
// button before the app has taken the page over is held and handed to the app when it starts.
test('a button clicked on the rendered Projects page before its scripts have arrived does what it says once they have', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const user = await signUpViaApi(request, newUser('early-click'));
  const api = await signedInApi(playwright, baseURL, user);
  await createProject(api, HARBOUR_HOTEL);
  await signIn(page, user.email, user.password);
  await expect(page.getByRole('link', { name: /Harbour Hotel/ })).toBeVisible();

  // Hold every script until the click has been made.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: string[] = [];
  await page.route('**/assets/*.js', async (route) => {
    held.push(new URL(route.request().url()).pathname);
    await released;
    await route.continue();
  });
  const seen = watch(page);
  await page.reload({ waitUntil: 'domcontentloaded' });
  // The page is whole without its scripts, which are asked for once it has painted.
  await expect(page.getByRole('link', { name: /Harbour Hotel/ })).toBeVisible();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => Object.keys(document.querySelector('h1') ?? {}).some((k) => k.startsWith('__reactFiber')))).toBe(false);
  await page.getByRole('button', { name: 'Delete project Harbour Hotel' }).click();
  release();
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText('Harbour Hotel');
  expect(seen.errors).toEqual([]);
  await page.unroute('**/assets/*.js');
  await api.dispose();
});
