import { expect, test } from '@playwright/test';

/**
 * The API reference at /api/docs, as a person opens it: it renders the document's groups and
 * operations under its strict policy, with no console error (no blocked script, font or request)
 * and nothing fetched from anywhere but the app.
 */
test('the API reference renders with no console error and loads nothing from outside the app', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const errors: string[] = [];
  const foreign: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin) foreign.push(request.url());
  });

  const answer = await page.goto('/api/docs/');
  expect(answer?.status()).toBe(200);
  const scriptSrc = (answer?.headers()['content-security-policy'] ?? '').split(';').find((d) => d.trim().startsWith('script-src'));
  expect(scriptSrc).not.toContain('unsafe-inline');

  // The document's groups and an operation's summary, as the page shows them.
  await expect(page.getByText('Who is signed in').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Comments', { exact: true }).first()).toBeVisible();
  // Inter from the app, not the fallback: the page's fonts loaded.
  await expect.poll(() => page.evaluate(() => document.fonts.check("16px 'Inter'"))).toBe(true);

  expect(foreign).toEqual([]);
  expect(errors).toEqual([]);
});
