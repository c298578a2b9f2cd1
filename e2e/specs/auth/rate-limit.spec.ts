import { expect, test } from '@playwright/test';
import { signInViaUi } from '../../support/auth-ui';
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
