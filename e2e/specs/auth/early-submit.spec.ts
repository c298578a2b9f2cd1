import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../../support/auth-ui';
import { holdScripts } from '../../support/hold-scripts';
import { newUser, signUpViaApi } from '../../support/users';

/**
 * /forgot-password is painted from the server's HTML with its form: a person can type and press
 * the button before the page's scripts have run. The click must wait for the app: it used to
 * submit the form natively, and the page reloaded with the email in its address and no answer.
 */

/** Opens /forgot-password with its scripts held, lets `act` type and click, then lets the scripts in. */
async function beforeTheScripts(page: Page, act: () => Promise<void>): Promise<void> {
  const scripts = await holdScripts(page.context());
  await page.goto('/forgot-password', { waitUntil: 'commit' });
  await expect.poll(scripts.held).toBeGreaterThan(0);
  await act();
  scripts.release();
}

test('Send Reset Instructions pressed before the scripts ran answers once the app is there, with what was typed, never putting it in the address', async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request, newUser('early-submit', 'Eileen Gray'));
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && addresses.push(frame.url()));
  const send = page.getByRole('button', { name: 'Send Reset Instructions' });

  await beforeTheScripts(page, () => send.click());
  await expect(page.getByRole('alert')).toHaveText('Please enter your email address');
  await page.context().unrouteAll({ behavior: 'wait' });

  await beforeTheScripts(page, async () => {
    await page.getByLabel('Email').fill(user.email);
    await send.click();
  });
  await expect(page.getByRole('status').filter({ hasText: 'Password reset instructions have been sent' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  expect(addresses.filter((url) => url.includes('?'))).toEqual([]);
});

test('the account menu pressed before the Projects page’s scripts ran opens once they have', async ({ page, request }) => {
  const user = await signUpViaApi(request, newUser('early-menu', 'Eileen Gray'));
  await signIn(page, user.email, user.password);
  const scripts = await holdScripts(page.context());
  await page.goto('/projects', { waitUntil: 'commit' });
  await expect.poll(scripts.held).toBeGreaterThan(0);
  // A press before the scripts reaches nothing; its click is held and clicked again after hydration.
  await page.getByRole('button', { name: 'Eileen Gray' }).click();
  scripts.release();
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
});
