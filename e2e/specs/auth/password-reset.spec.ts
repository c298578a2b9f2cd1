import { expect, test } from '@playwright/test';
import { signInViaUi } from '../../support/auth-ui';
import { extractLink, waitForMail } from '../../support/outbox';
import { newUser, signUpViaApi } from '../../support/users';

test('resets a forgotten password from the mailed link', async ({ page, request }) => {
  const user = await signUpViaApi(request, newUser('reset'));
  const newPassword = 'copper-meadow-417';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
  await expect(page.getByText('Password reset instructions have been sent to your email address.')).toBeVisible();

  const mail = await waitForMail(user.email, 'reset');
  const link = extractLink(mail);
  expect(link).toContain('/reset-password?token=');
  await page.goto(link);

  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Your password has been updated. You can now sign in.')).toBeVisible();

  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The old password is refused…
  await signInViaUi(page, user.email, user.password);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // …the new one works.
  await signInViaUi(page, user.email, newPassword);
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
});

test('a reset link without a token explains itself and offers a new one', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toContainText('invalid or has expired');
  await page.getByRole('link', { name: 'Request a new reset link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});
