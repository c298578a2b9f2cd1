import { expect, test } from '@playwright/test';
import { signedInApi } from '../../support/api';
import { signUpAndSignIn } from '../../support/auth-ui';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { newUser } from '../../support/users';

test('changing the password signs out every other session and keeps this one', async ({ page, request, playwright, baseURL }) => {
  const user = await signUpAndSignIn(page, request, newUser('password-change'));
  const laptop = await signedInApi(playwright, baseURL, user);
  expect((await laptop.get('/api/me')).status()).toBe(200);

  await page.goto('/profile');
  const signOutOthers = page.getByRole('checkbox', { name: 'Sign out of all other sessions' });
  await expect(signOutOthers).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Current Password').fill(user.password);
  await page.getByLabel('New Password', { exact: true }).fill('copper-meridian-58');
  await page.getByLabel('Confirm New Password').fill('copper-meridian-58');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your password has been changed. You have been signed out of all other sessions.')).toBeVisible();

  // The other session is over; this browser carries on with the token it was handed.
  expect((await laptop.get('/api/me')).status()).toBe(401);
  await laptop.dispose();
  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(200);
});
