import { expect, type Page, test } from '@playwright/test';
import { createProject } from '../../support/api';
import { signUpAndSignIn } from '../../support/auth-ui';
import { newUser } from '../../support/users';

test.use({ viewport: { width: 1440, height: 900 } });

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Presentation pages' });
const board = (page: Page) => page.getByRole('main');

test('a moodboard made for a chosen area shows that area’s tiles: a washbasin bar has its basin and taps', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signUpAndSignIn(page, request, newUser('moodboard-area', 'Kengo Kuma'));
  const projectId = await createProject(page.request, {
    name: 'Gion Apothecary',
    location: 'Kyoto',
    insights: ['historical'],
    brandName: 'Aesop',
    website: 'https://aesop.example',
    keywords: ['hinoki', 'apothecary'],
  });
  await page.goto(`/projects/${projectId}/presentation`);
  await expect(board(page).getByRole('button', { name: /^Open / })).toHaveCount(4, { timeout: 60_000 });

  const dialog = page.getByRole('dialog', { name: 'New Moodboard' });
  await sidebar(page).getByRole('button', { name: '+ Add Moodboard' }).click();
  await dialog.getByLabel('Moodboard Topic').fill('Machiya timber');
  await dialog.getByRole('button', { name: 'Historical' }).click();
  await dialog.getByRole('combobox', { name: 'More areas' }).selectOption('Washbasin Bar');
  await expect(dialog.getByRole('button', { name: 'Lounge' })).toHaveAttribute('aria-pressed', 'false');
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: 'CREATE MOODBOARD' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });

  await expect(board(page).getByText('Washbasin Bar', { exact: true })).toBeVisible();
  const captions = board(page).locator('figcaption');
  await expect(captions).toHaveCount(9, { timeout: 60_000 });
  for (const label of ['Aesthetic Reference', 'Washbasin', 'Taps', 'Counter Top in Timber', 'Timber Eaves'])
    await expect(captions.filter({ hasText: new RegExp(`^${label}$`) })).toHaveCount(1);
  await expect(captions.filter({ hasText: /^Seating$/ })).toHaveCount(0);
});
