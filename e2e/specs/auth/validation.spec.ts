import { expect, test } from '@playwright/test';

test.describe('form validation messages', () => {
  test('login', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');

    await page.getByLabel('Email').fill('someone@example.test');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
  });

  test('register', async ({ page }) => {
    await page.goto('/register');
    const submit = page.getByRole('button', { name: 'Create Account' });
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');

    await page.getByLabel('Full Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.test');
    await page.getByLabel('Password', { exact: true }).fill('abcdef');
    await page.getByLabel('Confirm Password').fill('abcdeg');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Passwords do not match');

    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm Password').fill('abc');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters long');
  });

  test('register shows the server message for a too-common password', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Full Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill(`common-${Date.now()}@example.test`);
    await page.getByLabel('Password', { exact: true }).fill('password1');
    await page.getByLabel('Confirm Password').fill('password1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toContainText(/too common/i);
  });

  test('forgot password', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter your email address');
  });
});
