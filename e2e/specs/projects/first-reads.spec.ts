import { expect, type Page, test } from '@playwright/test';
import { createProject, signedInApi } from '../../support/api';
import { signIn } from '../../support/auth-ui';
import { newUser, signUpViaApi } from '../../support/users';

/** The API reads a page load makes, and the browser's complaints about preloads it could not use. */
function watch(page: Page): { reads: string[]; warnings: string[] } {
  const seen = { reads: [] as string[], warnings: [] as string[] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/assets/')) seen.reads.push(url.pathname + url.search);
  });
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) seen.warnings.push(message.text());
  });
  return seen;
}

// Projects' HTML announces the session and the listing it starts with, so both load with the page
// instead of after the script; the app then uses those very answers (one request each).
test('a signed-in Projects page asks for its session and listing once, with the page, for the remembered workspace', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const user = await signUpViaApi(request, newUser('first-reads'));
  const api = await signedInApi(playwright, baseURL, user);
  await createProject(api, {
    name: 'Harbour Hotel',
    location: 'Lisbon, Portugal',
    insights: ['historical'],
    brandName: 'Aurora Hotels',
    website: 'https://aurora.example',
    keywords: ['limestone'],
    prompts: [],
  });
  const studio = (await (await api.post('/api/workspaces/', { data: { name: 'North Studio' } })).json()).workspace.id as string;
  await signIn(page, user.email, user.password);
  await expect(page.getByRole('link', { name: /Harbour Hotel/ })).toBeVisible();

  // The personal workspace: a reload reads the session and the listing once each.
  let seen = watch(page);
  await page.reload();
  await expect(page.getByRole('link', { name: /Harbour Hotel/ })).toBeVisible();
  expect(seen.reads.filter((r) => r === '/api/auth/get-session')).toHaveLength(1);
  expect(seen.reads.filter((r) => r.startsWith('/api/projects/'))).toEqual(['/api/projects/']);
  expect(seen.warnings).toEqual([]);

  // A workspace remembered by this browser: the next page load announces that workspace's listing.
  await page.evaluate((id) => localStorage.setItem('loci.workspace', id), studio);
  await page.reload(); // the app mirrors the choice into its cookie
  await expect(page.getByText(/^No projects yet/)).toBeVisible();
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'loci_workspace')?.value).toBe(studio);
  seen = watch(page);
  await page.reload();
  await expect(page.getByRole('main').getByText('North Studio')).toBeVisible();
  await expect(page.getByText(/^No projects yet/)).toBeVisible();
  expect(seen.reads.filter((r) => r.startsWith('/api/projects/'))).toEqual([`/api/projects/?workspace=${studio}`]);
  expect(seen.warnings).toEqual([]);
  await api.dispose();
});
