import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from '../../support/auth-ui';
import { newUser } from '../../support/users';

/**
 * Another site on the same host (another port: same-site, so SameSite=Lax still sends the session
 * cookie) whose page posts a form to Loci, as an attacker's page would.
 */
function startOtherSite(target: string): Promise<Server> {
  const page = `<!doctype html><html lang="en"><title>Other site</title><body>
    <form id="f" method="post" enctype="multipart/form-data" action="${target}/api/projects/">
      <input name="projectName" value="Planted by another site"><input name="projectLocation" value="Lisbon">
    </form><script>document.getElementById('f').submit()</script></body></html>`;
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(page));
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

test('a form posted to Loci from another site with the session cookie is refused, and the app itself still writes', async ({
  page,
  request,
  baseURL,
}) => {
  await signUpAndSignIn(page, request, newUser('cross-site', 'Lina Bo Bardi'));
  const other = await startOtherSite(new URL(baseURL ?? '').origin);
  try {
    const { port } = other.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/`);
    // The browser lands on Loci's answer to the forged form.
    await expect(page.locator('body')).toContainText('This request came from another site, so Loci refused it.');
  } finally {
    other.close();
  }
  const mine = await page.request.get('/api/projects/');
  expect(mine.ok()).toBe(true);
  expect(JSON.stringify(await mine.json())).not.toContain('Planted by another site');

  // The app's own pages write as before: the browser sends Loci's Origin with its fetches.
  await page.goto('/projects');
  const signedOut = page.waitForResponse((r) => r.url().includes('/api/auth/sign-out') && r.request().method() === 'POST');
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  expect((await signedOut).status()).toBe(200);
  await expect(page).toHaveURL(/\/login/);
});
