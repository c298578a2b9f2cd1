import { expect, test } from '@playwright/test';
import { signInViaUi } from '../../support/auth-ui';
import { newUser, signUpViaApi } from '../../support/users';

test('a protected deep link survives sign-in; sign-out locks the app again', async ({ page, request }) => {
  const user = await signUpViaApi(request, newUser('session', 'Grace Hopper'));

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await signInViaUi(page, user.email, user.password);

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  // The bearer token handed out at sign-in is kept for the product API (spec §6).
  expect(await page.evaluate(() => localStorage.getItem('loci.token'))).toBeTruthy();

  // The menu button is named by the name it shows (visible name = accessible name).
  const menu = page.getByRole('button', { name: 'Grace Hopper' });
  await expect(menu).toHaveAttribute('aria-haspopup', 'menu');
  await menu.click();
  await expect(page.getByRole('menuitem', { name: 'Profile Settings' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();

  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('loci.token'))).toBeNull();

  await page.goto('/projects');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});

test('the wordmark leads back to projects and the header hides on workspace screens', async ({ page, request }) => {
  const user = await signUpViaApi(request, newUser('header'));
  await page.goto('/login');
  await signInViaUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/projects$/);

  await page.getByRole('link', { name: 'New Project' }).click();
  await expect(page).toHaveURL(/\/instruction$/);
  await expect(page.getByRole('heading', { name: 'Instructions', level: 1 })).toBeVisible();
  // The global header (and its account menu) gives way to the workspace bar here.
  await expect(page.getByRole('button', { name: user.name })).toHaveCount(0);

  await page.goto('/profile');
  await page.getByRole('link', { name: /Loci/ }).click();
  await expect(page).toHaveURL(/\/projects$/);
});
