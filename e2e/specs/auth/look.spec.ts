import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from '../../support/auth-ui';
import { checkAndCaptureFullPage } from '../../support/screenshots';
import { newUser } from '../../support/users';

test.describe('look and accessibility', () => {
  test('public auth pages', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await checkAndCaptureFullPage(page, 'login');

    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await checkAndCaptureFullPage(page, 'login-error');

    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await checkAndCaptureFullPage(page, 'register');

    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await checkAndCaptureFullPage(page, 'forgot-password');

    await page.goto('/reset-password?token=example-token');
    await expect(page.getByRole('button', { name: 'Set New Password' })).toBeVisible();
    await checkAndCaptureFullPage(page, 'reset-password');
  });

  test('narrow login', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login?verified=1');
    await expect(page.getByText('Email verified. You can sign in now.')).toBeVisible();
    await checkAndCaptureFullPage(page, 'login-mobile');
  });

  test('signed-in pages', async ({ page, request }) => {
    await signUpAndSignIn(page, request, newUser('look', 'Le Corbusier'));

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
    await checkAndCaptureFullPage(page, 'profile');

    await page.goto('/projects');
    await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
    await page.getByRole('button', { name: 'Le Corbusier' }).click();
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
    await checkAndCaptureFullPage(page, 'projects-menu-open');
  });
});
