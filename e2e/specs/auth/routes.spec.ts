import { expect, test } from '@playwright/test';
import { signIn } from '../../support/auth-ui';
import { newUser, signUpViaApi } from '../../support/users';

test('/ and unknown paths land on /projects', async ({ page, request }) => {
  const user = await signUpViaApi(request, newUser('routes'));
  await signIn(page, user.email, user.password);

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
