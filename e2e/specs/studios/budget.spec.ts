import { createServer, type Server } from 'node:http';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { type LociServer, startLociServer, suitePort } from '../../support/loci-server';
import { buildPng } from '../../support/png';
import { captureAt } from '../../support/shots';
import { newUser, signUpViaApi } from '../../support/users';

// A second Loci on a paid image model (suite port + 110): the real OpenAI adapter against a
// loopback peer speaking /v1/images/generations (+ 111), priced at $0.05 an image.
const LOCI_PORT = suitePort() + 110;
const PEER_PORT = suitePort() + 111;
const LOCI_URL = `http://127.0.0.1:${LOCI_PORT}`;
const SPENT = "This studio's monthly budget is spent. An owner can raise it in Studio settings.";

let peer: Server;
let loci: LociServer | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  let seed = 0;
  peer = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const b64 = buildPng(++seed, 256).toString('base64');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ created: Math.floor(Date.now() / 1000), data: [{ b64_json: b64 }] }));
    });
  });
  await new Promise<void>((resolve) => peer.listen(PEER_PORT, '127.0.0.1', resolve));
  loci = await startLociServer({
    port: LOCI_PORT,
    env: {
      AI_IMAGE_PROVIDER: 'openai',
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: `http://127.0.0.1:${PEER_PORT}/v1`,
      PRICE_TABLE_JSON: JSON.stringify({ 'openai/gpt-image-1': { image: 0.05 } }),
      WEBSITE_FETCH_ALLOW_PRIVATE: '1',
    },
  });
});

test.afterAll(async () => {
  await loci?.stop();
  await new Promise((resolve) => peer?.close(resolve));
});

/** A signed-in page on the paid Loci, its personal studio's id and a Lisbon project in it. */
async function paidProject(browser: Browser): Promise<{ page: Page; studio: string; projectId: string }> {
  const context = await browser.newContext({ baseURL: LOCI_URL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const user = await signUpViaApi(page.request, newUser('budget', 'Lina Bo'));
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  const origin = { Origin: LOCI_URL };
  const studio = ((await (await page.request.get('/api/workspaces/')).json()) as { workspaces: { id: string }[] }).workspaces[0].id;
  const created = await page.request.post('/api/projects/', {
    headers: origin,
    multipart: {
      projectName: 'Casa do Rio',
      projectLocation: 'Lisbon',
      contextInsights: 'historical',
      brandName: 'Casa Azul',
      website: 'https://casa-azul.example',
      keywords: JSON.stringify(['azulejo', 'river light']),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const projectId = ((await created.json()) as { project_id: string }).project_id;
  // Two images' worth: the Context page's four images cannot all be made.
  const budget = await page.request.put(`/api/workspaces/${studio}/budget`, { headers: origin, data: { monthly_usd: 0.1 } });
  expect(budget.status(), await budget.text()).toBe(200);
  return { page, studio, projectId };
}

test('a paid model: work stops at the budget, the estimate says so before more, and raising it lets work go on', async ({ browser }) => {
  test.setTimeout(180_000);
  const { page, studio, projectId } = await paidProject(browser);
  const board = page.getByRole('main');
  const images = board.getByRole('button', { name: /^Open / });
  // The toolbar's estimate (a refused slot says the budget is spent too, in its own cell).
  const estimate = board.locator('p', { hasText: 'Estimated cost' });

  await page.goto(`/projects/${projectId}/presentation`);
  // Two images fit in the budget; the other two slots are refused and say why.
  await expect(board.getByRole('button', { name: 'Retry image' })).toHaveCount(2, { timeout: 60_000 });
  await expect(images).toHaveCount(2, { timeout: 30_000 });
  // Before asking again, the toolbar prices the two missing images and says the budget is spent.
  await expect(estimate).toContainText('Estimated cost: $0.10');
  await expect(estimate.getByText(SPENT)).toBeVisible();
  await expect(board.getByText('Offline preview', { exact: false })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await captureAt(page, 'budget-presentation-spent');

  // Studio settings: the month's spend against the budget, the banner, and the chart.
  await page.goto(`/workspaces/${studio}`);
  const usage = page.getByRole('region', { name: 'Usage and budget' });
  await expect(usage.getByText(SPENT)).toBeVisible();
  await expect(usage.getByText('of $0.10')).toBeVisible();
  const months = usage.getByRole('figure', { name: 'Spend by month' });
  await expect(months.getByRole('listitem')).toHaveText([/\$0\.10$/]);
  await usage.getByRole('figure', { name: /^Spend by person in / }).scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page);
  await captureAt(page, 'budget-studio-spent');
  await page.setViewportSize({ width: 390, height: 844 });
  await usage.scrollIntoViewIfNeeded();
  await captureAt(page, 'budget-studio-spent');
  await page.setViewportSize({ width: 1440, height: 900 });

  // The owner raises it to $1: the next images fit, and the estimate is a price alone.
  await usage.getByLabel('Monthly budget (USD)').fill('1');
  await usage.getByRole('button', { name: 'Save budget' }).click();
  await expect(usage.getByText('of $1.00')).toBeVisible();
  await expect(usage.getByText(SPENT)).toHaveCount(0);

  await page.goto(`/projects/${projectId}/presentation`);
  await expect(estimate).toHaveText('Estimated cost: $0.10', { timeout: 30_000 });
  await board.getByRole('button', { name: 'Generate missing images' }).click();
  await expect(images).toHaveCount(4, { timeout: 60_000 });
  const spent = (await (await page.request.get(`/api/workspaces/${studio}/budget`)).json()) as { spent_micro_usd: number };
  expect(spent.spent_micro_usd).toBe(200_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await captureAt(page, 'budget-presentation-raised');
  await page.context().close();
});
