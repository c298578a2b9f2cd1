import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from '../../support/auth-ui';
import { newUser } from '../../support/users';

test('/ and unknown paths land on /projects', async ({ page, request }) => {
  await signUpAndSignIn(page, request, newUser('routes'));

  await page.goto('/');
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();

  await page.goto('/nonsense');
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
});

test('signed out, / and unknown paths end on /login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/nonsense');
  await expect(page).toHaveURL(/\/login$/);
});
