import { expect, test } from '@playwright/test';
import { createProject, createStudio, inviteToStudio, signedInApi } from '../../support/api';
import { signUpAndSignIn } from '../../support/auth-ui';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { extractLink, waitForMail } from '../../support/outbox';
import { newUser } from '../../support/users';

test("a colleague's new, renamed, moved and deleted projects show on the Projects page without a reload", async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  // Ana runs a studio and invites Bo, who accepts in his browser and lands on its Projects page.
  const ana = newUser('live-list-ana', 'Ana Lima');
  const anaPage = await page.context().browser()?.newContext();
  if (!anaPage) throw new Error('no browser');
  const anaTab = await anaPage.newPage();
  await signUpAndSignIn(anaTab, request, ana);
  const studio = await createStudio(anaTab.request, 'Atelier Vivo');
  const hill = await createStudio(anaTab.request, 'Atelier Monte');
  const bo = newUser('live-list-bo', 'Bo Bardi');
  await inviteToStudio(anaTab.request, studio, bo.email, 'editor');
  await signUpAndSignIn(page, request, bo);
  await page.goto(extractLink(await waitForMail(bo.email, 'invited you')));
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByText('Atelier Vivo', { exact: true }).first()).toBeVisible();

  // Count Bo's reads from here: the page reads its listing again, never a project.
  const reads = { listing: 0, project: 0 };
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.method() === 'GET' && path === '/api/projects/') reads.listing += 1;
    if (r.method() === 'GET' && /^\/api\/projects\/[^/]+\/$/.test(path)) reads.project += 1;
  });

  // Ana, from her own session, makes a project in the studio: Bo's page shows it.
  const api = await signedInApi(playwright, baseURL, ana);
  const fields = {
    location: 'Lisbon',
    insights: ['historical' as const],
    brandName: 'Casa Azul',
    website: 'https://casa-azul.example',
    keywords: ['azulejo'],
  };
  const quay = await createProject(api, { ...fields, name: 'Quay Hotel', workspaceId: studio });
  const cards = page.getByRole('main');
  await expect(cards.getByText('Quay Hotel')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('1 project', { exact: true })).toBeVisible();

  // She renames it.
  const renamed = await api.put(`/api/projects/${quay}/`, { multipart: { projectName: 'Quay House' } });
  expect(renamed.status(), await renamed.text()).toBe(200);
  await expect(cards.getByText('Quay House')).toBeVisible({ timeout: 10_000 });
  await expect(cards.getByText('Quay Hotel')).toHaveCount(0);

  // A project moved in from her other studio appears; the first one deleted goes.
  const dock = await createProject(api, { ...fields, name: 'Dock Gallery', workspaceId: hill });
  const moved = await api.post(`/api/projects/${dock}/move`, { data: { workspace_id: studio } });
  expect(moved.status(), await moved.text()).toBe(200);
  await expect(cards.getByText('Dock Gallery')).toBeVisible({ timeout: 10_000 });
  const deleted = await api.delete(`/api/projects/${quay}/`);
  expect(deleted.status(), await deleted.text()).toBe(200);
  await expect(cards.getByText('Quay House')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByText('1 project', { exact: true })).toBeVisible();

  expect(reads.listing).toBeGreaterThan(0);
  expect(reads.project).toBe(0);
  await expectNoSeriousA11yViolations(page);
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `screenshots/live-projects-${width}x${height}.png` });
  }
  await api.dispose();
  await anaPage.close();
});
