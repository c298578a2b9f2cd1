import { expect, test } from '@playwright/test';

// The sign-in pages are sent already rendered (build-time React), with their styles: they read
// before any script runs, and the app then takes the same markup over (hydration) and works.
test.describe('first pages arrive rendered', () => {
  test('without JavaScript, the sign-in pages show their title, styled', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, title] of [
      ['/login', 'Welcome Back'],
      ['/register', 'Create Account'],
      ['/forgot-password', 'Reset Password'],
    ]) {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1, name: title });
      await expect(heading).toBeVisible();
      // The screen's own stylesheet applies: the title is set in the display face, not the browser's default.
      expect(await heading.evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(/Fraunces/);
    }
    // Projects cannot know who is signed in: it says it is loading, and shows nobody's projects.
    await page.goto('/projects');
    await expect(page.getByRole('status')).toHaveText('Loading...');
    await context.close();
  });

  test('with JavaScript, the app keeps the sent markup (no node replaced, no error) and the form works', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { removedElements: string[] }).removedElements = removed;
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.removedNodes) if (node instanceof Element) removed.push(node.tagName);
      }).observe(document, { childList: true, subtree: true });
    });

    await page.goto('/login');
    // Interactive once hydrated: the empty form is checked by the app, not by the browser.
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { removedElements: string[] }).removedElements)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a sign-in page paints from its own HTML: no stylesheet is fetched, and the app adds none it already has', async ({ page }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet' || request.url().endsWith('.css')) stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(stylesheets).toEqual([]);
    const inline = await page.evaluate(() => document.querySelectorAll('head style').length);
    expect(inline).toBeGreaterThan(1); // the entry's styles and the screen's
    // Every stylesheet link is a disabled marker of inlined styles: the screen's chunks did not add their CSS again.
    const links = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => ({
        href: l.getAttribute('href'),
        disabled: l.disabled,
      })),
    );
    expect(links.length).toBeGreaterThan(1);
    expect(links.filter((l) => !l.disabled)).toEqual([]);
    // Going to another screen fetches only the styles the page does not already hold.
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
    const inlined = new Set(links.map((l) => l.href));
    expect(stylesheets.filter((href) => inlined.has(href))).toEqual([]);
    expect(await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(/Fraunces/);
  });
});
