import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { createProject, newApiContext, seedImages, signedInApi } from '../../support/api';
import { signIn } from '../../support/auth-ui';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { newUser, signUpViaApi } from '../../support/users';

type SeedProject = { name: string; location: string; images: number };

const SEEDS: SeedProject[] = [
  { name: 'Harbour Hotel', location: 'Lisbon, Portugal', images: 0 },
  { name: 'Linen Atelier', location: 'Porto, Portugal', images: 1 },
  { name: 'Terrace Café', location: 'Seville, Spain', images: 6 },
];

/** Creates the project with all three insights and attaches `images` offline images; returns its id. */
async function seedProject(api: APIRequestContext, seed: SeedProject): Promise<string> {
  const id = await createProject(api, {
    name: seed.name,
    location: seed.location,
    insights: ['historical', 'social', 'physical'],
    brandName: 'Aurora Hotels',
    website: 'https://aurora.example',
    keywords: ['limestone', 'linen'],
    prompts: [],
  });
  if (seed.images > 0) await seedImages(api, id, seed.images);
  return id;
}

/** The grid item holding the card whose link names the project. */
function card(page: Page, name: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('link', { name: new RegExp(name) }) });
}

/** Waits until every collage image in view has decoded, so screenshots show pictures. */
async function imagesLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('main img')).every(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
    ),
  );
  await page.evaluate(() => document.fonts.ready);
}

test('a user sees their collages and deletes a project through the modal', async ({ page, playwright, baseURL }) => {
  const request = await newApiContext(playwright, baseURL);
  const owner = await signUpViaApi(request, newUser('projects', 'Lina Bo Bardi'));
  const api = await signedInApi(playwright, baseURL, owner);
  for (const seed of SEEDS) await seedProject(api, seed);
  await api.dispose();

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, owner.email, owner.password);
  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();

  // newest first, after the New Project card
  const links = page.getByRole('list', { name: 'Projects' }).getByRole('link');
  await expect(links).toHaveText([/New Project/, /Terrace Café/, /Linen Atelier/, /Harbour Hotel/]);
  for (const seed of SEEDS) {
    await expect(card(page, seed.name)).toContainText(seed.location);
  }
  await expect(card(page, 'Harbour Hotel').locator('img')).toHaveCount(0);
  await expect(card(page, 'Harbour Hotel').getByTestId('collage-placeholder')).toBeVisible();
  await expect(card(page, 'Linen Atelier').locator('img')).toHaveCount(4);
  await expect(card(page, 'Terrace Café').locator('img')).toHaveCount(6);
  await expect(card(page, 'Terrace Café').getByTestId('collage-placeholder')).toHaveCount(0);
  await expect(card(page, 'Linen Atelier').getByRole('link')).toHaveAttribute('href', /\/projects\/[0-9a-f-]{36}\/instruction$/);

  await imagesLoaded(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'screenshots/projects.png' });

  await card(page, 'Linen Atelier').hover();
  await page.getByRole('button', { name: 'Delete project Linen Atelier' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Project' });
  await expect(confirm).toContainText('This action cannot be undone and will delete all project data.');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'screenshots/projects-delete-modal.png' });

  await confirm.getByRole('button', { name: 'Delete' }).click();
  const done = page.getByRole('alertdialog', { name: 'Project deleted' });
  await expect(done).toContainText('Project "Linen Atelier" has been deleted successfully.');
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(done).toBeHidden();
  await expect(card(page, 'Linen Atelier')).toHaveCount(0);
  await expect(card(page, 'Terrace Café')).toBeVisible();

  await page.reload();
  await expect(card(page, 'Terrace Café')).toBeVisible();
  await expect(card(page, 'Linen Atelier')).toHaveCount(0);
});

test('another user sees none of them', async ({ page, playwright, baseURL }) => {
  const ownerApi = await newApiContext(playwright, baseURL);
  const owner = await signUpViaApi(ownerApi, newUser('projects-owner'));
  const api = await signedInApi(playwright, baseURL, owner);
  await seedProject(api, { name: 'Private Pavilion', location: 'Basel', images: 1 });
  await api.dispose();

  const other = await signUpViaApi(await newApiContext(playwright, baseURL), newUser('projects-other', 'Alvar Aalto'));
  await signIn(page, other.email, other.password);
  await page.goto('/projects');
  await expect(page.getByText('No projects yet. Start your first one from a brand and a place.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Private Pavilion/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /New Project/ })).toHaveAttribute('href', '/instruction');
  await expectNoSeriousA11yViolations(page);
});
