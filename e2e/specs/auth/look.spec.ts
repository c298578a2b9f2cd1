import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../../support/auth-ui';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { newUser, signUpViaApi } from '../../support/users';

async function capture(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}

test.describe('look and accessibility', () => {
  test('public auth pages', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await capture(page, 'login');

    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await capture(page, 'login-error');

    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await capture(page, 'register');

    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await capture(page, 'forgot-password');

    await page.goto('/reset-password?token=example-token');
    await expect(page.getByRole('button', { name: 'Set New Password' })).toBeVisible();
    await capture(page, 'reset-password');
  });

  test('narrow login', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login?verified=1');
    await expect(page.getByText('Email verified. You can sign in now.')).toBeVisible();
    await capture(page, 'login-mobile');
  });

  test('signed-in pages', async ({ page, request }) => {
    const user = await signUpViaApi(request, newUser('look', 'Le Corbusier'));
    await signIn(page, user.email, user.password);

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
    await capture(page, 'profile');

    await page.goto('/projects');
    await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
    await capture(page, 'projects-menu-open');
  });
});
