import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { signUpViaApi, type TestUser } from './users';

/** Fills and submits the login form (the page must be on /login). */
export async function signInViaUi(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Goes to /login, signs in and waits to leave the login page. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await signInViaUi(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
}

/** Creates the account through the API, then signs the page in through the login form; returns the user. */
export async function signUpAndSignIn(page: Page, request: APIRequestContext, user: TestUser): Promise<TestUser> {
  await signUpViaApi(request, user);
  await signIn(page, user.email, user.password);
  return user;
}
