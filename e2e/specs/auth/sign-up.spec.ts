import { expect, test } from '@playwright/test';
import { extractLink, waitForMail } from '../../support/outbox';
import { newUser } from '../../support/users';

test('signs up through the UI, is sent to /login, and verifies the email from the mail', async ({ page }) => {
  const user = newUser('signup');
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();

  await page.getByLabel('Full Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText('Account created successfully! Please check your email to verify your account.')).toBeVisible();
  // The spec's 3 s delay, then /login.
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  const mail = await waitForMail(user.email, 'verify');
  await page.goto(extractLink(mail));
  await expect(page).toHaveURL(/\/login\?verified=1$/);
  await expect(page.getByText('Email verified. You can sign in now.')).toBeVisible();
});
