import { expect, test } from '@playwright/test';
import { signInViaUi } from '../../support/auth-ui';
import { extractLink, waitForMail } from '../../support/outbox';
import { newUser, signUpViaApi } from '../../support/users';

test('repeated wrong sign-ins for one email get a readable "Too many" message', async ({ page, request }) => {
  const user = await signUpViaApi(request, newUser('ratelimit'));
  await page.goto('/login');

  // RATE_LIMIT_SIGNIN_EMAIL_MAX is 5 in the e2e server: the 6th attempt is refused.
  for (let attempt = 1; attempt <= 6; attempt++) {
    await signInViaUi(page, user.email, `wrong-password-${attempt}`);
    const alert = page.getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    if (attempt < 6) await expect(alert).not.toContainText('Too many');
  }
  await expect(page.getByRole('alert')).toContainText('Too many');
});

test('where "Too many" shows, a mailed one-time link signs the owner in', async ({ page, request }) => {
  const user = await signUpViaApi(request, newUser('signinlink'));
  await page.goto('/login');
  for (let attempt = 1; attempt <= 6; attempt++) await signInViaUi(page, user.email, `wrong-password-${attempt}`);
  await expect(page.getByRole('alert')).toContainText('Too many');

  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('status')).toContainText('a sign-in link is on its way');
  const mail = await waitForMail(user.email, 'sign-in link');
  const link = extractLink(mail);
  expect(link).toContain('/api/auth/magic-link/verify?token=');
  await page.goto(link);
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
});
